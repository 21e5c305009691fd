import { canEverywhere, roleNames } from '@spatium/contracts';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
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

/** The roles that see every company (role 3): they see all of their active company's sub-projects. */
const everywhereAdminRoles = Object.keys(roleNames)
  .map(Number)
  .filter((roleId) => canEverywhere({ roleId }, 'company.administer'));

export interface ProfileData {
  user: UserRow;
  company: CompanyRow | undefined;
  companies: { id: number; title: string }[];
  visible: { subprojects: number[]; subprojectsMore: boolean; maps: number[]; mapsMore: boolean };
}

/**
 * Everything getme answers, in one statement: the user, their active company, the companies they
 * belong to, and the first `max` sub-projects and maps they may see by id with whether there are more.
 * The sub-projects a user may see in the companies they belong to are the granted ones and all of a
 * company they administer (role 3: all of the active company). Each list stops at its limit, so
 * neither the work nor the answer grows with the number of visible sub-projects.
 */
function prepareProfile(db: Executor, max: number) {
  const visible = (
    s: SQL,
  ) => sql`EXISTS (SELECT 1 FROM company_members m WHERE m.company_id = ${s}.company_id AND m.user_id = ${users.id})
    AND ((${users.roleId} IN ${everywhereAdminRoles} AND ${s}.company_id = ${users.companyId})
      OR EXISTS (SELECT 1 FROM companies c WHERE c.id = ${s}.company_id AND ${adminListNames(sql`c.admins`, sql`${users.email}`)})
      OR EXISTS (SELECT 1 FROM subproject_access a WHERE a.oldsubproject_id = ${s}.id AND a.user_id = ${users.id}))`;
  return db
    .select({
      user: getTableColumns(users),
      company: getTableColumns(companies),
      memberOf: sql<{ id: number; title: string }[]>`coalesce((
        SELECT json_agg(json_build_object('id', c.id, 'title', c.title) ORDER BY c.title)
        FROM company_members m JOIN companies c ON c.id = m.company_id WHERE m.user_id = ${users.id}), '[]'::json)`,
      subprojects: sql<
        number[]
      >`ARRAY(SELECT s.id FROM oldsubprojects s WHERE ${visible(sql`s`)} ORDER BY s.id LIMIT ${max + 1})`,
      maps: sql<
        number[]
      >`ARRAY(SELECT mp.id FROM maps mp JOIN oldsubprojects s ON s.id = mp.oldsubproject_id WHERE ${visible(sql`s`)} ORDER BY mp.id LIMIT ${max + 1})`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(`getme_profile_${max}`);
}

// getme runs on every page load: its statement is built and planned once per pool, not per call.
const preparedProfile = new WeakMap<Executor, Map<number, ReturnType<typeof prepareProfile>>>();

export async function findProfile(
  db: Executor,
  userId: number,
  max: number,
): Promise<ProfileData | undefined> {
  let byMax = preparedProfile.get(db);
  if (!byMax) {
    byMax = new Map();
    preparedProfile.set(db, byMax);
  }
  let prepared = byMax.get(max);
  if (!prepared) {
    prepared = prepareProfile(db, max);
    byMax.set(max, prepared);
  }
  const [row] = await prepared.execute({ userId });
  if (!row) return undefined;
  const subprojects = row.subprojects.map(Number);
  const maps = row.maps.map(Number);
  return {
    user: row.user,
    company: row.company ?? undefined,
    companies: row.memberOf,
    visible: {
      subprojects: subprojects.slice(0, max),
      subprojectsMore: subprojects.length > max,
      maps: maps.slice(0, max),
      mapsMore: maps.length > max,
    },
  };
}
