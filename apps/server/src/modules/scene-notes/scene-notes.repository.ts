import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { users } from '../users/users.schema.ts';
import { sceneNotes } from './scene-notes.schema.ts';

export type SceneNoteRow = typeof sceneNotes.$inferSelect;
export type SceneNoteChanges = Partial<
  Pick<
    SceneNoteRow,
    'title' | 'description' | 'importance' | 'category' | 'color' | 'position' | 'camera' | 'updatedAt'
  >
>;
/** A note with what its presenter shows of its author. */
export type SceneNoteRecord = SceneNoteRow & {
  authorUsername: string;
  authorDetails: typeof users.$inferSelect.details;
};

const withAuthor = {
  note: sceneNotes,
  authorUsername: users.username,
  authorDetails: users.details,
};

const flatten = (row: {
  note: SceneNoteRow;
  authorUsername: string;
  authorDetails: SceneNoteRecord['authorDetails'];
}) => ({
  ...row.note,
  authorUsername: row.authorUsername,
  authorDetails: row.authorDetails,
});

/** Every note on one item of the company, oldest first. */
export async function listSceneNotes(
  db: Executor,
  companyId: number,
  content: string,
  itemId: number,
): Promise<SceneNoteRecord[]> {
  const rows = await db
    .select(withAuthor)
    .from(sceneNotes)
    .innerJoin(users, eq(users.id, sceneNotes.userId))
    .where(
      and(
        eq(sceneNotes.companyId, companyId),
        eq(sceneNotes.content, content),
        eq(sceneNotes.itemId, itemId),
      ),
    )
    .orderBy(asc(sceneNotes.id));
  return rows.map(flatten);
}

/** One note by id; the service then checks its item is visible to the caller (404 otherwise). */
export async function findSceneNote(db: Executor, id: number): Promise<SceneNoteRecord | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(sceneNotes)
    .innerJoin(users, eq(users.id, sceneNotes.userId))
    .where(eq(sceneNotes.id, id));
  return row && flatten(row);
}

export async function insertSceneNote(db: Executor, values: typeof sceneNotes.$inferInsert): Promise<number> {
  const [row] = await db.insert(sceneNotes).values(values).returning({ id: sceneNotes.id });
  return row!.id;
}

export async function updateSceneNote(
  db: Executor,
  companyId: number,
  id: number,
  changes: SceneNoteChanges,
): Promise<void> {
  await db
    .update(sceneNotes)
    .set(changes)
    .where(and(eq(sceneNotes.companyId, companyId), eq(sceneNotes.id, id)));
}

export async function deleteSceneNote(db: Executor, companyId: number, id: number): Promise<void> {
  await db.delete(sceneNotes).where(and(eq(sceneNotes.companyId, companyId), eq(sceneNotes.id, id)));
}
