import { contentTable } from '../content/content.table.ts';

/** Parts of a point cloud (scans, tiles); `properties.cloud` names the parent. */
export const cloudChildren = contentTable('cloud_children');
