import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { contentFiles, files } from '../files/files.schema.ts';
import { users } from '../users/users.schema.ts';
import { bims } from './bims.schema.ts';

export type BimRow = typeof bims.$inferSelect;

export async function findBim(db: Executor, id: number): Promise<BimRow | undefined> {
  const [row] = await db.select().from(bims).where(eq(bims.id, id));
  return row;
}

/** The uploaded IFC file of a BIM: its first file of purpose `bim`. */
export async function findIfcSource(db: Executor, id: number) {
  const [row] = await db
    .select({ id: files.id, storageKey: files.storageKey, size: files.size })
    .from(contentFiles)
    .innerJoin(files, eq(files.id, contentFiles.fileId))
    .where(and(eq(contentFiles.kind, 'bims'), eq(contentFiles.itemId, id), eq(files.purpose, 'bim')))
    .orderBy(asc(contentFiles.position), asc(files.id))
    .limit(1);
  return row;
}

/** Merges `patch` into properties in one statement, so an editor's concurrent change is kept. */
export async function patchBim(db: Executor, id: number, patch: Record<string, unknown>): Promise<void> {
  await db
    .update(bims)
    .set({ properties: sql`${bims.properties} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
    .where(eq(bims.id, id));
}

/** The other models of a BIM's sub-project, in their order; who may see them is the caller's to check. */
export async function findSiblingBims(
  db: Executor,
  row: Pick<BimRow, 'id' | 'companyId' | 'oldsubprojectId'>,
) {
  if (row.oldsubprojectId === null) return [];
  return db
    .select()
    .from(bims)
    .where(
      and(
        eq(bims.companyId, row.companyId),
        eq(bims.oldsubprojectId, row.oldsubprojectId),
        ne(bims.id, row.id),
      ),
    )
    .orderBy(asc(bims.order), asc(bims.id));
}

/** An enabled BIM its managers made public (`properties.public`). */
export async function findPublicBim(db: Executor, id: number): Promise<BimRow | undefined> {
  const [row] = await db
    .select()
    .from(bims)
    .where(
      and(eq(bims.id, id), eq(bims.enabled, true), sql`(${bims.properties}->>'public')::boolean IS TRUE`),
    );
  return row;
}

export async function findUsers(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, roleId: users.roleId, companyId: users.companyId, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
}
