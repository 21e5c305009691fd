import { contentTable } from '../../platform/content/content.table.ts';

export const tours = contentTable('tours');
