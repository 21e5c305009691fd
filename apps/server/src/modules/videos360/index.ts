// What other modules may use of videos360; everything else in this folder is its own.
export { sampleVideo360 } from './videos360.sample.ts';
