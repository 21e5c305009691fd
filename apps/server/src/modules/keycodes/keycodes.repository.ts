import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { companies, companyMembers } from '../companies/companies.schema.ts';
import { users } from '../users/users.schema.ts';
import { keyCodes } from './keycodes.schema.ts';

export type KeyCodeRow = typeof keyCodes.$inferSelect & {
  assignee: { id: number; email: string; firstname: string; lastname: string } | null;
};

async function select(db: Executor, where: SQL | undefined): Promise<KeyCodeRow[]> {
  const rows = await db
    .select({
      code: keyCodes,
      assigneeId: users.id,
      email: users.email,
      details: users.details,
    })
    .from(keyCodes)
    .leftJoin(users, eq(users.id, keyCodes.assignedUserId))
    .where(where)
    .orderBy(asc(keyCodes.id));
  return rows.map((r) => ({
    ...r.code,
    assignee:
      r.assigneeId === null
        ? null
        : {
            id: r.assigneeId,
            email: r.email ?? '',
            firstname: r.details?.firstname ?? '',
            lastname: r.details?.lastname ?? '',
          },
  }));
}

/** A company's codes; `assignedTo` narrows them to one user's. */
export function listKeyCodes(db: Executor, companyId: number, assignedTo?: number): Promise<KeyCodeRow[]> {
  return select(
    db,
    and(
      eq(keyCodes.companyId, companyId),
      assignedTo === undefined ? undefined : eq(keyCodes.assignedUserId, assignedTo),
    ),
  );
}

export async function findKeyCode(db: Executor, id: number): Promise<KeyCodeRow | undefined> {
  return (await select(db, eq(keyCodes.id, id)))[0];
}

export async function insertKeyCodes(
  db: Executor,
  rows: { companyId: number; sealed: string; hint: string; createdBy: number }[],
): Promise<number[]> {
  const inserted = await db.insert(keyCodes).values(rows).returning({ id: keyCodes.id });
  return inserted.map((r) => r.id);
}

export async function updateKeyCode(
  db: Executor,
  id: number,
  companyId: number,
  changes: Partial<Pick<typeof keyCodes.$inferInsert, 'assignedUserId' | 'machine' | 'usedAt'>>,
): Promise<void> {
  await db
    .update(keyCodes)
    .set(changes)
    .where(and(eq(keyCodes.id, id), eq(keyCodes.companyId, companyId)));
}

export async function isCompanyMember(db: Executor, companyId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return Boolean(row);
}

export async function companyExists(db: Executor, companyId: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return Boolean(row);
}
