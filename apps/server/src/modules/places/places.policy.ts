import type { CollectionPolicy } from '../companies/index.ts';

/** Places: everyone in the company sees them; its admins and role 3 change them. */
export const placesPolicy: CollectionPolicy = {
  read: 'content.read',
  write: 'company.administer',
};
