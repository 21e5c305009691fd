import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { CompanyCollection } from '../companies/index.ts';
import { apiTokens } from './tokens.schema.ts';

export type TokenRow = typeof apiTokens.$inferSelect;

export const tokensCollection = new CompanyCollection(
  apiTokens,
  { id: apiTokens.id, name: apiTokens.name, created_at: apiTokens.createdAt },
  { field: 'created_at', direction: 'desc' },
);

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
