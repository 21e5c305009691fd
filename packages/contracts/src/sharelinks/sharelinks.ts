import { z } from 'zod';
import { BimViewer } from '../bims/bims.ts';
import { CloudViewer } from '../clouds/clouds.ts';
import { ShareClip } from '../core/clip.ts';
import { id, text } from '../core/primitives.ts';
import { StoryViewer } from '../stories/stories.ts';
import { ThreedViewer } from '../threeds/threeds.ts';

/**
 * What a share link opens: only kinds that have a viewer outside the signed-in app. A story's link
 * is its private link (/private-story/{code}): a story that is not public, read without an account.
 */
export const shareKinds = ['cloud', 'bim', 'threed', 'story'] as const;
export const ShareKind = z.enum(shareKinds);
export type ShareKind = z.infer<typeof ShareKind>;

const coordinate = z.number().finite().min(-1e9).max(1e9);
const Vec3 = z.tuple([coordinate, coordinate, coordinate]);

/** The camera a link opens at, in the content's own coordinates (Z up), and the section it shows. */
export const ShareView = z.object({
  position: Vec3.describe('Where the camera stands'),
  target: Vec3.describe('What it looks at'),
  clip: ShareClip.optional().describe('The clip box and planes the view is cut by; none if absent'),
});
export type ShareView = z.infer<typeof ShareView>;

/** A share link may last at most a year; without an expiry it lasts until revoked. */
export const maxShareLinkDays = 366;

export const CreateShareLinkBody = z.object({
  kind: ShareKind,
  item: id().describe(
    'The shared item: a cloud id for kind cloud, a BIM id for bim, a 3D model id for threed, a story id for story',
  ),
  view: ShareView.nullable().default(null).describe('The camera the link opens at; the default view if null'),
  expires_at: z.iso
    .datetime({ offset: true })
    .nullable()
    .default(null)
    .describe('When the link stops working (ISO 8601, in the future); never if null'),
});
export type CreateShareLinkBody = z.infer<typeof CreateShareLinkBody>;

/** One link as its creator sees it. */
export const ShareLink = z.object({
  id: z.number().int(),
  code: text().describe('The unguessable part of /v/{code}'),
  kind: ShareKind,
  item: z.number().int(),
  title: text().describe('The item’s title when the link was made'),
  view: ShareView.nullable(),
  created_at: text(),
  expires_at: text().nullable(),
  revoked_at: text().nullable(),
  active: z.boolean().describe('Neither revoked nor expired'),
});
export type ShareLink = z.infer<typeof ShareLink>;

export const ShareCodeParam = z.object({
  code: text()
    .min(8)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a share link code'),
});
export type ShareCodeParam = z.infer<typeof ShareCodeParam>;

export const SharedItemQuery = z.object({
  unlock: text().min(10).max(300).optional().describe('The token a right PIN gave'),
});
export type SharedItemQuery = z.infer<typeof SharedItemQuery>;

const sharedLink = {
  item: z.number().int(),
  view: ShareView.nullable(),
  expires_at: text().nullable(),
};

/** What /v/{code} needs to open the viewer signed out: `kind` says which viewer, and its payload. */
export const SharedItem = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('cloud'),
    ...sharedLink,
    cloud: CloudViewer.describe('The cloud for the viewer; octree URLs are grants for this link only'),
  }),
  z.object({
    kind: z.literal('bim'),
    ...sharedLink,
    bim: BimViewer.describe('The BIM for the viewer; fragment URLs are grants for this link only'),
  }),
  z.object({
    kind: z.literal('threed'),
    ...sharedLink,
    threed: ThreedViewer.describe('The 3D model for the viewer; its URL is a grant for this link only'),
  }),
  z.object({
    kind: z.literal('story'),
    ...sharedLink,
    story: StoryViewer.describe('The story, read-only; its image URLs are grants for this link only'),
  }),
]);
export type SharedItem = z.infer<typeof SharedItem>;

/** SPEC §2's public viewer paths, as the web app writes them. */
export const shareLinkPath = (code: string) => `/v/${code}`;
export const privateStoryPath = (code: string) => `/private-story/${code}`;
/** Where a link of this kind opens: a story's at its own private address, the rest at /v/{code}. */
export const shareLinkPathOf = (kind: ShareKind, code: string) =>
  kind === 'story' ? privateStoryPath(code) : shareLinkPath(code);
export const publicCloudPath = (id: number) => `/pc_viewer/${id}`;
export const publicBimPath = (id: number) => `/bim_viewer/${id}`;
export const publicThreedPath = (id: number) => `/3dviewer/${id}`;
