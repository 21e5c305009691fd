import { describe, expect, it } from 'vitest';
import { findLocalizationProblem } from './tours.ts';

const entry = (locale: string) => ({ locale });

describe('findLocalizationProblem', () => {
  it('accepts offered languages, each once, other than the tour’s own', () => {
    expect(findLocalizationProblem('en-US', [entry('nb-NO'), entry('de')])).toBeNull();
    expect(findLocalizationProblem('nb-NO', [])).toBeNull();
  });

  it('names the first problem and the language it is about', () => {
    expect(findLocalizationProblem('tlh', [])).toEqual({ problem: 'unknown_locale', locale: 'tlh' });
    expect(findLocalizationProblem('en-US', [entry('de'), entry('xx')])).toEqual({
      problem: 'unknown_locale',
      locale: 'xx',
    });
    expect(findLocalizationProblem('de', [entry('de')])).toEqual({ problem: 'own_locale', locale: 'de' });
    expect(findLocalizationProblem('en-US', [entry('fr'), entry('fr')])).toEqual({
      problem: 'duplicate',
      locale: 'fr',
    });
  });
});
