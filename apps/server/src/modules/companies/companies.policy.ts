import { forbidden, notFound } from '../../platform/http/errors.ts';
import { type ActorScope, type CompanyRelation, relationTo } from './company-scope.ts';

/**
 * Companies: role 3 sees and changes every company; a company admin sees theirs and changes its
 * settings (not its title or admin list); a member only sees its name; anyone else, nothing (404).
 */
export const companiesPolicy = {
  mayView: (relation: CompanyRelation) => relation === 'admin' || relation === 'companyAdmin',
  mayUpdateSettings: (relation: CompanyRelation) => relation === 'admin' || relation === 'companyAdmin',
  mayUpdateEverything: (relation: CompanyRelation) => relation === 'admin',
  mayDelete: (relation: CompanyRelation) => relation === 'admin',

  /** 404 for a company the actor has nothing to do with, 403 for one they belong to but may not see. */
  assertView(scope: ActorScope, companyId: number): CompanyRelation {
    const relation = relationTo(scope, companyId);
    if (relation === 'none') throw notFound('The company');
    if (!companiesPolicy.mayView(relation)) throw forbidden();
    return relation;
  },

  abilities(relation: CompanyRelation) {
    return {
      update: companiesPolicy.mayUpdateSettings(relation),
      delete: companiesPolicy.mayDelete(relation),
    };
  },
};
