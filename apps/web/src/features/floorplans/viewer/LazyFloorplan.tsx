import { lazy, Suspense } from 'react';
import { importWithTimeout } from '../../../platform/api/index.ts';
import { LoadingState } from '../../system/index.ts';
import type { FloorplanCanvasProps } from './FloorplanCanvas.tsx';

// Leaflet is only downloaded when a floor plan is opened.
const FloorplanCanvas = lazy(() => importWithTimeout(() => import('./FloorplanCanvas.tsx')));

export function LazyFloorplan(props: FloorplanCanvasProps) {
  return (
    <Suspense fallback={<LoadingState lines={6} />}>
      <FloorplanCanvas {...props} />
    </Suspense>
  );
}
