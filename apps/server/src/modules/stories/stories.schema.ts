import { contentTable } from '../content/content.table.ts';

export const stories = contentTable('stories');
