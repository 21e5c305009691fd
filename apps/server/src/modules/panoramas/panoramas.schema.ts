import { contentTable } from '../content/content.table.ts';

export const panoramas = contentTable('panoramas');
