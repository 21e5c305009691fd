// 3D models: the viewer page is a lazy route of its own (router.tsx imports pages/ModelViewerPage.tsx).
export { useThreedViewer } from './api/models.ts';
