import { contentTable } from '../../platform/content/content.table.ts';

export const floorplans = contentTable('floorplans');
