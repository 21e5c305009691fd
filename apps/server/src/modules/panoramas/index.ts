// What other modules may use of panoramas; everything else in this folder is its own.
export { presentPanoramaTiles } from './panoramas.presenter.ts';
export {
  findPanorama,
  findPanoramasOfCompany,
  type PanoramaRow,
  patchPanoramaProperties,
  setPanoramaThumbnail,
} from './panoramas.repository.ts';
export { TILING_JOB } from './panoramas.service.ts';
export { tileIntoStorage } from './panoramas.tiling.ts';
