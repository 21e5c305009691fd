import type { PerspectiveCamera, Vector3 } from 'three';
import type { Point3 } from '../measure.ts';
import { chooseSnap, closestOnSegment, type SnapCandidate, type SnapKind } from '../snap.ts';

/** What a viewer found under the pointer: the surface point, and the geometry near it to snap to. */
export interface PickedSurface {
  point: Vector3;
  /** The hit triangle's corners, a cloud's nearest point: what a pick snaps to first. */
  vertices?: Vector3[];
  /** The hit triangle's edges. */
  edges?: [Vector3, Vector3][];
  /** The surface's outward normal (world), where the viewer knows it: a clip plane may lie on it. */
  normal?: Vector3;
}

export interface SnappedPoint {
  point: Point3;
  /** What it snapped to; null where it stayed where it was picked. */
  kind: SnapKind | null;
}

const toPoint = (v: Vector3): Point3 => [v.x, v.y, v.z];

/**
 * Where a pick lands with snapping: on the nearest vertex (of the picked geometry, or of a measurement
 * already drawn) within `radius` pixels of the pointer, else on the nearest edge point within it, else
 * where it was picked. Without snapping (`radius` 0) it stays where it was picked.
 */
export function snapPick(
  hit: PickedSurface,
  pixel: [number, number],
  camera: PerspectiveCamera,
  size: { width: number; height: number },
  measured: Point3[],
  radius: number,
): SnappedPoint {
  const picked = toPoint(hit.point);
  if (radius <= 0) return { point: picked, kind: null };
  const projected = hit.point.clone();
  const onScreen = (point: Point3, kind: SnapKind): SnapCandidate | null => {
    projected.set(...point).project(camera);
    if (projected.z > 1) return null;
    return {
      point,
      kind,
      pixel: [((projected.x + 1) / 2) * size.width, ((1 - projected.y) / 2) * size.height],
    };
  };
  const candidates = [
    ...(hit.vertices ?? []).map((v) => onScreen(toPoint(v), 'vertex')),
    ...measured.map((p) => onScreen(p, 'vertex')),
    ...(hit.edges ?? []).map(([a, b]) => onScreen(closestOnSegment(picked, toPoint(a), toPoint(b)), 'edge')),
  ].filter((c): c is SnapCandidate => c !== null);
  const chosen = chooseSnap(pixel, candidates, radius);
  return chosen ? { point: chosen.point, kind: chosen.kind } : { point: picked, kind: null };
}

/** The ring drawn where a pick would land: filled for a vertex, open for an edge, hidden otherwise. */
export function createSnapIndicator(): HTMLDivElement {
  const ring = document.createElement('div');
  ring.dataset.testid = 'snap-indicator';
  ring.style.cssText =
    'position:absolute;width:14px;height:14px;margin:-9px 0 0 -9px;border:2px solid #fab005;border-radius:50%;display:none';
  return ring;
}

export function showSnapIndicator(
  ring: HTMLDivElement,
  pixel: [number, number] | null,
  kind: SnapKind | null,
) {
  ring.style.display = pixel && kind ? 'block' : 'none';
  if (!pixel || !kind) return;
  ring.style.left = `${pixel[0]}px`;
  ring.style.top = `${pixel[1]}px`;
  ring.dataset.kind = kind;
  ring.style.background = kind === 'vertex' ? 'rgba(250,176,5,.5)' : 'transparent';
  ring.style.borderRadius = kind === 'vertex' ? '50%' : '2px';
}
