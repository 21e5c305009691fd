import { contentTable } from '../content/content.table.ts';

export const clouds = contentTable('clouds');
