import type { AdminUser as AdminUserSchema } from '@spatium/contracts';
import type { z } from 'zod';
import { namesAdmin } from '../companies/index.ts';
import type { Membership, UserRow } from './admin-users.repository.ts';

type AdminUser = z.infer<typeof AdminUserSchema>;

/**
 * A user as user management shows them. `department` and `is_company_admin` are relative to one
 * company: the one being looked at, else the user's active company.
 */
export function presentAdminUser(
  user: UserRow,
  memberships: Membership[],
  companyId: number | null,
  admins: string[] | undefined,
): AdminUser {
  const name = `${user.details.firstname} ${user.details.lastname}`.trim();
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    name: name || user.username,
    role: user.roleId,
    company: user.companyId,
    companies: memberships.map((m) => m.companyId).sort((a, b) => a - b),
    department: memberships.find((m) => m.companyId === companyId)?.department ?? null,
    twofa_enabled: user.totpSecret !== null,
    is_company_admin: namesAdmin(admins, user.email),
    created_at: user.createdAt.toISOString(),
  };
}
