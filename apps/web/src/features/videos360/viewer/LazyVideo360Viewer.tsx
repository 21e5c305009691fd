import { lazy, Suspense } from 'react';
import { importWithTimeout } from '../../../platform/api/index.ts';
import { LoadingState } from '../../system/index.ts';
import type { Video360ViewerProps } from './Video360Viewer.tsx';

// Photo Sphere Viewer, its video adapter and three.js are only downloaded when a video is opened.
const Video360Viewer = lazy(() => importWithTimeout(() => import('./Video360Viewer.tsx')));

export function LazyVideo360Viewer(props: Video360ViewerProps) {
  return (
    <Suspense fallback={<LoadingState lines={4} />}>
      <Video360Viewer {...props} />
    </Suspense>
  );
}
