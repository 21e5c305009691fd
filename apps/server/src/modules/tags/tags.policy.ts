import { canIn } from '@spatium/contracts';
import { type ActorScope, relationTo } from '../companies/index.ts';

/**
 * Tags belong to a company. Role 3 manages every company's; a company admin their company's; a
 * member may see (and filter by) their companies' tags; role 5 none (the route table refuses it). A
 * tag of a company the actor is not in is answered as missing.
 */
export const tagPolicy = {
  maySee: (scope: ActorScope, companyId: number) => relationTo(scope, companyId) !== 'none',
  mayManage: (scope: ActorScope, companyId: number) => canIn(scope, 'company.administer', companyId),
};
