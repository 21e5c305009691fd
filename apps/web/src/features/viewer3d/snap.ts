import type { Point3 } from './measure.ts';

/** What a picked point snapped to: a vertex (a mesh's, a cloud point, a measurement's) or an edge. */
export type SnapKind = 'vertex' | 'edge';

/** A point the pick could snap to, with where it shows on the canvas (CSS pixels). */
export interface SnapCandidate {
  point: Point3;
  kind: SnapKind;
  pixel: [number, number];
}

/** The default snapping distance on screen, in CSS pixels. */
export const snapRadius = 12;

/**
 * The candidate a pick at `at` snaps to: the nearest vertex within `radius` pixels, else the nearest
 * edge point within it (a corner is what one aims for; an edge only when no corner is near), else none.
 */
export function chooseSnap(
  at: [number, number],
  candidates: SnapCandidate[],
  radius = snapRadius,
): SnapCandidate | null {
  for (const kind of ['vertex', 'edge'] as const) {
    let best: SnapCandidate | null = null;
    let bestDistance = radius;
    for (const candidate of candidates) {
      if (candidate.kind !== kind) continue;
      const distance = Math.hypot(candidate.pixel[0] - at[0], candidate.pixel[1] - at[1]);
      if (distance <= bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    if (best) return best;
  }
  return null;
}

/** The point of the segment a–b nearest to p: where a pick near an edge lands on it. */
export function closestOnSegment(p: Point3, a: Point3, b: Point3): Point3 {
  const ab: Point3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const lengthSq = ab[0] ** 2 + ab[1] ** 2 + ab[2] ** 2;
  const t =
    lengthSq === 0
      ? 0
      : Math.max(
          0,
          Math.min(1, ((p[0] - a[0]) * ab[0] + (p[1] - a[1]) * ab[1] + (p[2] - a[2]) * ab[2]) / lengthSq),
        );
  return [a[0] + ab[0] * t, a[1] + ab[1] * t, a[2] + ab[2] * t];
}
