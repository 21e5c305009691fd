import { CompanyCollection } from '../companies/index.ts';
import { places } from './places.schema.ts';

export type PlaceRow = typeof places.$inferSelect;

export const placesCollection = new CompanyCollection(
  places,
  { id: places.id, title: places.title, created_at: places.createdAt },
  { field: 'title', direction: 'asc' },
);
