import type { CollectionPolicy } from '../companies/index.ts';

/** API tokens open the company's data to outside systems: only its admins and role 3, even to read. */
export const tokensPolicy: CollectionPolicy = {
  read: 'company.administer',
  write: 'company.administer',
};
