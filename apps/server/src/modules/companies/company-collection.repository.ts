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

type Row<T extends CompanyTable> = T['$inferSelect'] & { id: number; companyId: number };

/** `companyIds` undefined: every company (role 3); otherwise only rows of those companies. */
const inCompanies = (table: CompanyTable, companyIds: readonly number[] | undefined) =>
  companyIds ? inArray(table.companyId, [...companyIds]) : undefined;

/**
 * The queries of a company-level collection (tokens, hotspots, groups, places, integrations). Every
 * query by id carries the tenant, as the catalogue's do: a row of another company is never loaded,
 * changed or deleted, whatever the caller checks afterwards.
 */
export class CompanyCollection<T extends CompanyTable> {
  readonly table: T;
  private readonly sortable: Record<string, AnyPgColumn>;
  private readonly defaultSort: { field: string; direction: 'asc' | 'desc' };

  constructor(
    table: T,
    /** The fields a list may be sorted by: a query string never names a column of its own choosing. */
    sortable: Record<string, AnyPgColumn>,
    defaultSort: { field: string; direction: 'asc' | 'desc' },
  ) {
    this.table = table;
    this.sortable = sortable;
    this.defaultSort = defaultSort;
  }

  /** Rows of the given companies (undefined: every company), in the Strapi list shape. */
  async list(
    db: Executor,
    companyIds: number[] | undefined,
    query: Pick<ListQuery, '_limit' | '_start' | '_sort'>,
    /** A collection's own narrowing within those companies (e.g. what a member may see). */
    visible?: SQL,
  ): Promise<Row<T>[]> {
    if (companyIds?.length === 0) return [];
    const sort = parseSort(query._sort) ?? this.defaultSort;
    const column = this.sortable[sort.field];
    if (!column) {
      throw badRequest(
        `This list cannot be sorted by ${sort.field}. Use ${Object.keys(this.sortable).join(', ')}.`,
      );
    }
    return (await db
      .select()
      .from(this.table as PgTable)
      .where(and(inCompanies(this.table, companyIds), visible))
      .orderBy(sort.direction === 'desc' ? desc(column) : asc(column), asc(this.table.id))
      .limit(query._limit === -1 ? 10_000 : query._limit)
      .offset(query._start)) as Row<T>[];
  }

  /** The row with this id if it belongs to one of the companies (undefined: any company). */
  async find(
    db: Executor,
    id: number,
    companyIds: readonly number[] | undefined,
  ): Promise<Row<T> | undefined> {
    if (companyIds?.length === 0) return undefined;
    const [row] = await db
      .select()
      .from(this.table as PgTable)
      .where(and(eq(this.table.id, id), inCompanies(this.table, companyIds)));
    return row as Row<T> | undefined;
  }

  async insert(db: Executor, values: T['$inferInsert']): Promise<Row<T>> {
    const [row] = await db.insert(this.table).values(values).returning();
    return row as Row<T>;
  }

  /** The changed row, or undefined when the company holds no row with this id. */
  async update(
    db: Executor,
    id: number,
    companyId: number,
    changes: Partial<T['$inferInsert']>,
  ): Promise<Row<T> | undefined> {
    const rows = (await db
      .update(this.table as PgTable)
      .set(changes)
      .where(and(eq(this.table.id, id), eq(this.table.companyId, companyId)))
      .returning()) as Row<T>[];
    return rows[0];
  }

  async delete(db: Executor, id: number, companyId: number): Promise<boolean> {
    const rows = await db
      .delete(this.table as PgTable)
      .where(and(eq(this.table.id, id), eq(this.table.companyId, companyId)))
      .returning({ id: this.table.id });
    return rows.length > 0;
  }
}
