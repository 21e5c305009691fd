import { canIn } from '@spatium/contracts';
import { type ActorScope, relationTo } from '../companies/index.ts';

/**
 * Who may do what with a company's key codes, as sentences:
 * - nobody outside the company sees that its codes exist (404);
 * - the company's admins (and role 3) see all of them, give them to users and mark them used;
 * - a member sees, and may copy, only the codes given to them.
 */
export const keyCodePolicy = {
  isOutsider: (scope: ActorScope, companyId: number) => relationTo(scope, companyId) === 'none',
  manages: (scope: ActorScope, companyId: number) =>
    relationTo(scope, companyId) !== 'none' && canIn(scope, 'company.administer', companyId),
  maySee: (scope: ActorScope, code: { companyId: number; assignedUserId: number | null }) =>
    keyCodePolicy.manages(scope, code.companyId) ||
    (!keyCodePolicy.isOutsider(scope, code.companyId) && code.assignedUserId === scope.userId),
};
