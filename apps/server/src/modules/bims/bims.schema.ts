import { contentTable } from '../content/content.table.ts';

export const bims = contentTable('bims');
