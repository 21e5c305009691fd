import type { TourData } from '../api/tours.ts';

// Bokmål and Nynorsk readers read each other's written Norwegian: one language for the fallback.
const languageFamilies: Record<string, string> = { nb: 'no', nn: 'no' };
const base = (locale: string) => {
  const language = locale.toLowerCase().split('-')[0] ?? '';
  return languageFamilies[language] ?? language;
};

/**
 * The tour in the reader's language: the localisation of exactly that locale, else the tour's own
 * texts when they share the language (en-GB reading an en-US tour), else a localisation of the same
 * language (nn-NO reading a tour translated to nb-NO), else the tour's own. Empty translated fields
 * keep the tour's own text. `locale` is the language of what is returned (for the `lang` attribute).
 */
export function localiseTour(tour: TourData, language: string): { tour: TourData; locale: string } {
  const wanted = language.toLowerCase();
  const exact = tour.localizations.find((l) => l.locale.toLowerCase() === wanted);
  const sameLanguage =
    base(tour.locale) === base(language)
      ? undefined
      : tour.localizations.find((l) => base(l.locale) === base(language));
  const chosen = tour.locale.toLowerCase() === wanted ? undefined : (exact ?? sameLanguage);
  if (!chosen) return { tour, locale: tour.locale };
  return {
    locale: chosen.locale,
    tour: {
      ...tour,
      title: chosen.title.trim() || tour.title,
      description: chosen.description.trim() || tour.description,
      scenes: tour.scenes.map((scene) => {
        const title = chosen.scenes[scene.id]?.trim();
        return title ? { ...scene, title } : scene;
      }),
    },
  };
}
