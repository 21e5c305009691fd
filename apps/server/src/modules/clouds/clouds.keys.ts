import { octreeFiles } from '@spatium/contracts';

export type CloudKind = 'clouds' | 'cloudChildren';

// Where a converted octree lives in storage; the uploaded LAS stays a file of its own.
const folder = (kind: CloudKind) => (kind === 'clouds' ? 'clouds' : 'cloud-children');
export const octreeKey = (kind: CloudKind, id: number, file: (typeof octreeFiles)[number]) =>
  `${folder(kind)}/${id}/octree/${file}`;
export const octreeKeys = (kind: CloudKind, id: number) =>
  octreeFiles.map((file) => octreeKey(kind, id, file));
