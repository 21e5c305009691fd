import { contentTable } from '../content/content.table.ts';

export const forms = contentTable('forms');
