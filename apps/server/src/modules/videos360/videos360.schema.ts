import { contentTable } from '../content/content.table.ts';

export const videos360 = contentTable('videos360');
