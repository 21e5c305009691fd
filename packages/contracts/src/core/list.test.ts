import { describe, expect, it } from 'vitest';
import { listQuery, parseSort } from './list.ts';

const Query = listQuery(['id', 'title']);

describe('Strapi list parameters', () => {
  it('reads _limit=-1 as "all" and defaults the rest', () => {
    expect(Query.parse({ _limit: '-1' })).toEqual({ _limit: -1, _start: 0 });
  });

  it('refuses a sort that is not field:ASC|DESC', () => {
    expect(Query.safeParse({ _sort: 'id; DROP TABLE' }).success).toBe(false);
  });

  it('accepts only the fields of the list, and no name of an object property', () => {
    expect(Query.parse({ _sort: 'title:DESC' })._sort).toBe('title:DESC');
    for (const sort of ['created_at', '__proto__', 'constructor:ASC', 'tostring', 'hasownproperty']) {
      const result = Query.safeParse({ _sort: sort });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/id:ASC|Use id, title\./);
    }
  });

  it('parses the direction, ascending by default', () => {
    expect(parseSort('id:DESC')).toEqual({ field: 'id', direction: 'desc' });
    expect(parseSort('title')).toEqual({ field: 'title', direction: 'asc' });
    expect(parseSort(undefined)).toBeUndefined();
  });
});
