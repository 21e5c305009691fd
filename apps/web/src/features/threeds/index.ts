// 3D models: the viewer pages are lazy routes of their own (router.tsx imports pages/ModelViewerPage.tsx
// and pages/PublicThreedPage.tsx); a share link's page shows the same view.
// What a story's live chapter uses: the public model and the scene, a chunk of its own.
export { usePublicThreed, useThreedViewer } from './api/models.ts';
export { ThreedView } from './components/ThreedView.tsx';
export const loadModelScene = () => import('./viewer/ModelScene.tsx');
