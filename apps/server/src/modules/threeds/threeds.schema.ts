import { contentTable } from '../../platform/content/content.table.ts';

export const threeds = contentTable('threeds');
