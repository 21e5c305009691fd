import { z } from 'zod';
import { messages } from '../core/errors.ts';
import { text } from '../core/primitives.ts';

/**
 * A user's own styles for drawing annotations and measurements (SPEC §6: every role, role 5 included,
 * loads them). They belong to the user who made them; nobody else sees or changes them.
 */
export const AnnotationStyle = z.object({
  id: z.number().int(),
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
export type CreateAnnotationStyleBody = z.infer<typeof CreateAnnotationStyleBody>;
export const UpdateAnnotationStyleBody = Fields.partial();
export type UpdateAnnotationStyleBody = z.infer<typeof UpdateAnnotationStyleBody>;
