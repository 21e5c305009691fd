import { z } from 'zod';
import { id, text } from '../core/primitives.ts';
import { SceneCamera } from '../scene-notes/scene-notes.ts';

/** Kinds a story chapter may embed: each opens in its own viewer (a public tour inside the chapter). */
export const storyEmbedKinds = [
  'tours',
  'grouptours',
  'panoramas',
  'videos360',
  'clouds',
  'bims',
  'threeds',
  'maps',
  'floorplans',
] as const;
export type StoryEmbedKind = (typeof storyEmbedKinds)[number];

/** Kinds a chapter shows as a live 3D view, opened at the camera the editor chose. */
export const storyLiveKinds = ['clouds', 'bims', 'threeds'] as const satisfies readonly StoryEmbedKind[];
export type StoryLiveKind = (typeof storyLiveKinds)[number];
export const isStoryLiveKind = (kind: StoryEmbedKind): kind is StoryLiveKind =>
  (storyLiveKinds as readonly string[]).includes(kind);

/**
 * How a reader may open an embedded item: `member`, through its viewer's call, as one who may see it;
 * `public`, through its public call, as the item is itself enabled and public; null, not at all.
 */
export const StoryEmbedAccess = z.enum(['member', 'public']);
export type StoryEmbedAccess = z.infer<typeof StoryEmbedAccess>;

/**
 * One chapter (a slide of a presentation): a title, text (plain text, shown as written), an image
 * among the story's files, an item of the story's company to embed, and an optional link. `media`
 * is the link (http or https), the name the first slide format gave it.
 */
export const StorySlide = z.object({
  title: text().max(200),
  body: text().max(20_000),
  media: text()
    .max(2000)
    .regex(/^https?:\/\/\S+$/i, 'A link starts with http:// or https://')
    .nullable()
    .default(null),
  image: id().nullable().default(null).describe('A file of the story (JPEG, PNG or WebP)'),
  embed: z
    .object({
      kind: z.enum(storyEmbedKinds),
      id: id(),
      view: SceneCamera.nullable()
        .default(null)
        .describe('Where a cloud, BIM or 3D model view opens; null: the whole item in view'),
    })
    .refine((embed) => embed.view === null || isStoryLiveKind(embed.kind), {
      message: 'Only a point cloud, BIM or 3D model opens at a chosen view',
      path: ['view'],
    })
    .nullable()
    .default(null)
    .describe('An item of the story’s company shown in the chapter'),
});
export type StorySlide = z.infer<typeof StorySlide>;

export const StoryProperties = z.object({
  version: z.literal(1).default(1),
  public: z.boolean().default(false).describe('Opens at /story/{id} without sign-in while enabled'),
  slides: z.array(StorySlide).max(200).default([]),
});
export type StoryProperties = z.infer<typeof StoryProperties>;

/** A chapter as the viewers get it: the image signed for the viewer, the embed resolved. */
export const StoryViewerSlide = z.object({
  title: text(),
  body: text(),
  link: text().nullable(),
  image: z
    .object({ url: text().describe('Signed for this viewer; no token needed'), name: text() })
    .nullable(),
  embed: z
    .object({
      kind: z.enum(storyEmbedKinds),
      id: z.number().int(),
      title: text().nullable().describe('null when this reader may not open the item'),
      access: StoryEmbedAccess.nullable().describe(
        'How this reader opens the item; null: it is not available to them, and nothing of it is sent',
      ),
      public_tour: z
        .boolean()
        .describe('An enabled public tour: the viewer shows it inline (/publictours/{id}?embed=1)'),
      view: SceneCamera.nullable().describe('Where a live 3D view opens; null: the whole item in view'),
    })
    .nullable()
    .describe('null when the item is gone'),
});
export type StoryViewerSlide = z.infer<typeof StoryViewerSlide>;

export const StoryViewer = z.object({
  id: z.number().int(),
  title: text(),
  description: text(),
  public: z.boolean(),
  slides: z.array(StoryViewerSlide),
  can_edit: z.boolean(),
});
export type StoryViewer = z.infer<typeof StoryViewer>;
