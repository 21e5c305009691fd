import type { ApiToken } from '@spatium/contracts';
import type { z } from 'zod';
import type { TokenRow } from './tokens.repository.ts';

/** Never the hash: only the prefix, to recognise a token. */
export function presentToken(row: TokenRow): z.infer<typeof ApiToken> {
  return {
    id: row.id,
    name: row.name,
    company: row.companyId,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}
