import { useState } from 'react';
import type { Point3 } from '../measure.ts';
import type { NavigationControls, NavigationMode } from '../navigation.ts';

/**
 * The navigation of a 3D viewer: the mode, fit requests, the helicopter's height and the train's
 * path and ride; for the scene (`scene`) and the toolkit panel (`toolkit`).
 */
export function useNavigating() {
  const [navigation, setNavigation] = useState<NavigationMode>('orbit');
  const [fitRequest, setFitRequest] = useState(0);
  const [height, setHeight] = useState<number | null>(null);
  const [path, setPath] = useState<Point3[]>([]);
  const [drawing, setDrawing] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(3);
  const [restart, setRestart] = useState(0);

  const scene: NavigationControls = {
    navigation,
    fitRequest,
    height,
    onHeight: setHeight,
    train: {
      path,
      drawing,
      playing,
      speed,
      restart,
      onPathPoint: (point) => setPath((current) => [...current, point]),
      onPlaying: setPlaying,
    },
  };
  return {
    scene,
    toolkit: {
      navigation,
      onNavigation: (mode: NavigationMode) => {
        setNavigation(mode);
        setPlaying(false);
        setDrawing(false);
      },
      onFit: () => setFitRequest((n) => n + 1),
      height,
      onHeight: setHeight,
      pathPoints: path.length,
      drawing,
      onDrawing: (next: boolean) => {
        setDrawing(next);
        if (next) setPlaying(false);
      },
      playing,
      onPlaying: (next: boolean) => {
        setPlaying(next);
        if (next) setDrawing(false);
      },
      speed,
      onSpeed: setSpeed,
      onRestart: () => setRestart((n) => n + 1),
      onRemovePath: () => {
        setPath([]);
        setPlaying(false);
      },
    },
  };
}
