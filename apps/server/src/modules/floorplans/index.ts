// What other modules may use of floor plans; everything else in this folder is its own.
export { tileSheetIntoStorage } from './floorplans.service.ts';
