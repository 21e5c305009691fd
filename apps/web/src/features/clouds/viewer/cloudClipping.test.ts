import { ClipMode, PointCloudMaterial } from 'potree-core';
import { Vector3 } from 'three';
import { describe, expect, test } from 'vitest';
import { axisPlane, clipRegion, initialClip } from '../../viewer3d/index.ts';
import { clipCloud, orientedClipBox, withPlaneCuts } from './cloudClipping.ts';

const bounds = { min: [0, 0, 0], max: [10, 10, 10] } as const;
const region = (inside: boolean) =>
  clipRegion(
    { ...initialClip, enabled: true, inside, x: [0, 0.5], planes: [axisPlane('z', 1)] },
    { min: [...bounds.min], max: [...bounds.max] },
  );

describe('clipping a point cloud', () => {
  test('the shipped shader is rewritten so that planes cut in every clip mode', () => {
    const shipped = new PointCloudMaterial({ newFormat: true }).vertexShader;
    const patched = withPlaneCuts(shipped);
    expect(patched).not.toBe(shipped);
    expect(patched).toContain('cutByPlane = true');
    expect(patched).not.toMatch(/insideAny = false; break;/);
    expect(patched).toMatch(
      /if \(cutByPlane\) \{ gl_Position = vec4\(1000\.0\); \}\s*#if defined clip_highlight_inside/,
    );
  });

  test('a box turned about the vertical holds what lies in it, in potree-core’s unit cube', () => {
    const box = orientedClipBox({ centre: [5, 5, 5], size: [8, 2, 2], rotation: Math.PI / 2 });
    const unit = (p: [number, number, number]) => new Vector3(...p).applyMatrix4(box.inverse);
    // Turned a quarter, its 8 m length runs north–south.
    expect(Math.abs(unit([5, 8.5, 5]).x)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(unit([8.5, 5, 5]).y)).toBeGreaterThan(0.5);
  });

  test('the inside is kept with the box, the outside with its opposite mode; planes are the material’s', () => {
    const material = new PointCloudMaterial({ newFormat: true });
    clipCloud(material, region(true));
    expect(material.clipMode).toBe(ClipMode.CLIP_OUTSIDE);
    expect(material.clipBoxes).toHaveLength(1);
    expect(material.clippingPlanes).toHaveLength(1);
    clipCloud(material, region(false));
    expect(material.clipMode).toBe(ClipMode.CLIP_INSIDE);
    clipCloud(material, null);
    expect(material.clipMode).toBe(ClipMode.DISABLED);
    expect(material.clipBoxes).toHaveLength(0);
    expect(material.clippingPlanes).toBeNull();
  });
});
