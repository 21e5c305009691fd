import { z } from 'zod';
import { importances, limits } from '../core/limits.ts';
import { id, text, urlId } from '../core/primitives.ts';

/**
 * Points of interest and annotations placed in a 3D viewer (point clouds, BIM and 3D models): SPEC §3
 * "Point of interest: title, description, importance (low, medium, high). Annotation: title,
 * description, category." They are seen by everyone who may see their content item.
 */
export const sceneNoteContentKinds = ['clouds', 'bims', 'threeds'] as const;
export const SceneNoteContentKind = z.enum(sceneNoteContentKinds);
export type SceneNoteContentKind = z.infer<typeof SceneNoteContentKind>;

export const sceneNoteTypes = ['poi', 'annotation'] as const;
export const SceneNoteType = z.enum(sceneNoteTypes);
export type SceneNoteType = z.infer<typeof SceneNoteType>;

export const sceneNoteTextTooShort = `Text needs at least ${limits.annotationMinLength} characters`;

const coordinate = z.number().finite().min(-1e9).max(1e9);
export const ScenePosition = z
  .tuple([coordinate, coordinate, coordinate])
  .describe('x, y, z in the content’s own scene coordinates (Z up)');
export type ScenePosition = z.infer<typeof ScenePosition>;

/** Where the camera stood when the note was placed: opening the note flies the camera back there. */
export const SceneCamera = z.object({ position: ScenePosition, target: ScenePosition });
export type SceneCamera = z.infer<typeof SceneCamera>;

const title = text().trim().min(limits.annotationMinLength, sceneNoteTextTooShort).max(200);
const description = z
  .string()
  .trim()
  .max(10_000)
  .refine((value) => value.length === 0 || value.length >= limits.annotationMinLength, sceneNoteTextTooShort)
  .describe('Empty, or at least 3 characters');
const category = text()
  .trim()
  .min(limits.annotationMinLength, sceneNoteTextTooShort)
  .max(60)
  .describe('An annotation’s category, e.g. "Defects"');
const color = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'A colour is a hex code such as #228be6')
  .describe('CSS hex colour of the marker, e.g. from one of the author’s annotation styles');

export const SceneNote = z.object({
  id: z.number().int(),
  content: SceneNoteContentKind,
  item: z.number().int(),
  type: SceneNoteType,
  title: text(),
  description: text(),
  importance: z
    .enum(importances)
    .nullable()
    .describe('A point of interest’s importance; null for annotations'),
  category: text().nullable().describe('An annotation’s category; null for points of interest'),
  color: text().nullable(),
  position: ScenePosition,
  camera: SceneCamera.nullable(),
  element: text().nullable().describe('The GUID of the BIM element it was placed on, if any'),
  author: text().describe('The name of who placed it'),
  mine: z.boolean(),
  may_edit: z.boolean().describe('Whether the caller may edit or delete it: its author or a manager'),
  created_at: text(),
  updated_at: text(),
});
export type SceneNote = z.infer<typeof SceneNote>;

export const SceneNoteQuery = z.object({ content: SceneNoteContentKind, item: urlId() });
export type SceneNoteQuery = z.infer<typeof SceneNoteQuery>;

export const CreateSceneNoteBody = z
  .object({
    content: SceneNoteContentKind,
    item: id(),
    type: SceneNoteType,
    title,
    description: description.default(''),
    importance: z.enum(importances).optional().describe('For a point of interest; medium if left out'),
    category: category.optional().describe('Required for an annotation'),
    color: color.optional(),
    position: ScenePosition,
    camera: SceneCamera.optional(),
    element: text().trim().min(1).max(64).optional().describe('The GUID of the picked BIM element'),
  })
  .superRefine((body, context) => {
    if (body.type === 'annotation' && body.category === undefined)
      context.addIssue({ code: 'custom', path: ['category'], message: 'An annotation needs a category.' });
    if (body.type === 'annotation' && body.importance !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['importance'],
        message: 'Importance is for points of interest; an annotation has a category.',
      });
    if (body.type === 'poi' && body.category !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['category'],
        message: 'A category is for annotations; a point of interest has an importance.',
      });
  });
export type CreateSceneNoteBody = z.infer<typeof CreateSceneNoteBody>;

export const UpdateSceneNoteBody = z
  .object({
    title: title.optional(),
    description: description.optional(),
    importance: z.enum(importances).optional(),
    category: category.optional(),
    color: color.nullable().optional(),
    position: ScenePosition.optional(),
    camera: SceneCamera.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change.');
export type UpdateSceneNoteBody = z.infer<typeof UpdateSceneNoteBody>;
