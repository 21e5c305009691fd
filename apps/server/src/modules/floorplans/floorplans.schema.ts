import { contentTable } from '../content/content.table.ts';

export const floorplans = contentTable('floorplans');
