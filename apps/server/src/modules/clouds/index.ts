// What other modules may use of point clouds; everything else in this folder is its own.

export type { CloudKind } from './clouds.keys.ts';
export {
  deleteMeasurementsOf,
  findRow as findCloudRow,
  patchProperties as patchCloudProperties,
} from './clouds.repository.ts';
export { streetScan } from './clouds.sample.ts';
export { CONVERSION_JOB } from './clouds.service.ts';
export { writeLas } from './las.writer.ts';
