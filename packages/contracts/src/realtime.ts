import { z } from 'zod';
import { VideoOffsets } from './catalogue/content.ts';
import { id, text } from './primitives.ts';

/** socket.io events, names exactly as SPEC §7 spells them (including `newmwessage`). */
export const ValidateMePayload = z.object({ jwt: text().min(1), userId: id() });
export type ValidateMePayload = z.infer<typeof ValidateMePayload>;

export const ValidatedPayload = z.object({ ok: z.boolean(), message: text().optional() });

export const LiveNotification = z.object({
  time: text(),
  type: z.enum(['created', 'updated', 'deleted']),
  model: text().describe('The collection, e.g. "tours"'),
  result: z.unknown().describe('The row as its list endpoint presents it, or {id} on delete'),
});
export type LiveNotification = z.infer<typeof LiveNotification>;

/** A 360° video's offsets changed: open viewers turn to them without a reload. */
export const VideoOffsetPayload = z.object({ id: id(), offsets: VideoOffsets });
export type VideoOffsetPayload = z.infer<typeof VideoOffsetPayload>;

export interface ServerToClientEvents {
  validated: (payload: z.infer<typeof ValidatedPayload>) => void;
  newmwessage: (message: unknown) => void;
  newissue: (issue: unknown) => void;
  notification: (notification: LiveNotification) => void;
  livefeed: (item: unknown) => void;
  tilingfinished: (panorama: unknown) => void;
  videooffset: (payload: VideoOffsetPayload) => void;
  /** Access changed: refetch what you have. */
  refetch: (payload: { models: string[] }) => void;
  /** The session ended (logout, password change, deletion). */
  sessionended: () => void;
}

export interface ClientToServerEvents {
  validateMe: (payload: ValidateMePayload, ack?: (result: z.infer<typeof ValidatedPayload>) => void) => void;
}

export const rooms = {
  user: (id: number) => `user:${id}`,
  company: (id: number) => `company:${id}`,
  project: (id: number) => `project:${id}`,
} as const;
