import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { appInstalls } from './apps.schema.ts';

export type InstallRow = typeof appInstalls.$inferSelect;

/** Every query names the user: installs are personal, nobody else sees or changes them. */
export function listInstalls(db: Executor, userId: number): Promise<InstallRow[]> {
  return db.select().from(appInstalls).where(eq(appInstalls.userId, userId)).orderBy(asc(appInstalls.id));
}

/** Installing a tool one already has keeps the first install (a second click is not an error). */
export async function insertInstall(db: Executor, userId: number, appId: string): Promise<InstallRow> {
  const [inserted] = await db
    .insert(appInstalls)
    .values({ userId, appId })
    .onConflictDoNothing({ target: [appInstalls.userId, appInstalls.appId] })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(appInstalls)
    .where(and(eq(appInstalls.userId, userId), eq(appInstalls.appId, appId)));
  return existing!;
}

export async function deleteInstall(db: Executor, userId: number, appId: string): Promise<boolean> {
  const deleted = await db
    .delete(appInstalls)
    .where(and(eq(appInstalls.userId, userId), eq(appInstalls.appId, appId)))
    .returning({ id: appInstalls.id });
  return deleted.length > 0;
}
