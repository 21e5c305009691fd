export { myFileKeys, useSaveSceneSnapshot, useSaveSnapshot } from './api/myfiles.ts';
export { useSnapshotNotice } from './hooks/useSnapshotNotice.tsx';
export { myFilesPath } from './paths.ts';
