import type { TagWithCompany } from '@spatium/contracts';
import type { z } from 'zod';
import type { TagRow } from './tags.repository.ts';

export function presentTag(row: TagRow): z.infer<typeof TagWithCompany> {
  return { id: row.id, title: row.title, color: row.color, company: row.companyId };
}
