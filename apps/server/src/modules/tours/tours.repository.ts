import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { tourQuizPasses, tourQuizzes, tours } from './tours.schema.ts';

export type TourRow = typeof tours.$inferSelect;
export type QuizRow = typeof tourQuizzes.$inferSelect;
/** Who is answering: a signed-in user or a public tour's visitor. */
export type Answerer = { userId: number } | { visitor: string } | undefined;

/** A tour anyone may open: enabled and marked public. Any other is answered as missing. */
export async function findPublicTour(db: Executor, id: number): Promise<TourRow | undefined> {
  const [row] = await db
    .select()
    .from(tours)
    .where(
      and(eq(tours.id, id), eq(tours.enabled, true), sql`(${tours.properties}->>'public')::boolean IS TRUE`),
    );
  return row;
}

/** A tour by id alone, for a signed grant that already proves who may open it. */
export async function findTourById(db: Executor, id: number): Promise<TourRow | undefined> {
  const [row] = await db.select().from(tours).where(eq(tours.id, id));
  return row;
}

export async function listQuizzes(db: Executor, tourId: number): Promise<QuizRow[]> {
  return db.select().from(tourQuizzes).where(eq(tourQuizzes.tourId, tourId)).orderBy(asc(tourQuizzes.id));
}

export async function replaceQuizzes(
  db: Executor,
  tourId: number,
  quizzes: Omit<typeof tourQuizzes.$inferInsert, 'id' | 'tourId'>[],
): Promise<void> {
  await db.delete(tourQuizzes).where(eq(tourQuizzes.tourId, tourId));
  if (quizzes.length > 0) await db.insert(tourQuizzes).values(quizzes.map((q) => ({ ...q, tourId })));
}

/** `scene:position` of each question this answerer got right. Nobody (no visitor id) has any. */
export async function passedQuestions(db: Executor, tourId: number, who: Answerer): Promise<Set<string>> {
  if (!who) return new Set();
  const rows = await db
    .select({ sceneId: tourQuizPasses.sceneId, question: tourQuizPasses.question })
    .from(tourQuizPasses)
    .where(
      and(
        eq(tourQuizPasses.tourId, tourId),
        'userId' in who ? eq(tourQuizPasses.userId, who.userId) : eq(tourQuizPasses.visitor, who.visitor),
      ),
    );
  return new Set(rows.map((r) => questionKey(r.sceneId, r.question)));
}

export const questionKey = (sceneId: string, position: number) => `${sceneId}:${position}`;

export async function recordPass(
  db: Executor,
  tourId: number,
  sceneId: string,
  question: number,
  who: NonNullable<Answerer>,
) {
  await db.insert(tourQuizPasses).values({
    tourId,
    sceneId,
    question,
    userId: 'userId' in who ? who.userId : null,
    visitor: 'visitor' in who ? who.visitor : null,
  });
}
