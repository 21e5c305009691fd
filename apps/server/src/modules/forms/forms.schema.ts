import { contentTable } from '../../platform/content/content.table.ts';

export const forms = contentTable('forms');
