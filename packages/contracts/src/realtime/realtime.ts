import { z } from 'zod';
import { ContentItem, VideoOffsets } from '../catalogue/content.ts';
import { ChatMessage, type MessageDeletedPayload } from '../chat/chat.ts';
import { id, text } from '../core/primitives.ts';
import { IssueContentKind, IssueStatus, Severity } from '../issues/issues.ts';
import type { StoredNotification } from '../notifications/notifications.ts';

// socket.io events, names exactly as SPEC §7 spells them (including `newmwessage`): one schema and
// one type per event, and the two event maps socket.io types its server and client with.

/** Client → server: prove the socket's session; its rooms are joined only after this. */
export const ValidateMePayload = z.object({ jwt: text().min(1), userId: id() });
export type ValidateMePayload = z.infer<typeof ValidateMePayload>;

/** The answer to `validateMe`, as an event and as its acknowledgement. */
export const ValidatedPayload = z.object({
  ok: z.boolean(),
  message: text().optional(),
  code: z
    .enum([
      'realtime.invalid_session',
      'realtime.too_many_connections',
      'realtime.not_validated',
      'trial.ended',
    ])
    .optional()
    .describe('Why the socket was refused, for the web app to translate'),
});
export type ValidatedPayload = z.infer<typeof ValidatedPayload>;

/** A row of a collection was created, changed or deleted. */
export const LiveNotification = z.object({
  time: text(),
  type: z.enum(['created', 'updated', 'deleted']),
  model: text().describe('The collection, e.g. "tours"'),
  result: z.unknown().describe('The row as its list endpoint presents it, or {id} on delete'),
});
export type LiveNotification = z.infer<typeof LiveNotification>;

/** A new chat message (or a changed one: same id, `edited_at` set), to those who may read its channel. */
export const NewMessagePayload = ChatMessage;
export type NewMessagePayload = z.infer<typeof NewMessagePayload>;
/**
 * An issue became visible to the receiver (created, or shared with the company): what a list needs to
 * say so; abilities differ per reader, so lists refetch the issue itself.
 */
export const NewIssuePayload = z.object({
  id: id(),
  title: text(),
  severity: Severity,
  status: IssueStatus,
  oldsubproject: id(),
  content: z.object({ kind: IssueContentKind, id: id() }).nullable(),
  created_by: id().nullable(),
});
export type NewIssuePayload = z.infer<typeof NewIssuePayload>;
// The live feed is not built yet: the dashboard refetches on it and reads nothing from it.
/** An item of the live feed. */
export const LiveFeedItem = z.unknown();
export type LiveFeedItem = z.infer<typeof LiveFeedItem>;

/** A panorama finished tiling: the panorama as its detail call presents it to the receiver. */
export const TilingFinishedPayload = ContentItem;
export type TilingFinishedPayload = z.infer<typeof TilingFinishedPayload>;

/** A 360° video's offsets changed: open viewers turn to them without a reload. */
export const VideoOffsetPayload = z.object({ id: id(), offsets: VideoOffsets });
export type VideoOffsetPayload = z.infer<typeof VideoOffsetPayload>;

/** These models changed for you: refetch the queries of these models (collections). */
export const RefetchPayload = z.object({ models: z.array(text()) });
export type RefetchPayload = z.infer<typeof RefetchPayload>;

export interface ServerToClientEvents {
  validated: (payload: ValidatedPayload) => void;
  newmwessage: (message: NewMessagePayload) => void;
  newissue: (issue: NewIssuePayload) => void;
  /** A chat message was deleted. */
  messagedeleted: (payload: MessageDeletedPayload) => void;
  /** A stored notification for the receiver (SPEC §7 "new notification"): the bell counts it. */
  newnotification: (notification: StoredNotification) => void;
  notification: (notification: LiveNotification) => void;
  livefeed: (item: LiveFeedItem) => void;
  tilingfinished: (panorama: TilingFinishedPayload) => void;
  videooffset: (payload: VideoOffsetPayload) => void;
  refetch: (payload: RefetchPayload) => void;
  /**
   * What you may see changed (sub-project access, role, company membership): the socket has already
   * left the rooms it lost; refetch everything.
   */
  accesschanged: () => void;
  /** The session ended (logout, password change, deletion); the server closes the socket next. */
  sessionended: () => void;
}

export interface ClientToServerEvents {
  validateMe: (payload: ValidateMePayload, ack?: (result: ValidatedPayload) => void) => void;
}

export const rooms = {
  user: (id: number) => `user:${id}`,
  /** Everyone in the company, role 5 too: company-wide changes such as its settings. */
  company: (id: number) => `company:${id}`,
  /** Those in the company who read its catalogue (not role 5, SPEC §6): hotspots, groups, places. */
  companyReaders: (id: number) => `company:${id}:readers`,
  project: (id: number) => `project:${id}`,
} as const;
