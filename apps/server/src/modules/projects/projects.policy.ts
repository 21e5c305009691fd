import { canIn } from '@spatium/contracts';
import type { ActorScope } from '../companies/index.ts';

/**
 * Projects and sub-projects. Seeing is decided in the queries (a sub-project the actor was granted,
 * or any of their company's as its admin; a project when any of its sub-projects is visible).
 * Creating, changing, reordering, granting and deleting: role 3, or an admin of the company.
 */
export const projectPolicy = {
  mayManage: (access: ActorScope, item: { companyId: number }) =>
    canIn(access, 'projects.manage', item.companyId),
  abilities(access: ActorScope, item: { companyId: number }) {
    const manage = projectPolicy.mayManage(access, item);
    return { update: manage, delete: manage };
  },
};
