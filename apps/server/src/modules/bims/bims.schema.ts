import { contentTable } from '../../platform/content/content.table.ts';

export const bims = contentTable('bims');
