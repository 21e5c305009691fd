import { contentTable } from '../../platform/content/content.table.ts';

export const geojsons = contentTable('geojsons');
