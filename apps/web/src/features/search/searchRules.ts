import { limits } from '@spatium/contracts';

export type SearchInput =
  | { state: 'empty' }
  | { state: 'tooShort'; missing: number }
  | { state: 'ready'; q: string };

/** SPEC §5/§9: search text needs at least 3 characters (spaces at the ends do not count). */
export function readSearchInput(text: string | null | undefined): SearchInput {
  const q = (text ?? '').trim();
  if (q.length === 0) return { state: 'empty' };
  if (q.length < limits.searchMinLength)
    return { state: 'tooShort', missing: limits.searchMinLength - q.length };
  return { state: 'ready', q };
}

/** The results page of a search text. */
export function searchPath(q: string): string {
  return `/search?${new URLSearchParams({ q }).toString()}`;
}
