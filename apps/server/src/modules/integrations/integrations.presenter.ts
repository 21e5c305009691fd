import type { Integration } from '@spatium/contracts';
import type { z } from 'zod';
import type { IntegrationRow } from './integrations.repository.ts';

/** The secret never leaves the server; `has_secret` says whether one is set. */
export function presentIntegration(
  row: IntegrationRow,
  abilities: { update: boolean; delete: boolean },
): z.infer<typeof Integration> {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    company: row.companyId,
    url: row.url,
    enabled: row.enabled,
    has_secret: row.secret !== null && row.secret !== '',
    created_at: row.createdAt.toISOString(),
    abilities,
  };
}
