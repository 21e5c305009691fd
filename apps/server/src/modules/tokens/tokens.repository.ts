import type { ListQuery } from '@spatium/contracts';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
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

export async function findTokenByHash(db: Executor, tokenHash: string): Promise<TokenRow | undefined> {
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.tokenHash, tokenHash));
  return row;
}

/** Records a use; at most once a minute per token, so a busy integration does not write on every call. */
export async function touchToken(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - 60_000))),
      ),
    );
}
