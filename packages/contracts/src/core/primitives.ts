import { z } from 'zod';

/** The largest row id: ids are PostgreSQL `integer` columns, so a larger one can name no row. */
export const maxId = 2_147_483_647;

const nulRefused = { error: 'Text may not contain a NUL character (\\0)' };
const hasNoNul = (value: string) => !value.includes('\u0000');

/**
 * A text field. PostgreSQL cannot store the NUL character in text or JSON, so every text field of the
 * contract refuses it with a 400 instead of letting the database fail. Takes what `z.string()` takes.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(hasNoNul, nulRefused);
}

/** A row id in a JSON body or answer: a whole number from 1 to 2 147 483 647. */
export function id() {
  return z.number().int().positive().max(maxId);
}

/** A row id in a path or query string, where it arrives as text: a whole number from 1 to 2 147 483 647. */
export function urlId() {
  return z.coerce.number().int().positive().max(maxId);
}

/**
 * Free-form JSON (the kind-specific properties of content): any value whose strings, keys included,
 * hold no NUL character, which PostgreSQL's jsonb cannot store.
 */
export function jsonRecord() {
  return z
    .record(text(), z.unknown())
    .refine((value) => !JSON.stringify(value).includes('\\u0000'), nulRefused);
}
