// What other modules may use of settings; everything else in this folder is its own.
export { getOverrides } from './settings.service.ts';
