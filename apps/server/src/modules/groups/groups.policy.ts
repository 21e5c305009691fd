import type { CollectionPolicy } from '../companies/index.ts';

/** Groups: everyone in the company sees them; its admins and role 3 change them. */
export const groupsPolicy: CollectionPolicy = {
  read: 'content.read',
  write: 'company.administer',
};
