import { z } from 'zod';
import { OkResponse } from '../auth.ts';
import { messages } from '../errors.ts';
import { id, text } from '../primitives.ts';
import { IdParam } from '../profile.ts';
import { defineRoute } from '../route.ts';

/**
 * A user's own styles for drawing annotations and measurements (SPEC §6: every role, role 5 included,
 * loads them). They belong to the user who made them; nobody else sees or changes them.
 */
export const AnnotationStyle = z.object({
  id: id(),
  title: text(),
  color: text(),
  line_width: z.number(),
  fill_opacity: z.number(),
  marker: z.enum(['pin', 'circle', 'square', 'none']),
  font_size: z.number().int(),
  created_at: text(),
});
export type AnnotationStyle = z.infer<typeof AnnotationStyle>;

const Fields = z.object({
  title: text({ error: messages.titleRequired }).trim().min(1, messages.titleRequired).max(100),
  color: text().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #fab005'),
  line_width: z.number().min(0.5).max(50),
  fill_opacity: z.number().min(0).max(1),
  marker: z.enum(['pin', 'circle', 'square', 'none']),
  font_size: z.number().int().min(6).max(96),
});
export const CreateAnnotationStyleBody = Fields.partial().required({ title: true });
export const UpdateAnnotationStyleBody = Fields.partial();

export const annotationStyleRoutes = {
  myAnnotationStyles: defineRoute({
    method: 'GET',
    path: '/get_my_annotation_styles',
    summary: 'Your annotation styles',
    tags: ['annotation styles'],
    access: { capability: 'annotationStyles.use' },
    response: z.array(AnnotationStyle),
  }),
  createAnnotationStyle: defineRoute({
    method: 'POST',
    path: '/annotationstyles',
    summary: 'Save a new annotation style',
    tags: ['annotation styles'],
    access: { capability: 'annotationStyles.use' },
    body: CreateAnnotationStyleBody,
    response: AnnotationStyle,
    status: 201,
  }),
  updateAnnotationStyle: defineRoute({
    method: 'PUT',
    path: '/annotationstyles/:id',
    summary: 'Change one of your annotation styles',
    tags: ['annotation styles'],
    access: { capability: 'annotationStyles.use' },
    params: IdParam,
    body: UpdateAnnotationStyleBody,
    response: AnnotationStyle,
  }),
  deleteAnnotationStyle: defineRoute({
    method: 'DELETE',
    path: '/annotationstyles/:id',
    summary: 'Delete one of your annotation styles',
    tags: ['annotation styles'],
    access: { capability: 'annotationStyles.use' },
    params: IdParam,
    response: OkResponse,
  }),
} as const;
