export { myFileKeys, useSaveSnapshot } from './api/myfiles.ts';
export { myFilesPath } from './paths.ts';
