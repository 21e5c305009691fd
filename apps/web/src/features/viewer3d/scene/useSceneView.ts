import { type RefObject, useEffect, useRef } from 'react';
import type { Box3 } from 'three';
import type { CameraView, Viewer3D } from './Viewer3D.ts';

/** What a 3D viewer's page gives its scene about the camera. */
export interface SceneViewProps {
  /** The camera to open at (the address's, a share link's); fit to the content when null. */
  initialView?: CameraView | null;
  /** Filled with a function that reads the current camera: for the address, sharing, issues. */
  viewReader?: RefObject<(() => CameraView | null) | null>;
}

/**
 * Connects a toolkit scene's camera to its page: the page's `viewReader` reads it, and `frame` places
 * the camera once the content is there — at `initialView` the first time, fitted to the box after.
 */
export function useSceneView(viewer: RefObject<Viewer3D | null>, props: SceneViewProps) {
  const applied = useRef(false);
  const initial = useRef(props.initialView);
  const { viewReader } = props;
  useEffect(() => {
    if (!viewReader) return;
    viewReader.current = () => viewer.current?.getView() ?? null;
    return () => {
      viewReader.current = null;
    };
  }, [viewer, viewReader]);
  return (box: Box3) => {
    const scene = viewer.current;
    if (!scene) return;
    if (!applied.current && initial.current) scene.setView(initial.current, box);
    else scene.fitToView(box);
    applied.current = true;
  };
}
