import { can } from '@spatium/contracts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { type CatalogueAccess, isCompanyAdminOf } from '../content/content.access.ts';

/** The actor and what the tag rules need to know about them. */
export interface TagActor {
  actor: Actor;
  access: CatalogueAccess;
  memberOf: number[];
}

/**
 * Tags belong to a company. Role 3 manages every company's; a company admin their company's; a
 * member may see (and filter by) their companies' tags; role 5 none. A tag of a company the actor is
 * not in is answered as missing.
 */
export const tagPolicy = {
  mayUseTags: (actor: Actor) => can(actor.roleId, 'content.read'),
  maySee: (who: TagActor, companyId: number) =>
    who.access.isAdmin || who.memberOf.includes(companyId) || who.access.adminCompanyIds.includes(companyId),
  mayManage: (who: TagActor, companyId: number) => isCompanyAdminOf(who.access, companyId),
};
