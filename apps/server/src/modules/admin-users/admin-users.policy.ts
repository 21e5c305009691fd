import { can } from '@spatium/contracts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import type { ActorScope } from '../companies/index.ts';

/**
 * User management: role 3 manages every account (role, department, deletion); a company admin the
 * members of their company (department, removal from the company, never themselves). Anyone who
 * shares no company with the target gets 404; a colleague without the right, 403.
 */
export const adminUsersPolicy = {
  mayChangeRole: (actor: Actor) => can(actor.roleId, 'users.administer'),
  mayDeleteAccounts: (actor: Actor) => can(actor.roleId, 'users.administer'),

  /** The company in which the actor manages the target: their active one first. */
  managedCompany(scope: ActorScope, targetCompanies: number[]): number {
    const managed = targetCompanies.filter((id) => scope.adminOf.includes(id));
    if (managed.length > 0) {
      const active = scope.actor.companyId;
      return active !== null && managed.includes(active) ? active : managed[0]!;
    }
    const shared = targetCompanies.some((id) => scope.memberOf.includes(id));
    throw shared ? forbidden() : notFound('The user');
  },

  /** A company's member list: its admins and role 3. */
  assertMayListMembers(scope: ActorScope, companyId: number): void {
    if (scope.isAdmin || scope.adminOf.includes(companyId)) return;
    throw scope.memberOf.includes(companyId) ? forbidden() : notFound('The company');
  },
};
