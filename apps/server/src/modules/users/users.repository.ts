import { canEverywhere } from '@spatium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { announceSessionUserChange } from '../../platform/auth/session-user-changes.ts';
import type { SessionUser } from '../../platform/auth/sessions.ts';
import type { Executor } from '../../platform/database/db.ts';
import { companies, companyMembers } from '../companies/companies.schema.ts';
import { adminListNames, adminListWithout } from '../companies/index.ts';
import { users } from './users.schema.ts';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The columns a session check reads on every request, and nothing more. */
export async function findSessionUser(db: Executor, id: number): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      roleId: users.roleId,
      companyId: users.companyId,
      email: users.email,
      tokenVersion: users.tokenVersion,
      trialMode: users.trialMode,
      trialExpiration: users.trialExpiration,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function findUserByIdentifier(db: Executor, identifier: string): Promise<UserRow | undefined> {
  const value = identifier.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${value} OR lower(${users.username}) = ${value}`)
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function updateUser(
  db: Executor,
  id: number,
  changes: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  announceSessionUserChange(id);
  return row;
}

/** Ends every session of the user: tokens carry the version they were signed with. */
export async function bumpTokenVersion(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion });
  announceSessionUserChange(id);
  return row?.tokenVersion ?? 0;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function deleteUser(db: Executor, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
  announceSessionUserChange(id);
}

export async function findCompany(db: Executor, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

export async function listMemberCompanies(
  db: Executor,
  userId: number,
): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: companies.id, title: companies.title })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(companies.title);
}

export async function isMember(db: Executor, userId: number, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)));
  return rows.length > 0;
}

export async function addMember(db: Executor, userId: number, companyId: number): Promise<void> {
  await db.insert(companyMembers).values({ userId, companyId }).onConflictDoNothing();
}

/** Removes a user from every company's admin list, so a deleted account leaves no trace there. */
export async function removeFromAdminLists(db: Executor, email: string): Promise<void> {
  await db
    .update(companies)
    .set({
      admins: adminListWithout(companies.admins, email),
    })
    .where(adminListNames(companies.admins, email));
}

/**
 * The sub-projects a user may see in the companies they belong to: granted ones, and all of a
 * company they administer. Role 3 sees everything, so only its active company is listed here.
 */
/**
 * The first `max` visible sub-projects and maps by id, and whether there are more: one query whose work
 * stops at the limit (the CTE is inlined into each list, so neither materialises every visible row).
 */
export async function listVisibleSubprojectsAndMaps(
  db: Executor,
  user: Pick<UserRow, 'id' | 'email' | 'roleId' | 'companyId'>,
  max: number,
): Promise<{ subprojects: number[]; subprojectsMore: boolean; maps: number[]; mapsMore: boolean }> {
  const result = await db.execute<{ subprojects: number[]; maps: number[] }>(sql`
    WITH visible AS NOT MATERIALIZED (
      SELECT s.id FROM oldsubprojects s
      JOIN companies c ON c.id = s.company_id
      JOIN company_members m ON m.company_id = s.company_id AND m.user_id = ${user.id}
      WHERE (${canEverywhere(user, 'company.administer')} AND s.company_id = ${user.companyId ?? -1})
         OR ${adminListNames(sql`c.admins`, user.email)}
         OR EXISTS (SELECT 1 FROM subproject_access a WHERE a.oldsubproject_id = s.id AND a.user_id = ${user.id})
    )
    SELECT
      ARRAY(SELECT id FROM visible ORDER BY id LIMIT ${max + 1}) AS subprojects,
      ARRAY(SELECT id FROM maps WHERE oldsubproject_id IN (SELECT id FROM visible) ORDER BY id LIMIT ${max + 1}) AS maps`);
  const row = result.rows[0];
  const subprojects = (row?.subprojects ?? []).map(Number);
  const maps = (row?.maps ?? []).map(Number);
  return {
    subprojects: subprojects.slice(0, max),
    subprojectsMore: subprojects.length > max,
    maps: maps.slice(0, max),
    mapsMore: maps.length > max,
  };
}
