import { lazy, Suspense } from 'react';
import { importWithTimeout } from '../../../platform/api/index.ts';
import { LoadingState } from '../../system/index.ts';
import type { TourViewerProps } from './TourViewer.tsx';

// Photo Sphere Viewer and three.js are only downloaded when a tour is opened.
const TourViewer = lazy(() => importWithTimeout(() => import('./TourViewer.tsx')));

export function LazyTourViewer(props: TourViewerProps) {
  return (
    <Suspense fallback={<LoadingState lines={4} />}>
      <TourViewer {...props} />
    </Suspense>
  );
}
