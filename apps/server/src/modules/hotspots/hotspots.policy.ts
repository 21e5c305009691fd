import type { CollectionPolicy } from '../companies/index.ts';

/** Hotspots: everyone in the company sees them; its admins and role 3 change them. */
export const hotspotsPolicy: CollectionPolicy = {
  read: 'content.read',
  write: 'company.administer',
};
