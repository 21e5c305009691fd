import type { Issue, IssueMessage, MapIssue, NewIssuePayload } from '@spatium/contracts';
import type { ActorScope } from '../companies/index.ts';
import { presentAttachment } from '../files/index.ts';
import { issueAbilities } from './issues.policy.ts';
import type { IssueMessageRow, IssueRow } from './issues.repository.ts';

const coordinatesOf = (row: IssueRow) =>
  row.lat === null || row.lon === null ? null : { lat: row.lat, lon: row.lon };

export function presentIssue(row: IssueRow, scope: ActorScope): Issue {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    severity: row.severity,
    status: row.status,
    company: row.companyId,
    oldsubproject: { id: row.oldsubprojectId, title: row.subprojectTitle },
    content: row.contentKind && row.contentId ? { kind: row.contentKind, id: row.contentId } : null,
    coordinates: coordinatesOf(row),
    road_name: row.roadName,
    viewpoint: row.viewpoint,
    share_with_company: row.shareWithCompany,
    show_in_project_map: row.showInProjectMap,
    share_for_machine_learning: row.shareForMachineLearning,
    line_width: row.lineWidth,
    color: row.color,
    created_by: row.createdBy === null ? null : { id: row.createdBy, username: row.creatorName ?? '' },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    message_count: row.messageCount,
    abilities: issueAbilities(scope, row),
  };
}

/** `secret` signs the previews of images, for this viewer only. */
export function presentIssueMessage(row: IssueMessageRow, viewerId: number, secret: string): IssueMessage {
  return {
    id: row.id,
    issue_id: row.issueId,
    body: row.body,
    author: row.authorId === null ? null : { id: row.authorId, username: row.authorName ?? '' },
    attachments: row.attachments.map((file) =>
      presentAttachment(
        secret,
        file,
        `/issues/${row.issueId}/messages/${row.id}/attachments/${file.id}`,
        viewerId,
      ),
    ),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    mine: row.authorId === viewerId,
  };
}

export function presentNewIssue(row: IssueRow): NewIssuePayload {
  return {
    id: row.id,
    title: row.title,
    severity: row.severity,
    status: row.status,
    oldsubproject: row.oldsubprojectId,
    content: row.contentKind && row.contentId ? { kind: row.contentKind, id: row.contentId } : null,
    created_by: row.createdBy,
  };
}

export function presentMapIssue(row: IssueRow): MapIssue | undefined {
  const coordinates = coordinatesOf(row);
  if (!coordinates) return undefined;
  return {
    id: row.id,
    title: row.title,
    severity: row.severity,
    status: row.status,
    oldsubproject: row.oldsubprojectId,
    coordinates,
    line_width: row.lineWidth,
    color: row.color,
  };
}

const csvColumns = [
  'id',
  'title',
  'description',
  'severity',
  'status',
  'sub-project',
  'content kind',
  'content id',
  'latitude',
  'longitude',
  'road name',
  'created by',
  'created at',
  'updated at',
  'shared with company',
  'show in project map',
  'share for machine learning',
  'line width',
  'colour',
  'messages',
] as const;

// A cell that starts like a formula would run in a spreadsheet: prefix it so it stays text.
function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** An issue list as CSV (RFC 4180, CRLF line ends), a header row first. */
export function issuesAsCsv(rows: IssueRow[]): string {
  const lines = rows.map((row) =>
    [
      row.id,
      row.title,
      row.description,
      row.severity,
      row.status,
      row.subprojectTitle,
      row.contentKind,
      row.contentId,
      row.lat,
      row.lon,
      row.roadName,
      row.creatorName,
      row.createdAt.toISOString(),
      row.updatedAt.toISOString(),
      row.shareWithCompany,
      row.showInProjectMap,
      row.shareForMachineLearning,
      row.lineWidth,
      row.color,
      row.messageCount,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[csvColumns.join(','), ...lines].join('\r\n')}\r\n`;
}
