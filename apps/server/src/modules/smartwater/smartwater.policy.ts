import { canIn } from '@spatium/contracts';
import { type ActorScope, relationTo } from '../companies/index.ts';

/**
 * Who may do what with a company's water network, as sentences:
 * - nobody outside the company learns that its assets, sensors or alerts exist (404);
 * - the company's members who read its catalogue (not the restricted role) see the network and its
 *   alerts, and may acknowledge an alert;
 * - the company's admins (and role 3) set a sensor's thresholds;
 * - readings come in through an API token, which acts for its creator within the token's company.
 */
export const smartwaterPolicy = {
  isOutsider: (scope: ActorScope, companyId: number) => relationTo(scope, companyId) === 'none',
  reads: (scope: ActorScope, companyId: number) =>
    !smartwaterPolicy.isOutsider(scope, companyId) && canIn(scope, 'smartwater.read', companyId),
  acknowledges: (scope: ActorScope, companyId: number) =>
    smartwaterPolicy.reads(scope, companyId) && canIn(scope, 'smartwater.acknowledge', companyId),
  setsThresholds: (scope: ActorScope, companyId: number) =>
    smartwaterPolicy.reads(scope, companyId) && canIn(scope, 'company.administer', companyId),
};
