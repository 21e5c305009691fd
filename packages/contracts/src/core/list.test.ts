import { describe, expect, it } from 'vitest';
import { ListQuery, parseSort } from './list.ts';

describe('Strapi list parameters', () => {
  it('reads _limit=-1 as "all" and defaults the rest', () => {
    expect(ListQuery.parse({ _limit: '-1' })).toEqual({ _limit: -1, _start: 0 });
  });

  it('refuses a sort that is not field:ASC|DESC', () => {
    expect(ListQuery.safeParse({ _sort: 'id; DROP TABLE' }).success).toBe(false);
  });

  it('parses the direction, ascending by default', () => {
    expect(parseSort('id:DESC')).toEqual({ field: 'id', direction: 'desc' });
    expect(parseSort('title')).toEqual({ field: 'title', direction: 'asc' });
    expect(parseSort(undefined)).toBeUndefined();
  });
});
