import type { Quote } from '@spatium/contracts';

/**
 * The quotes used while administrators have added none. They are shown as written, in their own
 * language, as quotations are; translating a quotation would put words in the author's mouth.
 */
export const builtInQuotes: readonly Omit<Quote, 'id'>[] = [
  { text: 'Measure twice, cut once.', author: 'Proverb' },
  { text: 'Well begun is half done.', author: 'Aristotle' },
  { text: 'The details are not the details. They make the design.', author: 'Charles Eames' },
  { text: 'Form follows function.', author: 'Louis Sullivan' },
  { text: 'Less is more.', author: 'Ludwig Mies van der Rohe' },
  { text: 'We shape our buildings; thereafter they shape us.', author: 'Winston Churchill' },
  {
    text: 'Quality is never an accident; it is always the result of intelligent effort.',
    author: 'John Ruskin',
  },
  {
    text: 'Architecture is the learned game, correct and magnificent, of forms assembled in the light.',
    author: 'Le Corbusier',
  },
  { text: 'Rome was not built in a day.', author: 'Proverb' },
  { text: 'A building has integrity just like a man. And just as seldom.', author: 'Ayn Rand' },
];

/** The same quote all day for everyone, the next one tomorrow: by the day's number since 1970. */
export function quoteOfTheDay<T>(day: string, quotes: readonly T[]): T {
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  return quotes[((dayNumber % quotes.length) + quotes.length) % quotes.length]!;
}
