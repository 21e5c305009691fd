import { canEverywhere } from '@spatium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import type { Standing } from '../../platform/realtime/gateway.ts';
import { companyMembers } from '../companies/companies.schema.ts';
import { users } from './users.schema.ts';

/**
 * What decides a user's realtime rooms, read fresh on every validation and access change: their role,
 * and their active company while they still belong to it (role 3 may look at any company).
 * Undefined once the user is gone.
 */
export async function findStanding(db: Executor, userId: number): Promise<Standing | undefined> {
  const [row] = await db
    .select({
      roleId: users.roleId,
      companyId: users.companyId,
      member: sql<boolean>`EXISTS (SELECT 1 FROM ${companyMembers} WHERE ${and(
        eq(companyMembers.userId, users.id),
        eq(companyMembers.companyId, users.companyId),
      )})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const belongs = row.member || canEverywhere({ roleId: row.roleId }, 'company.administer');
  return { roleId: row.roleId, companyId: belongs ? row.companyId : null };
}
