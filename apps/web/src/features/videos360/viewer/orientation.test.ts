import type { VideoOffsets } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import {
  multiply,
  offsetsForStartView,
  rotationYXZ,
  toSphereCorrection,
  transpose,
  wrapDegrees,
} from './orientation.ts';

type Vector = [number, number, number];
const rad = (degrees: number) => (degrees * Math.PI) / 180;

// Photo Sphere Viewer's formula for a view direction.
function direction(yaw: number, pitch: number): Vector {
  return [-Math.cos(pitch) * Math.sin(yaw), Math.sin(pitch), Math.cos(pitch) * Math.cos(yaw)];
}
/** Where a direction seen through `before` is seen through `after`. */
function moved(v: Vector, before: VideoOffsets, after: VideoOffsets): Vector {
  const m = multiply(
    rotationYXZ(toSphereCorrection(after)),
    transpose(rotationYXZ(toSphereCorrection(before))),
  );
  return m.map((row) => row[0] * v[0] + row[1] * v[1] + row[2] * v[2]) as Vector;
}
const close = (a: Vector, b: Vector) =>
  expect(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])).toBeLessThan(0.005);

describe('offsetsForStartView', () => {
  it('turns an upright video so the direction looked at becomes the start, as a plain yaw', () => {
    expect(offsetsForStartView({ yaw: 0, pitch: 0, roll: 0 }, { yaw: rad(30), pitch: 0 })).toEqual({
      yaw: 30,
      pitch: 0,
      roll: 0,
    });
  });

  it.each([
    [
      { yaw: 0, pitch: 0, roll: 0 },
      { yaw: rad(200), pitch: rad(-25) },
    ],
    [
      { yaw: 45, pitch: 10, roll: -5 },
      { yaw: rad(10), pitch: rad(15) },
    ],
    [
      { yaw: -170, pitch: -30, roll: 12 },
      { yaw: rad(300), pitch: rad(40) },
    ],
  ])('from %j looking at %j, opens on that picture with the screen upright', (offsets, view) => {
    const next = offsetsForStartView(offsets, view);
    // What was in the middle of the screen is straight ahead at the start view (yaw 0, pitch 0)…
    close(moved(direction(view.yaw, view.pitch), offsets, next), direction(0, 0));
    // …and what was straight above the middle of the screen is straight up there.
    close(moved(direction(view.yaw, view.pitch + Math.PI / 2), offsets, next), direction(0, Math.PI / 2));
    for (const value of [next.yaw, next.roll]) expect(Math.abs(value)).toBeLessThanOrEqual(180);
    expect(Math.abs(next.pitch)).toBeLessThanOrEqual(90);
  });
});

describe('wrapDegrees', () => {
  it.each([
    [190, -170],
    [-190, 170],
    [180, 180],
    [540, 180],
    [-180, -180],
    [45, 45],
  ])('%d° is %d°', (input, expected) => {
    expect(wrapDegrees(input)).toBe(expected);
  });
});
