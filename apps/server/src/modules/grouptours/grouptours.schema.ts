import { contentTable } from '../../platform/content/content.table.ts';

export const grouptours = contentTable('grouptours');
