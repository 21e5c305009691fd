import { z } from 'zod';
import { type ContentKind, contentKindNames } from '../catalogue/content.ts';
import { Attachment, AttachmentIds } from '../catalogue/files.ts';
import { ShareClip } from '../core/clip.ts';
import { issueStatuses, severities } from '../core/limits.ts';
import { listQuery } from '../core/list.ts';
import { id, text, urlId } from '../core/primitives.ts';

/** The content kind an issue sits on (a tour, a cloud, a model…). */
export const IssueContentKind = z.enum(contentKindNames as [ContentKind, ...ContentKind[]]);
export type IssueContentKind = z.infer<typeof IssueContentKind>;

export const Severity = z.enum(severities);
export type Severity = z.infer<typeof Severity>;
export const IssueStatus = z.enum(issueStatuses);
export type IssueStatus = z.infer<typeof IssueStatus>;

/** SPEC §8 wording of the issue calls' failures. */
export const issueMessages = {
  createFailed: 'Issue creation failed, please try again',
  updateFailed: 'Error updating issue, please try again',
  deleteFailed: 'Error deleting issue, please try again',
  noRoadFound: 'No road found near these coordinates',
  disabled: 'Issues are not enabled for your company on this site.',
} as const;

/** WGS 84 degrees, as a phone or a tour's geo-reference gives them. */
export const Coordinates = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof Coordinates>;

/** Where a viewer stood when the issue was raised, so opening it returns there. */
export const Viewpoint = z.object({
  scene: text().max(200).optional(),
  yaw: z.number().finite().optional(),
  pitch: z.number().finite().optional(),
  zoom: z.number().finite().optional(),
  position: z.array(z.number().finite()).length(3).optional(),
  target: z.array(z.number().finite()).length(3).optional(),
  element: text()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .describe('In a BIM model, the GUID of the element selected when the issue was raised'),
  clip: ShareClip.optional().describe('In a 3D viewer, the clip box and planes the view was cut by'),
});
export type Viewpoint = z.infer<typeof Viewpoint>;

const hexColour = text().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour such as #e03131');

/** What a user may do with one issue, so the web app never re-derives the rules. */
export const IssueAbilities = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  /** The statuses this user may move the issue to from where it is now. */
  transitions: z.array(IssueStatus),
});
export type IssueAbilities = z.infer<typeof IssueAbilities>;

export const Issue = z.object({
  id: id(),
  title: text(),
  description: text(),
  severity: Severity,
  status: IssueStatus,
  company: id(),
  oldsubproject: z.object({ id: id(), title: text() }),
  content: z.object({ kind: IssueContentKind, id: id() }).nullable(),
  coordinates: Coordinates.nullable(),
  road_name: text().nullable(),
  viewpoint: Viewpoint.nullable(),
  share_with_company: z.boolean(),
  show_in_project_map: z.boolean(),
  share_for_machine_learning: z.boolean(),
  line_width: z.number().int(),
  color: text(),
  created_by: z.object({ id: id(), username: text() }).nullable(),
  created_at: text(),
  updated_at: text(),
  message_count: z.number().int(),
  abilities: IssueAbilities,
});
export type Issue = z.infer<typeof Issue>;

export const IssueMessage = z.object({
  id: id(),
  issue_id: id(),
  body: text(),
  author: z.object({ id: id(), username: text() }).nullable(),
  attachments: z.array(Attachment),
  created_at: text(),
  updated_at: text(),
  mine: z.boolean(),
});
export type IssueMessage = z.infer<typeof IssueMessage>;

export const IssueDetail = Issue.extend({ messages: z.array(IssueMessage) });
export type IssueDetail = z.infer<typeof IssueDetail>;

const commaList = <T extends readonly [string, ...string[]]>(values: T) =>
  text()
    .max(500)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.enum(values)).max(10));

export const IssuesQuery = listQuery([
  'id',
  'title',
  'severity',
  'status',
  'created_at',
  'updated_at',
]).extend({
  status: commaList(issueStatuses).optional().describe('Comma-separated statuses'),
  severity: commaList(severities).optional().describe('Comma-separated severities'),
  oldsubproject: urlId().optional(),
  content_kind: IssueContentKind.optional(),
  content_id: urlId().optional(),
  created_by: urlId().optional(),
  show_in_project_map: z.enum(['true', 'false']).optional(),
});
export type IssuesQuery = z.infer<typeof IssuesQuery>;

export const IssueExportQuery = IssuesQuery.omit({ _limit: true, _start: true });
export type IssueExportQuery = z.infer<typeof IssueExportQuery>;

const title = text().trim().min(1, 'A title is required').max(200);

export const CreateIssueBody = z.object({
  title,
  description: text().max(10_000).default(''),
  severity: Severity,
  oldsubproject: id(),
  content: z.object({ kind: IssueContentKind, id: id() }).optional(),
  coordinates: Coordinates.optional(),
  viewpoint: Viewpoint.optional(),
  share_with_company: z.boolean().default(false),
  show_in_project_map: z.boolean().default(false),
  share_for_machine_learning: z.boolean().default(false),
  line_width: z.number().int().min(1).max(500).optional(),
  color: hexColour.optional(),
});
export type CreateIssueBody = z.infer<typeof CreateIssueBody>;

export const UpdateIssueBody = z
  .object({
    title: title.optional(),
    description: text().max(10_000).optional(),
    severity: Severity.optional(),
    status: IssueStatus.optional(),
    coordinates: Coordinates.nullable().optional(),
    share_with_company: z.boolean().optional(),
    show_in_project_map: z.boolean().optional(),
    share_for_machine_learning: z.boolean().optional(),
    line_width: z.number().int().min(1).max(500).optional(),
    color: hexColour.optional(),
  })
  .strict();
export type UpdateIssueBody = z.infer<typeof UpdateIssueBody>;

export const IssueMessageBody = z
  .object({
    body: text().trim().max(10_000).default(''),
    attachments: AttachmentIds.optional().describe(
      'Finished uploads (purpose attachment) and, when replacing, the files of the message to keep; left out when replacing, the files stay',
    ),
  })
  .refine((message) => message.body.length > 0 || (message.attachments?.length ?? 0) > 0, {
    message: 'Write a message first',
    path: ['body'],
  });
export type IssueMessageBody = z.infer<typeof IssueMessageBody>;

export const IssueMessageParams = z.object({ id: urlId(), messageId: urlId() });
export type IssueMessageParams = z.infer<typeof IssueMessageParams>;

export const IssueAttachmentParams = IssueMessageParams.extend({ fileId: urlId() });
export type IssueAttachmentParams = z.infer<typeof IssueAttachmentParams>;

export const RoadNameQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export type RoadNameQuery = z.infer<typeof RoadNameQuery>;

/** A name, or (available false) NVDB did not answer in time: the issue is then raised without one. */
export const RoadName = z.object({ road_name: text().nullable(), available: z.boolean() });
export type RoadName = z.infer<typeof RoadName>;

/** An issue as the project map draws it (issues flagged "show in project map"). */
export const MapIssue = z.object({
  id: id(),
  title: text(),
  severity: Severity,
  status: IssueStatus,
  oldsubproject: id(),
  coordinates: Coordinates,
  line_width: z.number().int(),
  color: text(),
});
export type MapIssue = z.infer<typeof MapIssue>;

export const MapIssuesQuery = z.object({ oldproject: urlId().optional(), oldsubproject: urlId().optional() });
export type MapIssuesQuery = z.infer<typeof MapIssuesQuery>;
