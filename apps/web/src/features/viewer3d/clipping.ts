import { maxClipPlanes, type ShareClip } from '@spatium/contracts';
import type { Point3 } from './measure.ts';

// The toolkit's clipping as plain numbers (no three.js), so the panel can use it without loading a
// viewer, and each viewer turns the same region into its own clipping (three's planes, potree's box).

export { maxClipPlanes };

/** A clip plane: it cuts away what lies on the side it faces, or keeps only that side when flipped. */
export interface ClipPlane {
  id: number;
  enabled: boolean;
  /** Degrees from east (+X) towards north (+Y) of the direction the plane faces. */
  azimuth: number;
  /** Degrees above the horizon of that direction: 90 faces up and cuts away what is above. */
  tilt: number;
  /** The plane's signed distance from the content's centre along that direction, in half-diagonals. */
  offset: number;
  flipped: boolean;
}

export type HandleMode = 'translate' | 'rotate' | 'scale';

/**
 * The clip box (as fractions 0–1 of the content's bounds, turned about the vertical through its
 * centre) and the clip planes. Bounds-relative, so the page needs no coordinates to offer sliders.
 */
export interface ClipState {
  enabled: boolean;
  inside: boolean;
  x: [number, number];
  y: [number, number];
  z: [number, number];
  /** Degrees about the vertical axis through the box's centre. */
  rotation: number;
  planes: ClipPlane[];
  /** What the handles in the view move, and how; null shows none. */
  handles: { target: 'box' | number; mode: HandleMode } | null;
  /** Waiting for a point picked in the view to place a plane there. */
  placing: boolean;
}

export const initialClip: ClipState = {
  enabled: false,
  inside: true,
  x: [0, 1],
  y: [0, 1],
  z: [0, 1],
  rotation: 0,
  planes: [],
  handles: null,
  placing: false,
};

export interface Bounds {
  min: Point3;
  max: Point3;
}

/** A kept half-space: the points p with normal·p + constant ≥ 0 (three.js's and potree-core's sense). */
export interface HalfSpace {
  normal: Point3;
  constant: number;
}

/** A box of `size` centred on `centre`, turned by `rotation` radians about the vertical. */
export interface OrientedBox {
  centre: Point3;
  size: Point3;
  rotation: number;
}

