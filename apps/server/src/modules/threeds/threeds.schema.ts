import { contentTable } from '../content/content.table.ts';

export const threeds = contentTable('threeds');
