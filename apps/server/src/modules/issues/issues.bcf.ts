import { createHash } from 'node:crypto';
import type { Severity, Viewpoint } from '@spatium/contracts';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { IssueRow } from './issues.repository.ts';

/** What a BCF comment needs of an issue message. */
export interface BcfComment {
  id: number;
  issueId: number;
  body: string;
  authorName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

// BCF 2.1 leaves priority and status as free text; these are the words BIM tools show as they are.
const priorities: Record<Severity, string> = {
  'very low': 'Very low',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};
const statuses = { created: 'Open', shared: 'Active', resolved: 'Resolved' } as const;

/**
 * A stable GUID per thing exported (a UUID shaped from a hash of its id), so a second export of the
 * same issue updates the topic a BIM tool imported before instead of duplicating it.
 */
export function bcfGuid(kind: 'topic' | 'comment' | 'viewpoint', companyId: number, id: number): string {
  const hex = createHash('sha1').update(`spatium:${kind}:${companyId}:${id}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// XML 1.0 cannot carry most control characters, even escaped.
const invalidXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function xml(value: string): string {
  return value
    .replace(invalidXml, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const element = (name: string, value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${xml(value)}</${name}>`;

const header = '<?xml version="1.0" encoding="UTF-8"?>\n';
const schema = (file: string) =>
  `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="${file}"`;

/** BCF has no place for WGS 84 coordinates: they and the road name close the description. */
function descriptionOf(issue: IssueRow): string {
  const place =
    issue.lat !== null && issue.lon !== null
      ? `Location: ${issue.lat}, ${issue.lon} (WGS 84)${issue.roadName ? `, ${issue.roadName}` : ''}`
      : null;
  return [issue.description, place].filter(Boolean).join('\n\n');
}

function markupOf(issue: IssueRow, comments: BcfComment[], viewpointGuid: string | null): string {
  const topic = [
    element('Title', issue.title),
    element('Priority', priorities[issue.severity]),
    element('Labels', issue.subprojectTitle),
    element('CreationDate', issue.createdAt.toISOString()),
    element('CreationAuthor', issue.creatorName ?? 'unknown'),
    element('ModifiedDate', issue.updatedAt.toISOString()),
    element('Description', descriptionOf(issue)),
  ].join('');
  const thread = comments
    .map(
      (c) =>
        `<Comment Guid="${bcfGuid('comment', issue.companyId, c.id)}">${element('Date', c.createdAt.toISOString())}${element(
          'Author',
          c.authorName ?? 'unknown',
        )}${element('Comment', c.body)}${
          c.updatedAt.getTime() !== c.createdAt.getTime()
            ? element('ModifiedDate', c.updatedAt.toISOString())
            : ''
        }</Comment>`,
    )
    .join('');
  const viewpoints = viewpointGuid
    ? `<Viewpoints Guid="${viewpointGuid}"><Viewpoint>viewpoint.bcfv</Viewpoint></Viewpoints>`
    : '';
  return `${header}<Markup ${schema('markup.xsd')}><Topic Guid="${bcfGuid('topic', issue.companyId, issue.id)}" TopicType="Issue" TopicStatus="${statuses[issue.status]}">${topic}</Topic>${thread}${viewpoints}</Markup>\n`;
}

const point = (name: string, [x, y, z]: number[]) => `<${name}><X>${x}</X><Y>${y}</Y><Z>${z}</Z></${name}>`;

// visinfo.xsd's IfcGuid: IFC's 22-character compressed GUID; anything else is no IFC element.
const ifcGuid = /^[0-9A-Za-z_$]{22}$/;

/** The BIM element selected when the issue was raised, as BCF's selected component. */
function componentsOf(viewpoint: Viewpoint): string {
  if (!viewpoint.element || !ifcGuid.test(viewpoint.element)) return '';
  return `<Components><Selection><Component IfcGuid="${viewpoint.element}"/></Selection><Visibility DefaultVisibility="true"/></Components>`;
}

/**
 * The camera of a model or point-cloud viewer (position and target, in the model's coordinates) as a
 * BCF perspective camera, with the BIM element it was raised on selected; a 360° view (scene, yaw,
 * pitch) has no model coordinates and gets none.
 */
function viewpointOf(viewpoint: Viewpoint | null, guid: string): string | null {
  if (!viewpoint?.position) return null;
  const [px, py, pz] = viewpoint.position as [number, number, number];
  const [tx, ty, tz] = (viewpoint.target as [number, number, number] | undefined) ?? [px, py + 1, pz];
  const length = Math.hypot(tx - px, ty - py, tz - pz) || 1;
  const direction = [(tx - px) / length, (ty - py) / length, (tz - pz) / length];
  // Z is up in IFC; looking straight up or down, the camera's up is the model's Y instead.
  const up = Math.abs(direction[2]!) > 0.999 ? [0, 1, 0] : [0, 0, 1];
  return `${header}<VisualizationInfo Guid="${guid}" ${schema('visinfo.xsd')}>${componentsOf(viewpoint)}<PerspectiveCamera>${point(
    'CameraViewPoint',
    [px, py, pz],
  )}${point('CameraDirection', direction)}${point('CameraUpVector', up)}<FieldOfView>60</FieldOfView></PerspectiveCamera></VisualizationInfo>\n`;
}

/**
 * Issues as a BCF 2.1 archive (the zip BIM tools exchange issues in): `bcf.version`, and per issue a
 * folder named by its topic GUID with `markup.bcf` (the topic and its messages as comments) and, when
 * the issue has viewer coordinates, `viewpoint.bcfv`.
 */
export function issuesAsBcf(issues: IssueRow[], comments: BcfComment[]): Uint8Array {
  const byIssue = new Map<number, BcfComment[]>();
  for (const comment of comments)
    byIssue.set(comment.issueId, [...(byIssue.get(comment.issueId) ?? []), comment]);
  const archive: Zippable = {
    'bcf.version': strToU8(
      `${header}<Version VersionId="2.1" ${schema('version.xsd')}><DetailedVersion>2.1</DetailedVersion></Version>\n`,
    ),
  };
  for (const issue of issues) {
    const viewpointGuid = bcfGuid('viewpoint', issue.companyId, issue.id);
    const viewpoint = viewpointOf(issue.viewpoint, viewpointGuid);
    const folder: Zippable = {
      'markup.bcf': strToU8(markupOf(issue, byIssue.get(issue.id) ?? [], viewpoint ? viewpointGuid : null)),
    };
    if (viewpoint) folder['viewpoint.bcfv'] = strToU8(viewpoint);
    archive[bcfGuid('topic', issue.companyId, issue.id)] = folder;
  }
  return zipSync(archive, { level: 6 });
}
