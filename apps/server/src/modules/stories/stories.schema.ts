import { contentTable } from '../../platform/content/content.table.ts';

export const stories = contentTable('stories');
