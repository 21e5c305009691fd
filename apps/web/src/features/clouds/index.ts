// What a story's live chapter uses: the viewer's data, its camera in an address, and the scene itself,
// which stays a chunk of its own (loaded only when a chapter shows a cloud).
export { useCloudViewer } from './api/clouds.ts';
export { usePublicCloud } from './api/publicCloud.ts';
export { CloudView } from './components/CloudView.tsx';
export { ConversionStatus } from './components/ConversionStatus.tsx';
export { defaultSettings as defaultCloudSettings } from './viewer/settings.ts';
export const loadCloudScene = () => import('./viewer/CloudScene.tsx');
