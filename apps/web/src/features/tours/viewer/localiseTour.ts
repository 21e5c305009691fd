import type { TourData } from '../api/tours.ts';

// Bokmål and Nynorsk readers read each other's written Norwegian: one language for the fallback.
const languageFamilies: Record<string, string> = { nb: 'no', nn: 'no' };
const base = (locale: string) => {
  const language = locale.toLowerCase().split('-')[0] ?? '';
  return languageFamilies[language] ?? language;
};

/**
 * The tour in the reader's language (title, description, scene titles, link words, hotspot texts): the localisation of exactly that locale, else the tour's own
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
        const texts = scene.localizations.find((l) => l.locale === chosen.locale);
        return {
          ...scene,
          title: chosen.scenes[scene.id]?.trim() || scene.title,
          links: scene.links.map((link) => ({ ...link, title: texts?.links[link.id]?.trim() || link.title })),
          quiz: scene.quiz && localiseQuiz(scene.quiz, chosen.locale),
          hotspots: scene.hotspots.map((hotspot) => {
            const translated = texts?.hotspots[hotspot.id];
            return {
              ...hotspot,
              title: translated?.title.trim() || hotspot.title,
              text: translated?.text.trim() ? translated.text : hotspot.text,
            };
          }),
        };
      }),
    },
  };
}

type ViewerQuiz = NonNullable<TourData['scenes'][number]['quiz']>;

/** The quiz's question and options in `locale`, each empty one kept as the quiz's own. */
function localiseQuiz(quiz: ViewerQuiz, locale: string): ViewerQuiz {
  const texts = quiz.localizations.find((l) => l.locale === locale);
  if (!texts) return quiz;
  return {
    ...quiz,
    question: texts.question.trim() || quiz.question,
    options: quiz.options.map((option, index) => texts.options[index]?.trim() || option),
  };
}
