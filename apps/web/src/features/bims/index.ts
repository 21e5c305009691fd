// BIM models: the viewer pages are lazy routes of their own (router.tsx imports pages/*.tsx); a share
// link's page shows the same view.

// What a story's live chapter uses: the viewer's data and the scene, a chunk of its own.
export { useBimViewer, usePublicBim } from './api/bims.ts';
export { BimView } from './components/BimView.tsx';
export const loadBimScene = () => import('./viewer/BimScene.tsx');
