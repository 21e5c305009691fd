import { describe, expect, it } from 'vitest';
import { readSearchInput, searchPath } from './searchRules.ts';

describe('readSearchInput (SPEC §5: at least 3 characters)', () => {
  it.each(['', '   ', null, undefined])('is empty for %j', (text) => {
    expect(readSearchInput(text)).toEqual({ state: 'empty' });
  });

  it('is too short under 3 characters and says how many are missing', () => {
    expect(readSearchInput('a')).toEqual({ state: 'tooShort', missing: 2 });
    expect(readSearchInput('ab')).toEqual({ state: 'tooShort', missing: 1 });
  });

  it('does not count surrounding spaces', () => {
    expect(readSearchInput('  ab  ')).toEqual({ state: 'tooShort', missing: 1 });
  });

  it('is ready from 3 characters, trimmed', () => {
    expect(readSearchInput('abc')).toEqual({ state: 'ready', q: 'abc' });
    expect(readSearchInput('  bridge deck ')).toEqual({ state: 'ready', q: 'bridge deck' });
  });

  it('counts characters, so three letters of any script are enough', () => {
    expect(readSearchInput('Øst')).toEqual({ state: 'ready', q: 'Øst' });
  });
});

describe('searchPath', () => {
  it('encodes the text', () => {
    expect(searchPath('a&b c')).toBe('/search?q=a%26b+c');
  });
});
