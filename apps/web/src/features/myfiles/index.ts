export { myFileKeys, useSaveSceneSnapshot, useSaveSnapshot } from './api/myfiles.ts';
export { myFilesPath } from './paths.ts';
