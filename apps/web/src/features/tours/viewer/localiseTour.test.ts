import { describe, expect, it } from 'vitest';
import type { TourData } from '../api/tours.ts';
import { localiseTour } from './localiseTour.ts';

const scene = (id: string, title: string, more: object = {}) =>
  ({
    id,
    title,
    locked: false,
    quiz: null,
    tiles: null,
    links: [],
    hotspots: [],
    localizations: [],
    plan_position: null,
    ...more,
  }) as never;

const stairwell = scene('s2', 'Stairwell', {
  quiz: {
    question: 'Which floor is the fire exit on?',
    options: ['First', 'Second', 'Third'],
    localizations: [
      { locale: 'nb-NO', question: 'Hvilken etasje er nødutgangen i?', options: ['Første', ' '] },
    ],
  },
  links: [
    { id: 'l1', to: 's1', title: 'Back to the entrance', yaw: 0, pitch: 0 },
    { id: 'l2', to: 's1', title: '', yaw: 1, pitch: 0 },
  ],
  hotspots: [
    { id: 'h1', type: 'text', title: 'Fire door', text: 'Keep closed.', yaw: 0, pitch: 0 },
    { id: 'h2', type: 'text', title: 'Railing', text: 'Checked in May.', yaw: 1, pitch: 0 },
  ],
  localizations: [
    {
      locale: 'nb-NO',
      links: { l1: 'Tilbake til inngangen' },
      hotspots: { h1: { title: 'Branndør', text: 'Holdes lukket.' }, h2: { title: '', text: '  ' } },
    },
  ],
});

const tour = {
  id: 1,
  title: 'Block A walk',
  description: 'A walk through block A.',
  locale: 'en-US',
  first_scene: 's1',
  plan: null,
  annotation_categories: [],
  scenes: [scene('s1', 'Entrance'), stairwell],
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

  it('shows the scene’s link words and hotspot texts of the same localisation, each empty one kept', () => {
    const shown = localiseTour(tour, 'nb-NO').tour.scenes[1];
    expect(shown?.links.map((l) => l.title)).toEqual(['Tilbake til inngangen', '']);
    expect(shown?.hotspots.map((h) => [h.title, h.text])).toEqual([
      ['Branndør', 'Holdes lukket.'],
      ['Railing', 'Checked in May.'],
    ]);
    expect(localiseTour(tour, 'de').tour.scenes[1]?.hotspots[0]?.title).toBe('Fire door');
  });

  it('shows the quiz in that language, option by option, keeping untranslated options', () => {
    expect(localiseTour(tour, 'nb-NO').tour.scenes[1]?.quiz).toMatchObject({
      question: 'Hvilken etasje er nødutgangen i?',
      options: ['Første', 'Second', 'Third'],
    });
    expect(localiseTour(tour, 'de').tour.scenes[1]?.quiz?.question).toBe('Which floor is the fire exit on?');
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
