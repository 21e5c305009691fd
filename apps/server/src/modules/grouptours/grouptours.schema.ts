import { contentTable } from '../content/content.table.ts';

export const grouptours = contentTable('grouptours');
