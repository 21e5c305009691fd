import { type Intersection, type Mesh, Vector3 } from 'three';
import { type MeshVolume, meshVolume } from '../volume.ts';
import type { PickedSurface } from './snapping.ts';

/** A mesh hit as the toolkit snaps to it: the point, and the hit triangle's corners and edges in the scene. */
export function surfaceOf(found: Intersection): PickedSurface {
  const mesh = found.object as Mesh;
  const position = mesh.geometry?.getAttribute('position');
  if (!found.face || !position) return { point: found.point };
  mesh.updateMatrixWorld();
  const corners = [found.face.a, found.face.b, found.face.c].map((i) =>
    new Vector3().fromBufferAttribute(position, i).applyMatrix4(mesh.matrixWorld),
  );
  const [a, b, c] = corners as [Vector3, Vector3, Vector3];
  return {
    point: found.point,
    vertices: corners,
    edges: [
      [a, b],
      [b, c],
      [c, a],
    ],
  };
}

/** The volume a mesh encloses in the scene's units (its world scale applied), and whether it is closed. */
export function volumeOfMesh(mesh: Mesh): MeshVolume {
  const position = mesh.geometry.getAttribute('position');
  mesh.updateMatrixWorld();
  const world = new Float64Array(position.count * 3);
  const v = new Vector3();
  for (let i = 0; i < position.count; i++) {
    v.fromBufferAttribute(position, i).applyMatrix4(mesh.matrixWorld);
    world.set([v.x, v.y, v.z], i * 3);
  }
  const index = mesh.geometry.getIndex();
  return meshVolume(world, index ? index.array : null);
}
