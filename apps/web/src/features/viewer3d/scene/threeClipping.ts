import { Plane, Vector3 } from 'three';
import type { ClipRegion, HalfSpace } from '../clipping.ts';

const planeOf = (h: HalfSpace) => new Plane(new Vector3(...h.normal), h.constant);

/**
 * A clip region as three.js clipping for meshes. The planes always cut, so they are the renderer's
 * global planes (three clips where any of those cuts); the box is each material's own planes: facing
 * in to keep the inside, facing out with `clipIntersection` (cut only where all agree) to keep the
 * outside. One list per material could not say "outside the box and behind every plane".
 */
export function threeClipping(region: ClipRegion | null): {
  global: Plane[];
  local: Plane[];
  intersection: boolean;
} {
  if (!region) return { global: [], local: [], intersection: false };
  const faces = region.boxFaces.map((h) =>
    region.inside
      ? planeOf(h)
      : planeOf({ normal: h.normal.map((v) => -v) as HalfSpace['normal'], constant: -h.constant }),
  );
  return {
    global: region.planes.map(planeOf),
    local: faces,
    intersection: !region.inside && faces.length > 0,
  };
}
