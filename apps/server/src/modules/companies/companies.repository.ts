import { type ContentKind, contentKindNames, type ListQuery, parseSort } from '@spatium/contracts';
import { asc, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import { announceSessionUserChange } from '../../platform/auth/session-user-changes.ts';
import type { Executor } from '../../platform/database/db.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { contentTables } from '../content/content.tables.ts';
import { contentFiles, files } from '../files/files.schema.ts';
import { oldprojects, oldsubprojects } from '../projects/projects.schema.ts';
import { users } from '../users/users.schema.ts';
import { companies, companyMembers } from './companies.schema.ts';

export type CompanyRow = typeof companies.$inferSelect;
export interface CompanyCounts {
  users: number;
  oldprojects: number;
}

const sortable = { id: companies.id, title: companies.title, created_at: companies.createdAt } as const;

/** Companies by id (undefined: all), in the Strapi list shape. */
export async function listCompanies(
  db: Executor,
  ids: number[] | undefined,
  query: Pick<ListQuery, '_limit' | '_start' | '_sort'>,
): Promise<CompanyRow[]> {
  if (ids?.length === 0) return [];
  const sort = parseSort(query._sort) ?? { field: 'title', direction: 'asc' as const };
  const column = sortable[sort.field as keyof typeof sortable];
  if (!column) throw badRequest(`Companies cannot be sorted by ${sort.field}. Use id, title or created_at.`);
  return db
    .select()
    .from(companies)
    .where(ids ? inArray(companies.id, ids) : undefined)
    .orderBy(sort.direction === 'desc' ? desc(column) : asc(column), asc(companies.id))
    .limit(query._limit === -1 ? 10_000 : query._limit)
    .offset(query._start);
}

export async function listCompanyTitles(
  db: Executor,
  ids: number[] | undefined,
): Promise<{ id: number; title: string }[]> {
  if (ids?.length === 0) return [];
  return db
    .select({ id: companies.id, title: companies.title })
    .from(companies)
    .where(ids ? inArray(companies.id, ids) : undefined)
    .orderBy(asc(companies.title), asc(companies.id));
}

export async function findCompany(db: Executor, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

/** Members and projects per company, for a whole list in two queries. */
export async function countsFor(db: Executor, ids: number[]): Promise<Map<number, CompanyCounts>> {
  const result = new Map<number, CompanyCounts>(ids.map((id) => [id, { users: 0, oldprojects: 0 }]));
  if (ids.length === 0) return result;
  const [members, projects] = await Promise.all([
    db
      .select({ id: companyMembers.companyId, n: count() })
      .from(companyMembers)
      .where(inArray(companyMembers.companyId, ids))
      .groupBy(companyMembers.companyId),
    db
      .select({ id: oldprojects.companyId, n: count() })
      .from(oldprojects)
      .where(inArray(oldprojects.companyId, ids))
      .groupBy(oldprojects.companyId),
  ]);
  for (const row of members) result.get(row.id)!.users = row.n;
  for (const row of projects) result.get(row.id)!.oldprojects = row.n;
  return result;
}

export async function insertCompany(
  db: Executor,
  values: typeof companies.$inferInsert,
): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

export async function updateCompany(
  db: Executor,
  id: number,
  changes: Partial<typeof companies.$inferInsert>,
): Promise<CompanyRow | undefined> {
  const [row] = await db.update(companies).set(changes).where(eq(companies.id, id)).returning();
  return row;
}

/** What deleting the company takes with it: projects, sub-projects, content per kind, files, users. */
export async function companyImpact(db: Executor, companyId: number) {
  const [projectCount, subprojectCount, fileTotals, memberCount, ...kindCounts] = await Promise.all([
    db.select({ n: count() }).from(oldprojects).where(eq(oldprojects.companyId, companyId)),
    db.select({ n: count() }).from(oldsubprojects).where(eq(oldsubprojects.companyId, companyId)),
    db
      .select({ n: count(), bytes: sum(files.size) })
      .from(files)
      .where(eq(files.companyId, companyId)),
    db.select({ n: count() }).from(companyMembers).where(eq(companyMembers.companyId, companyId)),
    ...contentKindNames.map((kind) =>
      db.select({ n: count() }).from(contentTables[kind]).where(eq(contentTables[kind].companyId, companyId)),
    ),
  ]);
  const content = Object.fromEntries(
    contentKindNames.map((kind, i) => [kind, kindCounts[i]![0]!.n]),
  ) as Record<ContentKind, number>;
  return {
    oldprojects: projectCount[0]!.n,
    subprojects: subprojectCount[0]!.n,
    content,
    files: fileTotals[0]!.n,
    bytes: Number(fileTotals[0]!.bytes ?? 0),
    users: memberCount[0]!.n,
  };
}

export async function memberIds(db: Executor, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: companyMembers.userId })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  return rows.map((r) => r.id);
}

/**
 * Deletes the company; foreign keys cascade to projects, sub-projects, content, files, tags,
 * memberships and the company-level collections. Returns the storage keys of its files, to delete
 * from storage after the transaction commits.
 */
export async function deleteCompanyCascade(db: Executor, companyId: number): Promise<string[]> {
  const keys = await db
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(eq(files.companyId, companyId));
  // content_files has no foreign key to the kind tables: unlink the company's items by hand.
  for (const kind of contentKindNames) {
    const table = contentTables[kind];
    await db
      .delete(contentFiles)
      .where(
        sql`${contentFiles.kind} = ${kind} AND ${contentFiles.itemId} IN (SELECT ${table.id} FROM ${table} WHERE ${table.companyId} = ${companyId})`,
      );
  }
  // users.company_id (the active company) has no foreign key: members keep their accounts.
  const members = await db
    .update(users)
    .set({ companyId: null })
    .where(eq(users.companyId, companyId))
    .returning({ id: users.id });
  for (const member of members) announceSessionUserChange(member.id);
  await db.delete(companies).where(eq(companies.id, companyId));
  return keys.map((k) => k.storageKey);
}
