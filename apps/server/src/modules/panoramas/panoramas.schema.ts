import { contentTable } from '../../platform/content/content.table.ts';

export const panoramas = contentTable('panoramas');
