import { describe, expect, it } from 'vitest';
import type { TourData } from '../api/tours.ts';
import { localiseTour } from './localiseTour.ts';

const scene = (id: string, title: string) =>
  ({
    id,
    title,
    locked: false,
    quiz: null,
    tiles: null,
    links: [],
    hotspots: [],
    plan_position: null,
  }) as never;

const tour = {
  id: 1,
  title: 'Block A walk',
  description: 'A walk through block A.',
  locale: 'en-US',
  first_scene: 's1',
  plan: null,
  annotation_categories: [],
  scenes: [scene('s1', 'Entrance'), scene('s2', 'Stairwell')],
  localizations: [
    { locale: 'nb-NO', title: 'Blokk A-runden', description: '', scenes: { s1: 'Inngang' } },
    { locale: 'de', title: 'Rundgang Block A', description: 'Ein Rundgang.', scenes: {} },
  ],
} as TourData;

describe('localiseTour', () => {
  it('shows the localisation of the reader’s exact locale, scene titles included', () => {
    const { tour: shown, locale } = localiseTour(tour, 'nb-NO');
    expect(locale).toBe('nb-NO');
    expect(shown.title).toBe('Blokk A-runden');
    expect(shown.scenes.map((s) => s.title)).toEqual(['Inngang', 'Stairwell']);
  });

  it('keeps the tour’s own text where a translation is empty', () => {
    expect(localiseTour(tour, 'nb-NO').tour.description).toBe('A walk through block A.');
  });

  it('falls back to a localisation of the same language', () => {
    expect(localiseTour(tour, 'nn-NO').locale).toBe('nb-NO');
    expect(localiseTour(tour, 'de-AT').tour.title).toBe('Rundgang Block A');
  });

  it('prefers the tour’s own texts when they are in the reader’s language', () => {
    expect(localiseTour(tour, 'en-GB')).toEqual({ tour, locale: 'en-US' });
    expect(localiseTour(tour, 'en-US')).toEqual({ tour, locale: 'en-US' });
  });

  it('shows the tour’s own texts in a language it has no localisation for', () => {
    expect(localiseTour(tour, 'fr')).toEqual({ tour, locale: 'en-US' });
  });
});
