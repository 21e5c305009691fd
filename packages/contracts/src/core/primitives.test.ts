import { describe, expect, it } from 'vitest';
import { id, jsonRecord, maxId, text, urlId } from './primitives.ts';

describe('text', () => {
  it('refuses a NUL character anywhere, with a message a person can act on', () => {
    const result = text().max(10).safeParse('ab\u0000c');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Text may not contain a NUL character (\\0)');
  });

  it('keeps the checks chained after it', () => {
    expect(text().trim().min(2).safeParse(' a ').success).toBe(false);
    expect(text().trim().min(2).parse(' ab ')).toBe('ab');
  });
});

describe('ids', () => {
  it('accept 1 to 2 147 483 647 and nothing beyond', () => {
    expect(id().parse(maxId)).toBe(maxId);
    for (const wrong of [0, -1, 1.5, maxId + 1, 2 ** 32]) expect(id().safeParse(wrong).success).toBe(false);
  });

  it('read an id from a URL, refusing text that is no id', () => {
    expect(urlId().parse('42')).toBe(42);
    for (const wrong of ['2147483648', '4294967296', 'abc', '', '1e3x']) {
      expect(urlId().safeParse(wrong).success).toBe(false);
    }
  });
});

describe('jsonRecord', () => {
  it('refuses a NUL in any string or key, however deep', () => {
    expect(jsonRecord().safeParse({ a: { b: ['x\u0000'] } }).success).toBe(false);
    expect(jsonRecord().safeParse({ a: { 'k\u0000': 1 } }).success).toBe(false);
    expect(jsonRecord().parse({ a: { b: ['x'] } })).toEqual({ a: { b: ['x'] } });
  });
});
