import { contentTable } from '../../platform/content/content.table.ts';

export const clouds = contentTable('clouds');
