import { describe, expect, it } from 'vitest';
import {
  anglesOf,
  axisPlane,
  type Bounds,
  boxFromHandle,
  type ClipState,
  clipBoxOf,
  clipRegion,
  direction,
  initialClip,
  keeps,
  planeAnchor,
  planeFromHandle,
  planeHalfSpace,
  planeThrough,
} from './clipping.ts';
import type { Point3 } from './measure.ts';

const bounds: Bounds = { min: [0, 0, 0], max: [10, 20, 6] };
const close = (a: number[], b: number[]) => {
  for (const [i, v] of a.entries()) expect(v).toBeCloseTo(b[i]!, 9);
};
const side = (clip: ClipState, point: Point3) => keeps(clipRegion(clip, bounds), point);

describe('clip plane geometry', () => {
  it('turns azimuth and tilt into a direction and back', () => {
    close(direction(0, 0), [1, 0, 0]);
    close(direction(90, 0), [0, 1, 0]);
    close(direction(0, 90), [0, 0, 1]);
    close(direction(45, 30), [Math.cos(Math.PI / 6) / Math.SQRT2, Math.cos(Math.PI / 6) / Math.SQRT2, 0.5]);
    const back = anglesOf(direction(-120, -35));
    expect(back.azimuth).toBeCloseTo(-120, 9);
    expect(back.tilt).toBeCloseTo(-35, 9);
    expect(anglesOf([0, 0, -3])).toEqual({ azimuth: 0, tilt: -90 });
  });

  it('places a plane through a picked point facing the camera, and it cuts what is in front', () => {
    const picked: Point3 = [2, 5, 1];
    const plane = planeThrough(picked, [0, -1, 0], bounds, 1);
    expect(plane.azimuth).toBeCloseTo(-90, 9);
    expect(plane.tilt).toBeCloseTo(0, 9);
    const half = planeHalfSpace(plane, bounds);
    // The picked point lies on the plane.
    expect(half.normal[0] * 2 + half.normal[1] * 5 + half.normal[2] * 1 + half.constant).toBeCloseTo(0, 9);
    const clip = { ...initialClip, planes: [plane] };
    expect(side(clip, [2, 4, 1])).toBe(false);
    expect(side(clip, [2, 6, 1])).toBe(true);
    // Flipped, it keeps the other side.
    const flipped = { ...initialClip, planes: [{ ...plane, flipped: true }] };
    expect(side(flipped, [2, 4, 1])).toBe(true);
    expect(side(flipped, [2, 6, 1])).toBe(false);
  });

  it('offsets a plane along its direction in half-diagonals of the content', () => {
    const radius = Math.hypot(5, 10, 3);
    const plane = { ...axisPlane('z', 1), offset: 2 / radius };
    close(planeAnchor(plane, bounds), [5, 10, 5]);
    const clip = { ...initialClip, planes: [plane] };
    expect(side(clip, [5, 10, 4.9])).toBe(true);
    expect(side(clip, [5, 10, 5.1])).toBe(false);
  });

  it('cuts with an angled plane: 45° up towards the east through the centre', () => {
    const clip = { ...initialClip, planes: [{ ...axisPlane('x', 1), tilt: 45 }] };
    expect(side(clip, [4, 10, 2])).toBe(true);
    expect(side(clip, [6, 10, 4])).toBe(false);
    expect(side(clip, [4, 10, 4.1])).toBe(false);
  });

  it('keeps what every enabled plane keeps, and ignores a plane switched off', () => {
    const a = axisPlane('x', 1);
    const b = { ...axisPlane('y', 2), flipped: true };
    const clip = { ...initialClip, planes: [a, b] };
    expect(side(clip, [4, 15, 3])).toBe(true);
    expect(side(clip, [4, 5, 3])).toBe(false);
    expect(side(clip, [6, 15, 3])).toBe(false);
    expect(side({ ...clip, planes: [a, { ...b, enabled: false }] }, [4, 5, 3])).toBe(true);
  });

  it('keeps a plane where its handles leave it, facing where they turned it', () => {
    const plane = axisPlane('x', 3);
    const moved = planeFromHandle({ ...plane, flipped: true }, [7, 2, 2], [0, 0, 1], bounds);
    expect(moved).toMatchObject({ id: 3, flipped: true, enabled: true });
    expect(moved.tilt).toBeCloseTo(90, 9);
    close(planeAnchor(moved, bounds), [5, 10, 2]);
  });
});

describe('clip box geometry', () => {
  const box = { ...initialClip, enabled: true, x: [0.2, 0.6], y: [0, 0.5], z: [0, 1] } as ClipState;

  it('maps the sliders onto the bounds', () => {
    const mapped = clipBoxOf(box, bounds)!;
    close(mapped.centre, [4, 5, 3]);
    close(mapped.size, [4, 10, 6]);
    expect(mapped.rotation).toBe(0);
    expect(clipBoxOf(initialClip, bounds)).toBeNull();
  });

  it('shows the inside or the outside', () => {
    expect(side(box, [3, 5, 3])).toBe(true);
    expect(side(box, [8, 5, 3])).toBe(false);
    const outside = { ...box, inside: false };
    expect(side(outside, [3, 5, 3])).toBe(false);
    expect(side(outside, [8, 5, 3])).toBe(true);
  });

  it('turns about the vertical through its centre', () => {
    // Turned 90°, the box's 4 m by 10 m footprint lies 10 m east–west and 4 m north–south.
    const turned = { ...box, rotation: 90 };
    expect(side(turned, [8.5, 5, 3])).toBe(true);
    expect(side(turned, [4, 8, 3])).toBe(false);
    expect(side(box, [8.5, 5, 3])).toBe(false);
    expect(side(box, [4, 8, 3])).toBe(true);
  });

  it('cuts its inside with a plane too, and the outside keeps the plane', () => {
    const cut = { ...box, planes: [axisPlane('z', 1)] };
    expect(side(cut, [3, 5, 2])).toBe(true);
    expect(side(cut, [3, 5, 4])).toBe(false);
    const outside = { ...cut, inside: false };
    expect(side(outside, [8, 15, 2])).toBe(true);
    expect(side(outside, [8, 15, 4])).toBe(false);
    expect(side(outside, [3, 5, 2])).toBe(false);
  });

  it('reads the sliders back from handles that moved, resized and turned it', () => {
    const moved = boxFromHandle(box, [5, 10, 3], [2, 4, 6], 30, bounds);
    close(moved.x, [0.4, 0.6]);
    close(moved.y, [0.4, 0.6]);
    close(moved.z, [0, 1]);
    expect(moved.rotation).toBe(30);
    // Past the bounds, a range stops at them; a turn is kept within ±180°.
    const pushed = boxFromHandle(box, [11, 10, 3], [4, 4, 6], 270, bounds);
    close(pushed.x, [0.9, 1]);
    expect(pushed.rotation).toBe(-90);
    expect(clipBoxOf(moved, bounds)!.rotation).toBeCloseTo(Math.PI / 6, 9);
  });
});
