import { canIn } from '@spatium/contracts';
import type { ActorScope } from '../companies/index.ts';

/**
 * Who may do what with a content item. Reading is decided in the query (a sub-project the actor may
 * see); an item the actor cannot see is answered as missing, so these rules only run on visible items.
 */
export const contentPolicy = {
  // Role 3 and the company's admins change content; members with access only look at it.
  mayWrite: (access: ActorScope, item: { companyId: number }) =>
    canIn(access, 'content.manage', item.companyId),
  abilities(access: ActorScope, item: { companyId: number }) {
    const write = contentPolicy.mayWrite(access, item);
    return { update: write, delete: write };
  },
};
