import { messages } from '@spatium/contracts';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { isApiError } from '../../platform/api/index.ts';

const messageKeys = new Map<string, string>(Object.entries(messages).map(([key, text]) => [text, key]));

/** A contract message in the UI language when it is one of SPEC §8's, else as the contract words it. */
export function translateMessage(message: string, t: TFunction): string {
  const key = messageKeys.get(message);
  return key ? t(`serverMessages.${key}`) : message;
}

export type FieldErrors = Record<string, string>;

/** Checks a form with the route's own body schema, so the form says what the server would. */
export function validateBody<S extends z.ZodType>(
  schema: S,
  value: unknown,
  t: TFunction,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= translateMessage(issue.message, t);
  }
  return { data: null, errors };
}

/** Field errors of a refused request (the server's 400 names the fields in `issues`). */
export function serverFieldErrors(error: unknown, t: TFunction): FieldErrors {
  if (!isApiError(error)) return {};
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= translateMessage(issue.message, t);
  }
  return errors;
}

/** Bytes as a short size in the UI language (e.g. "12.5 MB"). */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