/** What a viewer clips: the box (kept inside or outside) and the planes, each of which always cuts. */
export interface ClipRegion {
  box: OrientedBox | null;
  inside: boolean;
  /** The box as six half-spaces facing in: inside is where all of them keep. */
  boxFaces: HalfSpace[];
  planes: HalfSpace[];
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;
const dot = (a: Point3, b: Point3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The unit direction of an azimuth and a tilt, in degrees. */
export function direction(azimuth: number, tilt: number): Point3 {
  const a = radians(azimuth);
  const t = radians(tilt);
  return [Math.cos(t) * Math.cos(a), Math.cos(t) * Math.sin(a), Math.sin(t)];
}

/** The azimuth and tilt (degrees) of a direction; straight up or down has azimuth 0. */
export function anglesOf(d: Point3): { azimuth: number; tilt: number } {
  const length = Math.hypot(d[0], d[1], d[2]) || 1;
  const tilt = degrees(Math.asin(clamp(d[2] / length, -1, 1)));
  const flat = Math.hypot(d[0], d[1]) / length;
  const azimuth = flat < 1e-9 ? 0 : degrees(Math.atan2(d[1], d[0]));
  return { azimuth, tilt };
}

/** The content's centre and half-diagonal (1 for a point, so offsets stay finite). */
export function frameOf(bounds: Bounds): { centre: Point3; radius: number } {
  const centre = bounds.min.map((v, i) => (v + bounds.max[i]!) / 2) as Point3;
  const half = bounds.min.map((v, i) => (bounds.max[i]! - v) / 2) as Point3;
  return { centre, radius: Math.hypot(...half) || 1 };
}

/** The point of the plane nearest the content's centre: where its handles and outline are drawn. */
export function planeAnchor(plane: ClipPlane, bounds: Bounds): Point3 {
  const { centre, radius } = frameOf(bounds);
  const n = direction(plane.azimuth, plane.tilt);
  return centre.map((c, i) => c + n[i]! * plane.offset * radius) as Point3;
}

/** The half-space a plane keeps. */
export function planeHalfSpace(plane: ClipPlane, bounds: Bounds): HalfSpace {
  const n = direction(plane.azimuth, plane.tilt);
  const at = dot(n, planeAnchor(plane, bounds));
  // Facing n, the plane cuts away n·p > n·anchor; flipped, it keeps only that side.
  return plane.flipped ? { normal: n, constant: -at } : { normal: n.map((v) => -v) as Point3, constant: at };
}

/** A plane through `point` facing `facing` (it cuts away that side), e.g. towards the camera. */
export function planeThrough(point: Point3, facing: Point3, bounds: Bounds, id: number): ClipPlane {
  const { azimuth, tilt } = anglesOf(facing);
  const { centre, radius } = frameOf(bounds);
  const n = direction(azimuth, tilt);
  const offset = dot(n, point) - dot(n, centre);
  return { id, enabled: true, azimuth, tilt, offset: offset / radius, flipped: false };
}

/** A plane across one axis through the content's centre, facing east, north or up. */
export function axisPlane(axis: 'x' | 'y' | 'z', id: number): ClipPlane {
  const angles = { x: [0, 0], y: [90, 0], z: [0, 90] }[axis];
  return { id, enabled: true, azimuth: angles[0]!, tilt: angles[1]!, offset: 0, flipped: false };
}

/** The plane after its handles moved it: the handle's position and the direction it now faces. */
export function planeFromHandle(
  plane: ClipPlane,
  position: Point3,
  facing: Point3,
  bounds: Bounds,
): ClipPlane {
  return {
    ...planeThrough(position, facing, bounds, plane.id),
    enabled: plane.enabled,
    flipped: plane.flipped,
  };
}

/** The next free plane id. */
export function nextPlaneId(planes: ClipPlane[]): number {
  return planes.reduce((max, p) => Math.max(max, p.id), 0) + 1;
}

/** The clip box in the content's coordinates, or null when it is off. */
export function clipBoxOf(clip: ClipState, bounds: Bounds): OrientedBox | null {
  if (!clip.enabled) return null;
  const ranges = [clip.x, clip.y, clip.z];
  const centre = ranges.map(
    ([lo, hi], i) => bounds.min[i]! + (bounds.max[i]! - bounds.min[i]!) * ((lo + hi) / 2),
  ) as Point3;
  const size = ranges.map(([lo, hi], i) => (bounds.max[i]! - bounds.min[i]!) * (hi - lo)) as Point3;
  return { centre, size, rotation: radians(clip.rotation) };
}

/** The box's local axes in the content's coordinates. */
export function boxAxes(box: OrientedBox): [Point3, Point3, Point3] {
  const c = Math.cos(box.rotation);
  const s = Math.sin(box.rotation);
  return [
    [c, s, 0],
    [-s, c, 0],
    [0, 0, 1],
  ];
}

/** The six half-spaces facing into the box. */
export function boxFaces(box: OrientedBox): HalfSpace[] {
  return boxAxes(box).flatMap((axis, i) => {
    const half = box.size[i]! / 2;
    const along = dot(axis, box.centre);
    return [
      { normal: axis, constant: half - along },
      { normal: axis.map((v) => -v) as Point3, constant: half + along },
    ];
  });
}

/**
 * The box's sliders after its handles moved, turned or resized it: the box's centre, its size along
 * its own axes and its turn (degrees). Ranges stay within the bounds and at least 1 % wide.
 */
export function boxFromHandle(
  clip: ClipState,
  centre: Point3,
  size: Point3,
  rotation: number,
  bounds: Bounds,
): ClipState {
  const range = (i: number): [number, number] => {
    const span = bounds.max[i]! - bounds.min[i]! || 1;
    const mid = (centre[i]! - bounds.min[i]!) / span;
    const half = Math.abs(size[i]!) / span / 2;
    const lo = clamp(mid - half, 0, 0.99);
    return [lo, clamp(mid + half, lo + 0.01, 1)];
  };
  const turned = ((((rotation + 180) % 360) + 360) % 360) - 180;
  return { ...clip, x: range(0), y: range(1), z: range(2), rotation: turned };
}

/** The region a viewer clips to, in the content's coordinates. */
export function clipRegion(clip: ClipState, bounds: Bounds): ClipRegion {
  const box = clipBoxOf(clip, bounds);
  return {
    box,
    inside: clip.inside,
    boxFaces: box ? boxFaces(box) : [],
    planes: clip.planes.filter((p) => p.enabled).map((p) => planeHalfSpace(p, bounds)),
  };
}

/** Whether the region shows a point: on the kept side of every plane, and inside or outside the box. */
export function keeps(region: ClipRegion, point: Point3): boolean {
  const kept = (h: HalfSpace) => dot(h.normal, point) + h.constant >= -1e-9;
  if (!region.planes.every(kept)) return false;
  if (!region.box) return true;
  return region.boxFaces.every(kept) === region.inside;
}

/** The section as a view carries it (address, share link), or undefined when nothing is clipped. */
export function sharedClipOf(clip: ClipState): ShareClip | undefined {
  if (!clip.enabled && clip.planes.length === 0) return undefined;
  const { inside, x, y, z, rotation } = clip;
  return {
    box: clip.enabled ? { inside, x, y, z, rotation } : null,
    planes: clip.planes.map(({ azimuth, tilt, offset, flipped, enabled }) => ({
      azimuth,
      tilt,
      offset,
      flipped,
      enabled,
    })),
  };
}

/** The clipping a shared section opens with: its box and planes, no handles shown. */
export function clipFromShared(shared: ShareClip): ClipState {
  return {
    ...initialClip,
    ...(shared.box && { enabled: true, ...shared.box }),
    planes: shared.planes.map((plane, i) => ({ id: i + 1, ...plane })),
  };
}
