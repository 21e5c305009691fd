import { type ListQuery, parseSort } from '@spatium/contracts';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/database/db.ts';
import { badRequest } from '../../platform/http/errors.ts';

/** A company-level table: an id and a company column are all the shared queries need. */
export interface CompanyTable extends PgTable {
  id: AnyPgColumn;
  companyId: AnyPgColumn;
}

/**
 * Rows of the given companies (undefined: every company), in the Strapi list shape. Sorting is
 * limited to `sortable`, so a query string never names a column of its own choosing.
 */
export async function listForCompanies<T extends CompanyTable>(
  db: Executor,
  table: T,
  companyIds: number[] | undefined,
  query: Pick<ListQuery, '_limit' | '_start' | '_sort'>,
  sortable: Record<string, AnyPgColumn>,
  defaultSort: { field: string; direction: 'asc' | 'desc' },
  /** A collection's own narrowing within those companies (e.g. what a member may see). */
  visible?: SQL,
): Promise<T['$inferSelect'][]> {
  if (companyIds?.length === 0) return [];
  const sort = parseSort(query._sort) ?? defaultSort;
  const column = sortable[sort.field];
  if (!column) {
    throw badRequest(`This list cannot be sorted by ${sort.field}. Use ${Object.keys(sortable).join(', ')}.`);
  }
  return (db as Executor)
    .select()
    .from(table as PgTable)
    .where(and(companyIds ? inArray(table.companyId, companyIds) : undefined, visible))
    .orderBy(sort.direction === 'desc' ? desc(column) : asc(column), asc(table.id))
    .limit(query._limit === -1 ? 10_000 : query._limit)
    .offset(query._start) as Promise<T['$inferSelect'][]>;
}

export async function findById<T extends CompanyTable>(
  db: Executor,
  table: T,
  id: number,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await (db as Executor)
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  return row as T['$inferSelect'] | undefined;
}

export async function deleteById<T extends CompanyTable>(
  db: Executor,
  table: T,
  id: number,
  companyId: number,
): Promise<boolean> {
  const rows = await db
    .delete(table as PgTable)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)))
    .returning({ id: table.id });
  return rows.length > 0;
}
