import type { QuizLocalization } from '@spatium/contracts';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { contentTable } from '../content/content.table.ts';
import { users } from '../users/users.schema.ts';

export const tours = contentTable('tours');

/** A scene's quiz; kept out of the tour's properties because its answer must never reach a viewer. */
export const tourQuizzes = pgTable(
  'tour_quizzes',
  {
    id: serial().primaryKey(),
    tourId: integer()
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    sceneId: text().notNull(),
    question: text().notNull(),
    options: jsonb().$type<string[]>().notNull(),
    correct: integer().notNull(),
    /** Its place among its scene's questions, from 0: they are asked in this order. */
    position: integer().notNull().default(0),
    localizations: jsonb().$type<QuizLocalization[]>().notNull().default([]),
  },
  (t) => [index('tour_quizzes_tour_idx').on(t.tourId, t.sceneId)],
);

/** Who answered which question of a scene right: a signed-in user, or a public tour's visitor id. */
export const tourQuizPasses = pgTable(
  'tour_quiz_passes',
  {
    id: serial().primaryKey(),
    tourId: integer()
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    sceneId: text().notNull(),
    /** The question's position in its scene. */
    question: integer().notNull().default(0),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    visitor: text(),
    passedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tour_quiz_passes_user_idx').on(t.tourId, t.userId),
    index('tour_quiz_passes_visitor_idx').on(t.tourId, t.visitor),
  ],
);
