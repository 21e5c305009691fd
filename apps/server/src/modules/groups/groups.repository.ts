import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { companyMembers } from '../companies/companies.schema.ts';
import { CompanyCollection } from '../companies/index.ts';
import { userGroupMembers, userGroups } from './groups.schema.ts';

export type GroupRow = typeof userGroups.$inferSelect;

export const groupsCollection = new CompanyCollection(
  userGroups,
  { id: userGroups.id, title: userGroups.title, created_at: userGroups.createdAt },
  { field: 'title', direction: 'asc' },
);

/** Members of many groups in one query. */
export async function groupMembers(db: Executor, groupIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return result;
  const rows = await db
    .select()
    .from(userGroupMembers)
    .where(inArray(userGroupMembers.groupId, groupIds))
    .orderBy(asc(userGroupMembers.userId));
  for (const row of rows) result.get(row.groupId)!.push(row.userId);
  return result;
}

export async function setGroupMembers(db: Executor, groupId: number, userIds: number[]): Promise<void> {
  await db.delete(userGroupMembers).where(eq(userGroupMembers.groupId, groupId));
  if (userIds.length === 0) return;
  await db.insert(userGroupMembers).values(userIds.map((userId) => ({ groupId, userId })));
}

/** Of these users, the ones who are members of the company. */
export async function membersAmong(db: Executor, companyId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.userId, userIds)));
  return new Set(rows.map((r) => r.userId));
}
