import { parseSort } from '@spatium/contracts';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { announceSessionUserChange } from '../../platform/auth/session-user-changes.ts';
import type { Executor } from '../../platform/database/db.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { companies, companyMembers } from '../companies/companies.schema.ts';
import { adminListWithout } from '../companies/index.ts';
import { userGroupMembers, userGroups } from '../groups/groups.schema.ts';
import { oldsubprojects, subprojectAccess } from '../projects/projects.schema.ts';
import { roles, users } from '../users/users.schema.ts';

export type UserRow = typeof users.$inferSelect;
export interface Membership {
  userId: number;
  companyId: number;
  department: string | null;
}

const sortable = {
  id: users.id,
  email: users.email,
  username: users.username,
  created_at: users.createdAt,
} as const;

export interface UserFilter {
  /** Only members of this company. */
  companyId?: number | undefined;
  /** E-mail, username, first or last name contains (case-insensitive). */
  q?: string | undefined;
  _limit: number;
  _start: number;
  _sort?: string | undefined;
}

export async function listUsers(db: Executor, filter: UserFilter): Promise<UserRow[]> {
  const sort = parseSort(filter._sort) ?? { field: 'email', direction: 'asc' as const };
  const column = sortable[sort.field as keyof typeof sortable];
  if (!column)
    throw badRequest(`Users cannot be sorted by ${sort.field}. Use id, email, username or created_at.`);
  const conditions: (SQL | undefined)[] = [];
  if (filter.companyId !== undefined) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${companyMembers} WHERE ${companyMembers.userId} = ${users.id} AND ${companyMembers.companyId} = ${filter.companyId})`,
    );
  }
  const q = filter.q?.trim();
  if (q) {
    // LIKE wildcards typed by the user are searched for literally.
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.username, pattern),
        sql`(${users.details}->>'firstname') || ' ' || (${users.details}->>'lastname') ILIKE ${pattern}`,
      ),
    );
  }
  return db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(sort.direction === 'desc' ? desc(column) : asc(column), asc(users.id))
    .limit(filter._limit === -1 ? 10_000 : filter._limit)
    .offset(filter._start);
}

export async function membershipsOf(db: Executor, userIds: number[]): Promise<Membership[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: companyMembers.userId,
      companyId: companyMembers.companyId,
      department: companyMembers.department,
    })
    .from(companyMembers)
    .where(inArray(companyMembers.userId, userIds));
}

export async function companyAdminLists(db: Executor, companyIds: number[]): Promise<Map<number, string[]>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, admins: companies.admins })
    .from(companies)
    .where(inArray(companies.id, companyIds));
  return new Map(rows.map((r) => [r.id, r.admins]));
}

export async function setDepartment(
  db: Executor,
  userId: number,
  companyId: number,
  department: string | null,
): Promise<void> {
  await db
    .update(companyMembers)
    .set({ department })
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)));
}

/**
 * Takes a user out of one company: the membership, its admin list, access to its sub-projects and
 * its groups; the active company is cleared if it was this one. The account stays.
 */
export async function removeFromCompany(db: Executor, user: UserRow, companyId: number): Promise<void> {
  await db
    .delete(companyMembers)
    .where(and(eq(companyMembers.userId, user.id), eq(companyMembers.companyId, companyId)));
  await db
    .update(companies)
    .set({
      admins: adminListWithout(companies.admins, user.email),
    })
    .where(eq(companies.id, companyId));
  await db
    .delete(subprojectAccess)
    .where(
      and(
        eq(subprojectAccess.userId, user.id),
        inArray(
          subprojectAccess.oldsubprojectId,
          db
            .select({ id: oldsubprojects.id })
            .from(oldsubprojects)
            .where(eq(oldsubprojects.companyId, companyId)),
        ),
      ),
    );
  await db
    .delete(userGroupMembers)
    .where(
      and(
        eq(userGroupMembers.userId, user.id),
        inArray(
          userGroupMembers.groupId,
          db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.companyId, companyId)),
        ),
      ),
    );
  if (user.companyId === companyId) {
    await db.update(users).set({ companyId: null, updatedAt: new Date() }).where(eq(users.id, user.id));
    announceSessionUserChange(user.id);
  }
}

export async function listRoles(db: Executor) {
  return db.select().from(roles).orderBy(asc(roles.id));
}
