// What other modules may use of BIM models; everything else in this folder is its own.

export { BIM_CONVERSION_JOB } from './bims.service.ts';
export { sampleIfcBuilding } from './ifc.sample.ts';
