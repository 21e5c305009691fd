import { notifications } from '@mantine/notifications';
import type { Measurement } from '@spatium/contracts';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Box3, Vector3 } from 'three';
import { type Bounds, type ClipState, maxClipPlanes, nextPlaneId, planeThrough } from '../clipping.ts';
import type { MeasureTool } from '../components/ToolkitPanel.tsx';
import type { VolumeMeter } from '../hooks/useMeasuring.ts';
import type { SceneNotesControls } from '../hooks/useSceneNoting.ts';
import { measuredValue, type Point3 } from '../measure.ts';
import type { NavigationControls } from '../navigation.ts';
import type { SnapKind } from '../snap.ts';
import { ClipGizmos } from './clipGizmos.ts';
import { markerOf } from './markers.ts';
import type { SceneMeasurement, Viewer3D } from './Viewer3D.ts';

/** What every 3D viewer's page tells its scene: the toolkit's controls and the measurements to draw. */
export interface ToolkitControls extends NavigationControls {
  tool: MeasureTool;
  draft: Point3[];
  measurements: Measurement[];
  onPick: (point: Point3) => void;
  /** Whether measuring picks snap to vertices and edges (on unless turned off). */
  snap?: boolean;
  onSnap?: (kind: SnapKind | null) => void;
  /** Filled by the scene with how it measures a volume. */
  volumeMeter?: RefObject<VolumeMeter | null>;
  /** Points of interest and annotations; absent where nothing can be kept (a signed-out visitor). */
  notes?: SceneNotesControls;
  /** The clip box and planes, drawn with their handles; the viewer applies them to what it shows. */
  clip?: ClipState;
  onClip?: (clip: ClipState) => void;
}

/** A three.js box as the toolkit's bounds, or null while nothing is loaded. */
export function boundsOf(box: Box3): Bounds | null {
  return box.isEmpty() ? null : { min: box.min.toArray(), max: box.max.toArray() };
}

/**
 * Keeps a toolkit scene in step with its page's controls: navigation (the helicopter's height, the
 * train's path and ride), the compass's words, fit requests, the measuring tool (with `idleCursor`
 * while none is chosen), the visible measurements with the one being drawn, and the clipping's
 * outlines and handles (a plane is placed by the next pick while `clip.placing`).
 */
