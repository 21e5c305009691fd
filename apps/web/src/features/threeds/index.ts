// 3D models: the viewer pages are lazy routes of their own (router.tsx imports pages/ModelViewerPage.tsx
// and pages/PublicThreedPage.tsx); a share link's page shows the same view.
export { useThreedViewer } from './api/models.ts';
export { ThreedView } from './components/ThreedView.tsx';
