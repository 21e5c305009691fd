import type { Group } from '@spatium/contracts';
import type { z } from 'zod';
import type { GroupRow } from './groups.repository.ts';

export function presentGroup(
  row: GroupRow,
  users: number[],
  abilities: { update: boolean; delete: boolean },
): z.infer<typeof Group> {
  return {
    id: row.id,
    title: row.title,
    company: row.companyId,
    users,
    created_at: row.createdAt.toISOString(),
    abilities,
  };
}
