import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { contentFiles, files } from '../files/files.schema.ts';
import { users } from '../users/users.schema.ts';
import { threeds } from './threeds.schema.ts';

export type ThreedRow = typeof threeds.$inferSelect;

export async function findThreed(db: Executor, id: number): Promise<ThreedRow | undefined> {
  const [row] = await db.select().from(threeds).where(eq(threeds.id, id));
  return row;
}

/** An enabled 3D model its managers made public (`properties.public`). */
export async function findPublicThreed(db: Executor, id: number): Promise<ThreedRow | undefined> {
  const [row] = await db
    .select()
    .from(threeds)
    .where(
      and(
        eq(threeds.id, id),
        eq(threeds.enabled, true),
        sql`(${threeds.properties}->>'public')::boolean IS TRUE`,
      ),
    );
  return row;
}

/** The files of a 3D model, in their order, with where they are stored. */
export async function findThreedFiles(db: Executor, id: number) {
  return db
    .select({ id: files.id, name: files.name, type: files.type, storageKey: files.storageKey })
    .from(contentFiles)
    .innerJoin(files, eq(files.id, contentFiles.fileId))
    .where(and(eq(contentFiles.kind, 'threeds'), eq(contentFiles.itemId, id)))
    .orderBy(asc(contentFiles.position), asc(files.id));
}

/**
 * Merges `patch` into the model's properties in one statement, so that an editor's change of other
 * properties is never undone. With `file`, only while that file is still the one being shown: a
 * conversion of a replaced file then writes nothing (answers false).
 */
export async function patchThreed(
  db: Executor,
  id: number,
  patch: Record<string, unknown>,
  file?: number,
): Promise<boolean> {
  const rows = await db
    .update(threeds)
    .set({
      properties: sql`${threeds.properties} || ${JSON.stringify(patch)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(threeds.id, id),
        file === undefined ? undefined : sql`(${threeds.properties}->>'source_file')::int = ${file}`,
      ),
    )
    .returning({ id: threeds.id });
  return rows.length > 0;
}

/**
 * Marks the model as converting `file` unless it already is, or did (one statement, so that of several
 * viewers opening a model from before the conversion job, one queues it): true for the one that did.
 */
export async function claimConversion(db: Executor, id: number, file: number): Promise<boolean> {
  const patch = { source_file: file, status: 'converting', progress: 0, error: null, error_code: null };
  const rows = await db
    .update(threeds)
    .set({ properties: sql`${threeds.properties} || ${JSON.stringify(patch)}::jsonb` })
    .where(
      and(
        eq(threeds.id, id),
        sql`(${threeds.properties}->>'status' IS NULL OR (${threeds.properties}->>'source_file')::int IS DISTINCT FROM ${file})`,
      ),
    )
    .returning({ id: threeds.id });
  return rows.length > 0;
}

export async function findUsersForAccess(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, roleId: users.roleId, companyId: users.companyId, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
}
