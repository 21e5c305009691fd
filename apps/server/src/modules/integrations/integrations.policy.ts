import type { CollectionPolicy } from '../companies/index.ts';

/** Integrations hold secrets of outside systems: only the company's admins and role 3, even to read. */
export const integrationsPolicy: CollectionPolicy = {
  read: 'company.administer',
  write: 'company.administer',
};
