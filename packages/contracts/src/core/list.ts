import { z } from 'zod';
import { text } from './primitives.ts';

const sortPattern = /^([a-z_][a-z0-9_]*)(:(ASC|DESC|asc|desc))?$/;

/**
 * Strapi v3 list parameters (SPEC §7): `_limit` (-1 = all), `_start`, `_sort=field:ASC|DESC`, where the
 * field must be one of the list's own `fields`: a name such as `__proto__` or another column never
 * reaches the query.
 */
export function listQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  return z.object({
    _limit: z.coerce.number().int().min(-1).max(10_000).default(100).describe('How many rows; -1 for all'),
    _start: z.coerce.number().int().min(0).max(1_000_000_000).default(0).describe('How many rows to skip'),
    _sort: text()
      .regex(sortPattern, 'Use _sort=field:ASC or _sort=field:DESC')
      .refine((sort) => (fields as readonly string[]).includes(sort.split(':')[0]!), {
        error: `This list cannot be sorted by that field. Use ${fields.join(', ')}.`,
      })
      .optional()
      .describe(`field:ASC or field:DESC, where field is ${fields.join(', ')}`),
  });
}
export type ListQuery = z.infer<ReturnType<typeof listQuery>>;

export function parseSort(
  sort: string | undefined,
): { field: string; direction: 'asc' | 'desc' } | undefined {
  if (!sort) return undefined;
  const [field, direction = 'ASC'] = sort.split(':');
  return { field: field!, direction: direction.toUpperCase() === 'DESC' ? 'desc' : 'asc' };
}
