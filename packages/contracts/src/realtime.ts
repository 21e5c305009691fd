import { z } from 'zod';
import { VideoOffsets } from './catalogue/content.ts';

/** socket.io events, names exactly as SPEC §7 spells them (including `newmwessage`). */
export const ValidateMePayload = z.object({ jwt: z.string().min(1), userId: z.number().int().positive() });
export type ValidateMePayload = z.infer<typeof ValidateMePayload>;

export const ValidatedPayload = z.object({
  ok: z.boolean(),
  message: z.string().optional(),
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

export const LiveNotification = z.object({
  time: z.string(),
  type: z.enum(['created', 'updated', 'deleted']),
  model: z.string().describe('The collection, e.g. "tours"'),
  result: z.unknown().describe('The row as its list endpoint presents it, or {id} on delete'),
});
export type LiveNotification = z.infer<typeof LiveNotification>;

/** A 360° video's offsets changed: open viewers turn to them without a reload. */
export const VideoOffsetPayload = z.object({ id: z.number().int().positive(), offsets: VideoOffsets });
export type VideoOffsetPayload = z.infer<typeof VideoOffsetPayload>;

export interface ServerToClientEvents {
  validated: (payload: z.infer<typeof ValidatedPayload>) => void;
  newmwessage: (message: unknown) => void;
  newissue: (issue: unknown) => void;
  notification: (notification: LiveNotification) => void;
  livefeed: (item: unknown) => void;
  tilingfinished: (panorama: unknown) => void;
  videooffset: (payload: VideoOffsetPayload) => void;
  /** These models changed for you: refetch them. */
  refetch: (payload: { models: string[] }) => void;
  /**
   * What you may see changed (sub-project access, role, company membership): the socket has already
   * left the rooms it lost; refetch everything.
   */
  accesschanged: () => void;
  /** The session ended (logout, password change, deletion). */
  sessionended: () => void;
}

export interface ClientToServerEvents {
  validateMe: (payload: ValidateMePayload, ack?: (result: z.infer<typeof ValidatedPayload>) => void) => void;
}

export const rooms = {
  user: (id: number) => `user:${id}`,
  /** Everyone in the company, role 5 too: company-wide changes such as its settings. */
  company: (id: number) => `company:${id}`,
  /** Those in the company who read its catalogue (not role 5, SPEC §6): hotspots, groups, places. */
  companyReaders: (id: number) => `company:${id}:readers`,
  project: (id: number) => `project:${id}`,
} as const;
