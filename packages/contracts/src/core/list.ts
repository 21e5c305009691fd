import { z } from 'zod';

/** Strapi v3 list parameters (SPEC §7): `_limit` (-1 = all), `_start`, `_sort=field:ASC|DESC`. */
export const ListQuery = z.object({
  _limit: z.coerce.number().int().min(-1).max(10_000).default(100).describe('How many rows; -1 for all'),
  _start: z.coerce.number().int().min(0).default(0).describe('How many rows to skip'),
  _sort: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*(:(ASC|DESC|asc|desc))?$/, 'Use _sort=field:ASC or _sort=field:DESC')
    .optional()
    .describe('field:ASC or field:DESC'),
});
export type ListQuery = z.infer<typeof ListQuery>;

export function parseSort(
  sort: string | undefined,
): { field: string; direction: 'asc' | 'desc' } | undefined {
  if (!sort) return undefined;
  const [field, direction = 'ASC'] = sort.split(':');
  return { field: field!, direction: direction.toUpperCase() === 'DESC' ? 'desc' : 'asc' };
}
