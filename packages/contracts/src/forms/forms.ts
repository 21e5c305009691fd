import { z } from 'zod';
import type { FormField } from '../catalogue/content.ts';
import { jsonRecord, text } from '../core/primitives.ts';

/** The largest photo answer (a data URL: the browser shrinks photos to about 1280 px first). */
export const formPhotoMaxChars = 1_500_000;
/** The largest signature answer (a PNG data URL of the drawn strokes). */
export const formSignatureMaxChars = 300_000;

/** One PDF holds at most this many submissions; narrow the days or the submitter for more. */
export const maxSubmissionsPerPdf = 300;

/** A filled-in form (answers keyed by field name). */
export const FormSubmission = z.object({
  id: z.number().int(),
  form: z.number().int(),
  company: z.number().int(),
  submitted_by: z.object({ id: z.number().int(), name: text() }).nullable(),
  answers: jsonRecord(),
  created_at: text(),
});
export type FormSubmission = z.infer<typeof FormSubmission>;

export const SubmitFormBody = z.object({
  answers: jsonRecord().describe('Answers keyed by field name, checked against the form’s fields'),
});
export type SubmitFormBody = z.infer<typeof SubmitFormBody>;

export const FormSubmissionsQuery = z.object({
  from: z.iso.date().optional().describe('Submitted on or after this day (YYYY-MM-DD, UTC)'),
  to: z.iso.date().optional().describe('Submitted on or before this day (YYYY-MM-DD, UTC)'),
  submitted_by: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type FormSubmissionsQuery = z.infer<typeof FormSubmissionsQuery>;

/** Why an answer is refused; the web app translates the code. */
export type FormAnswerError = 'required' | 'type' | 'min' | 'max' | 'pattern' | 'option';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const dataUrl = (value: unknown, types: RegExp, maxChars: number) =>
  typeof value === 'string' && value.length <= maxChars && types.test(value);

function checkAnswer(field: FormField, value: unknown): FormAnswerError | null {
  if (isBlank(value) || (field.type === 'checkbox' && value === false))
    return field.required ? 'required' : null;
  switch (field.type) {
    case 'text':
    case 'textarea': {
      if (typeof value !== 'string') return 'type';
      if (field.min !== null && value.length < field.min) return 'min';
      if (field.max !== null && value.length > field.max) return 'max';
      if (field.pattern !== null && !safeMatch(field.pattern, value)) return 'pattern';
      return null;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'type';
      if (field.min !== null && value < field.min) return 'min';
      if (field.max !== null && value > field.max) return 'max';
      return null;
    }
    case 'date':
      return typeof value === 'string' && z.iso.date().safeParse(value).success ? null : 'type';
    case 'select':
      return typeof value === 'string' && field.options.includes(value) ? null : 'option';
    case 'checkbox':
      return value === true ? null : 'type';
    case 'photo':
      return dataUrl(value, /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/, formPhotoMaxChars)
        ? null
        : 'type';
    case 'signature':
      return dataUrl(value, /^data:image\/png;base64,[A-Za-z0-9+/=]+$/, formSignatureMaxChars)
        ? null
        : 'type';
    case 'location': {
      const point = value as { lat?: unknown; lon?: unknown };
      const ok =
        typeof point === 'object' &&
        typeof point.lat === 'number' &&
        typeof point.lon === 'number' &&
        Math.abs(point.lat) <= 90 &&
        Math.abs(point.lon) <= 180;
      return ok ? null : 'type';
    }
  }
}

// A company admin's pattern is matched whole; one that does not compile refuses nothing.
function safeMatch(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    return true;
  }
}

/**
 * Every answer checked against its field, the same way in the browser (before sending) and on the
 * server (before storing): the fields that fail, each with why. Answers to no field are refused as `type`.
 */
export function formAnswerErrors(
  fields: readonly FormField[],
  answers: Record<string, unknown>,
): Record<string, FormAnswerError> {
  const errors: Record<string, FormAnswerError> = {};
  for (const field of fields) {
    const error = checkAnswer(field, answers[field.name]);
    if (error) errors[field.name] = error;
  }
  const known = new Set(fields.map((f) => f.name));
  for (const name of Object.keys(answers)) if (!known.has(name)) errors[name] = 'type';
  return errors;
}
