import { lazy, Suspense } from 'react';
import { importWithTimeout } from '../../../platform/api/index.ts';
import { LoadingState } from '../../system/index.ts';
import type { SceneEditorViewerProps } from './SceneEditorViewer.tsx';

// The builder's panorama pulls in Photo Sphere Viewer and three.js only when a scene is shown.
const SceneEditorViewer = lazy(() => importWithTimeout(() => import('./SceneEditorViewer.tsx')));

export function LazySceneEditorViewer(props: SceneEditorViewerProps) {
  return (
    <Suspense fallback={<LoadingState lines={4} />}>
      <SceneEditorViewer {...props} />
    </Suspense>
  );
}
