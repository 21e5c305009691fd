import { contentTable } from '../content/content.table.ts';

export const maps = contentTable('maps');
