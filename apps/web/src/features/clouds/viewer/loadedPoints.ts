import type { PointCloudOctree } from 'potree-core';
import { Vector3 } from 'three';

/**
 * The points the clouds have loaded and show at the current point budget, within a horizontal
 * rectangle, as x, y, z triples in the scene's coordinates: what a volume is computed from.
 */
export function loadedPointsWithin(
  clouds: PointCloudOctree[],
  min: [number, number],
  max: [number, number],
): number[] {
  const samples: number[] = [];
  const point = new Vector3();
  for (const pco of clouds)
    for (const node of pco.visibleNodes) {
      const points = node.sceneNode;
      const position = points.geometry.getAttribute('position');
      if (!position) continue;
      points.updateMatrixWorld();
      for (let i = 0; i < position.count; i++) {
        point.fromBufferAttribute(position, i).applyMatrix4(points.matrixWorld);
        if (point.x < min[0] || point.y < min[1] || point.x > max[0] || point.y > max[1]) continue;
        samples.push(point.x, point.y, point.z);
      }
    }
  return samples;
}
