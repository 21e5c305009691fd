// What other modules may use of companies; everything else in this folder is its own.
export { findCompany, memberIds } from './companies.repository.ts';
export { CompanyCollection } from './company-collection.repository.ts';
export { companyFeatureIsOn, companyWithFeature, hasCompanyFeature } from './company-features.ts';
export {
  type ActorScope,
  adminListNames,
  adminListWithout,
  type CollectionPolicy,
  CompanyCollectionAccess,
  loadActorScope,
  namesAdmin,
  relatedCompanies,
  relationTo,
} from './company-scope.ts';
