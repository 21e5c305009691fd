import { contentTable } from '../content/content.table.ts';

export const geojsons = contentTable('geojsons');
