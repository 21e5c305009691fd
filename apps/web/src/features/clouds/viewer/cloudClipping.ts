import { ClipMode, type IClipBox, type PointCloudMaterial } from 'potree-core';
import { Box3, Matrix4, Plane, Quaternion, Vector3 } from 'three';
import type { ClipRegion, OrientedBox } from '../../viewer3d/index.ts';

// potree-core's shader counts a point behind a clip plane as "outside the clip volumes", so with the
// box's outside shown (CLIP_INSIDE) a plane brought back what it should cut. The toolkit's planes
// always cut, whatever the box shows: the rejection is kept apart and applied after the box's.
const planeRejects = /if\s*\(\s*d\s*<\s*0\.0\s*\)\s*\{\s*insideAny\s*=\s*false;\s*break;\s*\}/;
const clipStart = /bool insideAny = false;/;
const highlightInside = /#if defined clip_highlight_inside\s*\n\s*if \(insideAny\)/;

/** The vertex shader with clip planes that cut in every clip mode; unchanged if potree-core changes. */
export function withPlaneCuts(vertexShader: string): string {
  if (!planeRejects.test(vertexShader) || !highlightInside.test(vertexShader)) return vertexShader;
  return vertexShader
    .replace(clipStart, 'bool insideAny = false;\n\t\tbool cutByPlane = false;')
    .replace(planeRejects, 'if (d < 0.0) { cutByPlane = true; break; }')
    .replace(highlightInside, (found) => `if (cutByPlane) { gl_Position = vec4(1000.0); }\n\t\t${found}`);
}

/** Makes a material's clip planes cut in every clip mode (on top of its other shader changes). */
export function enablePlaneCuts(material: PointCloudMaterial): void {
  const before = material.onBeforeCompile;
  material.onBeforeCompile = (shader, renderer) => {
    before.call(material, shader, renderer);
    shader.vertexShader = withPlaneCuts(shader.vertexShader);
  };
}

/** potree-core's clip box for a box turned about the vertical (its own helper makes upright ones only). */
export function orientedClipBox(box: OrientedBox): IClipBox {
  const matrix = new Matrix4().compose(
    new Vector3(...box.centre),
    new Quaternion().setFromAxisAngle(new Vector3(0, 0, 1), box.rotation),
    new Vector3(...box.size.map((v) => Math.max(v, 1e-6))),
  );
  return {
    box: new Box3(new Vector3(-0.5, -0.5, -0.5), new Vector3(0.5, 0.5, 0.5)),
    matrix,
    inverse: matrix.clone().invert(),
    position: new Vector3(...box.centre),
  };
}

/** Gives a cloud's material the toolkit's clip region: the box inside or outside, and the planes. */
export function clipCloud(material: PointCloudMaterial, region: ClipRegion | null): void {
  const box = region?.box;
  material.setClipBoxes(box ? [orientedClipBox(box)] : []);
  const planes = region?.planes ?? [];
  material.clippingPlanes =
    planes.length > 0 ? planes.map((h) => new Plane(new Vector3(...h.normal), h.constant)) : null;
  material.clipMode = box
    ? region.inside
      ? ClipMode.CLIP_OUTSIDE
      : ClipMode.CLIP_INSIDE
    : planes.length > 0
      ? ClipMode.CLIP_OUTSIDE
      : ClipMode.DISABLED;
}
