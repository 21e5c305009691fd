import type { VideoOffsets } from '@spatium/contracts';

type Matrix = [[number, number, number], [number, number, number], [number, number, number]];
type Radians = { pan: number; tilt: number; roll: number };

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * Offsets are degrees (the contract's unit, what editors type); Photo Sphere Viewer's sphereCorrection
 * takes radians: pan (yaw), tilt (pitch) and roll, composed as one rotation in 'YXZ' order.
 */
export function toSphereCorrection(offsets: VideoOffsets): Radians {
  return { pan: toRadians(offsets.yaw), tilt: toRadians(offsets.pitch), roll: toRadians(offsets.roll) };
}

/**
 * The offsets that make what the viewer shows now (looking at `view`, in radians, through the current
 * `offsets`) the starting view: that direction moves to yaw 0, pitch 0 and the screen's up stays up, so
 * the picture an editor chose is exactly the one every viewer opens on.
 */
export function offsetsForStartView(
  offsets: VideoOffsets,
  view: { yaw: number; pitch: number },
): VideoOffsets {
  // The camera turned from the start view to `view`, as PSV places it, undone on top of the correction.
  const camera = rotationYXZ({ pan: -view.yaw, tilt: -view.pitch, roll: 0 });
  const next = anglesYXZ(multiply(transpose(camera), rotationYXZ(toSphereCorrection(offsets))));
  return {
    yaw: roundDegrees(wrapDegrees(toDegrees(next.pan))),
    pitch: roundDegrees(toDegrees(next.tilt)),
    roll: roundDegrees(wrapDegrees(toDegrees(next.roll))),
  };
}

/** Ry(pan) · Rx(tilt) · Rz(roll): the rotation PSV builds from a sphere correction. */
export function rotationYXZ({ pan, tilt, roll }: Radians): Matrix {
  const [cy, sy, cx, sx, cz, sz] = [
    Math.cos(pan),
    Math.sin(pan),
    Math.cos(tilt),
    Math.sin(tilt),
    Math.cos(roll),
    Math.sin(roll),
  ];
  return [
    [cy * cz + sy * sx * sz, sy * sx * cz - cy * sz, sy * cx],
    [cx * sz, cx * cz, -sx],
    [cy * sx * sz - sy * cz, sy * sz + cy * sx * cz, cy * cx],
  ];
}

/** The pan, tilt and roll of a rotation built as in rotationYXZ (tilt within ±90°). */
function anglesYXZ(m: Matrix): Radians {
  const tilt = Math.asin(Math.min(1, Math.max(-1, -m[1][2])));
  // Looking straight up or down, pan and roll turn about the same axis: give it all to pan.
  if (Math.abs(m[1][2]) > 0.9999999) return { pan: Math.atan2(-m[2][0], m[0][0]), tilt, roll: 0 };
  return { pan: Math.atan2(m[0][2], m[2][2]), tilt, roll: Math.atan2(m[1][0], m[1][1]) };
}

export function multiply(a: Matrix, b: Matrix): Matrix {
  const cell = (r: number, c: number) =>
    a[r]![0]! * b[0]![c]! + a[r]![1]! * b[1]![c]! + a[r]![2]! * b[2]![c]!;
  return [
    [cell(0, 0), cell(0, 1), cell(0, 2)],
    [cell(1, 0), cell(1, 1), cell(1, 2)],
    [cell(2, 0), cell(2, 1), cell(2, 2)],
  ];
}

/** A rotation's inverse. */
export function transpose(m: Matrix): Matrix {
  return [
    [m[0][0], m[1][0], m[2][0]],
    [m[0][1], m[1][1], m[2][1]],
    [m[0][2], m[1][2], m[2][2]],
  ];
}

/** Into -180..180, the contract's range. */
export function wrapDegrees(degrees: number): number {
  const wrapped = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && degrees > 0 ? 180 : wrapped;
}

/** A tenth of a degree is finer than anyone can see; it keeps saved values readable. */
export function roundDegrees(degrees: number): number {
  const rounded = Math.round(degrees * 10) / 10;
  return Object.is(rounded, -0) ? 0 : rounded;
}
