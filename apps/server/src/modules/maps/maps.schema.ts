import { contentTable } from '../../platform/content/content.table.ts';

export const maps = contentTable('maps');