export function useToolkitControls(
  viewer: RefObject<Viewer3D | null>,
  controls: ToolkitControls,
  bounds: () => Box3,
  idleCursor = '',
): void {
  const { t } = useTranslation();
  const latest = useRef(controls);
  latest.current = controls;
  const { train } = controls;

  useEffect(() => {
    viewer.current?.setNavigation(controls.navigation);
  }, [viewer, controls.navigation]);

  useEffect(() => {
    const scene = viewer.current;
    if (!scene) return;
    scene.onHeight = (height) => latest.current.onHeight(height);
    scene.onPlaying = (playing) => latest.current.train.onPlaying(playing);
    scene.compass.describe = (degrees) => t('viewer3d.compass.label', { degrees });
    scene.compass.refresh();
  }, [viewer, t]);

  useEffect(() => {
    viewer.current?.setHeight(controls.height);
  }, [viewer, controls.height]);

  useEffect(() => {
    viewer.current?.setTrainPath(train.path);
  }, [viewer, train.path]);

  useEffect(() => {
    viewer.current?.setTrainSpeed(train.speed);
  }, [viewer, train.speed]);

  useEffect(() => {
    viewer.current?.setTrainPlaying(train.playing);
  }, [viewer, train.playing]);

  useEffect(() => {
    if (train.restart > 0) viewer.current?.restartTrain();
  }, [viewer, train.restart]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: fits on request only
  useEffect(() => {
    if (controls.fitRequest === 0) return;
    const box = bounds();
    if (!box.isEmpty()) viewer.current?.fitToView(box);
  }, [controls.fitRequest]);

  // A pick places a clip plane while placing one, else a note, else adds to the train's path while
  // drawing it, else measures while a tool is chosen: one at a time.
  const placing = controls.notes?.placing ?? false;
  const placingPlane = controls.clip?.placing ?? false;
  const drawing = controls.navigation === 'train' && train.drawing;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `bounds` reads refs only
  useEffect(() => {
    const scene = viewer.current;
    if (!scene) return;
    const picking = placing || placingPlane || drawing || controls.tool !== 'none';
    scene.onPick = !picking
      ? null
      : (point, normal) => {
          const { clip, onClip, notes, train: now } = latest.current;
          const box = boundsOf(bounds());
          if (clip?.placing && onClip && box) onClip(placePlane(clip, point, normal, scene, box));
          else if (notes?.placing) notes.onPlace(point, scene.getView());
          else if (now.drawing) now.onPathPoint(point);
          else latest.current.onPick(point);
        };
    // Said, not only unseen: with Enter at the view's centre a keyboard user cannot tell otherwise.
    scene.onMiss = !picking
      ? null
      : () => notifications.show({ id: 'pick-missed', message: t('viewer3d.pickMissed') });
    scene.canvas.style.cursor = picking ? 'crosshair' : idleCursor;
  }, [viewer, controls.tool, placing, placingPlane, drawing, idleCursor, t]);

  useEffect(() => {
    const scene = viewer.current;
    if (!scene) return;
    scene.snapping = controls.snap ?? true;
    scene.onSnap = (kind) => latest.current.onSnap?.(kind);
  }, [viewer, controls.snap]);

  // The clipping's outlines and handles, made again with the scene (it is made anew per language).
  const gizmos = useRef<ClipGizmos | null>(null);
  useEffect(() => {
    const scene = viewer.current;
    const clip = controls.clip;
    if (!scene || !clip) return;
    if (gizmos.current?.viewer !== scene) {
      gizmos.current?.dispose();
      gizmos.current = new ClipGizmos(scene, (next) => latest.current.onClip?.(next));
    }
    gizmos.current.show(clip, boundsOf(bounds()));
  });
  useEffect(
    () => () => {
      gizmos.current?.dispose();
      gizmos.current = null;
    },
    [],
  );

  useEffect(() => {
    viewer.current?.setMarkers((controls.notes?.notes ?? []).map(markerOf));
  }, [viewer, controls.notes?.notes]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: flies on request only
  useEffect(() => {
    const focus = controls.notes?.focus;
    const note = focus && latest.current.notes?.notes.find((n) => n.id === focus.id);
    if (note) viewer.current?.flyTo(note.position, note.camera, bounds());
  }, [controls.notes?.focus]);

  useEffect(() => {
    const capture = controls.notes?.capture;
    if (!capture) return;
    capture.current = () => viewer.current?.capture() ?? Promise.resolve(null);
    return () => {
      capture.current = null;
    };
  }, [viewer, controls.notes?.capture]);

  useEffect(() => {
    const shown: SceneMeasurement[] = controls.measurements
      .filter((m) => m.visible)
      .map((m) => ({ id: m.id, kind: m.kind, title: m.title, points: m.points, value: measuredValue(m) }));
    if (controls.draft.length > 0 && controls.tool !== 'none')
      shown.push({ id: 'draft', kind: controls.tool, title: '', points: controls.draft });
    viewer.current?.setMeasurements(shown);
  }, [viewer, controls.measurements, controls.draft, controls.tool]);
}

/**
 * A new plane through a picked point: on the picked surface (facing out of it, towards the camera)
 * where the viewer knows the surface's normal, otherwise facing the camera; its handles are shown.
 */
function placePlane(
  clip: ClipState,
  point: Point3,
  normal: Point3 | null,
  scene: Viewer3D,
  bounds: Bounds,
): ClipState {
  const toCamera = scene.camera.position
    .clone()
    .sub(new Vector3(...point))
    .normalize();
  let facing = toCamera;
  if (normal) {
    facing = new Vector3(...normal).normalize();
    if (facing.dot(toCamera) < 0) facing.negate();
  }
  if (clip.planes.length >= maxClipPlanes) return { ...clip, placing: false };
  const plane = planeThrough(point, facing.toArray(), bounds, nextPlaneId(clip.planes));
  return {
    ...clip,
    placing: false,
    planes: [...clip.planes, plane],
    handles: { target: plane.id, mode: 'translate' },
  };
}
