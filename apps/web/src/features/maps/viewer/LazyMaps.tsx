import { lazy, Suspense } from 'react';
import { importWithTimeout } from '../../../platform/api/index.ts';
import { LoadingState } from '../../system/index.ts';
import type { LayerMapCanvasProps } from './LayerMapCanvas.tsx';
import type { MarkerMapCanvasProps } from './MarkerMapCanvas.tsx';
import type { ProjectMapCanvasProps } from './ProjectMapCanvas.tsx';

// MapLibre (and its worker) is only downloaded when a map is opened.
const ProjectMapCanvas = lazy(() => importWithTimeout(() => import('./ProjectMapCanvas.tsx')));
const LayerMapCanvas = lazy(() => importWithTimeout(() => import('./LayerMapCanvas.tsx')));
const MarkerMapCanvas = lazy(() => importWithTimeout(() => import('./MarkerMapCanvas.tsx')));

export function LazyProjectMap(props: ProjectMapCanvasProps) {
  return (
    <Suspense fallback={<LoadingState lines={6} />}>
      <ProjectMapCanvas {...props} />
    </Suspense>
  );
}

export function LazyLayerMap(props: LayerMapCanvasProps) {
  return (
    <Suspense fallback={<LoadingState lines={6} />}>
      <LayerMapCanvas {...props} />
    </Suspense>
  );
}

export function LazyMarkerMap(props: MarkerMapCanvasProps) {
  return (
    <Suspense fallback={<LoadingState lines={6} />}>
      <MarkerMapCanvas {...props} />
    </Suspense>
  );
}
