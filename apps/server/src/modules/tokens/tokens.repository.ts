import type { ListQuery } from '@spatium/contracts';
import type { Executor } from '../../platform/database/db.ts';
import { deleteById, findById, listForCompanies } from '../companies/company-collection.repository.ts';
import { apiTokens } from './tokens.schema.ts';

export type TokenRow = typeof apiTokens.$inferSelect;

export const listTokens = (db: Executor, companyIds: number[] | undefined, query: ListQuery) =>
  listForCompanies(
    db,
    apiTokens,
    companyIds,
    query,
    { id: apiTokens.id, name: apiTokens.name, created_at: apiTokens.createdAt },
    { field: 'created_at', direction: 'desc' },
  );
export const findToken = (db: Executor, id: number) => findById(db, apiTokens, id);
export const deleteToken = (db: Executor, id: number, companyId: number) =>
  deleteById(db, apiTokens, id, companyId);

export async function insertToken(db: Executor, values: typeof apiTokens.$inferInsert): Promise<TokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
}
