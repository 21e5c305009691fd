import type { Point3 } from './measure.ts';

export type NavigationMode = 'orbit' | 'fly' | 'helicopter' | 'train';

export const navigationModes: NavigationMode[] = ['orbit', 'fly', 'helicopter', 'train'];

/** The train: a path drawn in the scene and the ride along it. */
export interface TrainControls {
  path: Point3[];
  /** While true, a pick adds a point to the path instead of measuring or selecting. */
  drawing: boolean;
  playing: boolean;
  /** Metres per second along the path. */
  speed: number;
  /** Bumped by the page to put the camera back at the path's start. */
  restart: number;
  onPathPoint: (point: Point3) => void;
  /** The scene starts and stops the ride too: Space, and the path's end. */
  onPlaying: (playing: boolean) => void;
}

/** What a 3D viewer's scene is told about navigation by its page. */
export interface NavigationControls {
  navigation: NavigationMode;
  /** Bumped by the page to ask for a fit to view. */
  fitRequest: number;
  /** Metres above the ground the helicopter keeps and the train rides; null until the scene reports one. */
  height: number | null;
  onHeight: (height: number) => void;
  train: TrainControls;
}

/** A height (metres) stays between 10 cm and 10 km: below, the camera is in the ground; above, off the map. */
export const clampHeight = (height: number) => Math.min(10_000, Math.max(0.1, height));

/** One step of Q/E or Page Up/Down: a tenth of the height, at least half a metre, so low and high flights both feel it. */
export function stepHeight(height: number, direction: 1 | -1): number {
  return clampHeight(Math.round((height + direction * Math.max(0.5, height / 10)) * 10) / 10);
}

/**
 * The helicopter's next altitude: it eases toward `height` above the ground in about a quarter of a
 * second, so a ground that is picked anew each moment (points, a kerb) does not shake the view.
 */
export function keepHeight(z: number, ground: number, height: number, seconds: number): number {
  const target = ground + height;
  return z + (target - z) * (1 - Math.exp(-seconds * 8));
}

/**
 * The compass heading of a camera, in degrees clockwise from north (+Y, as in projected survey
 * coordinates). `up` is the camera's own up on screen: looking straight down, forward has no heading
 * of its own and the top of the screen gives it. Forward minus forward.z × up is the heading's
 * direction at any pitch.
 */
export function headingOf(forward: Point3, up: Point3): number {
  const x = forward[0] - forward[2] * up[0];
  const y = forward[1] - forward[2] * up[1];
  const degrees = (Math.atan2(x, y) * 180) / Math.PI;
  return (((Math.round(degrees * 10) / 10) % 360) + 360) % 360;
}

/** How far the compass's north arrow turns (CSS degrees, clockwise): against the heading. */
export const compassRotation = (heading: number) => (heading === 0 ? 0 : 360 - heading);

/** Where the ride is after `seconds` at `speed` along a path `length` long, and whether it has arrived. */
export function rideAlong(
  travelled: number,
  speed: number,
  seconds: number,
  length: number,
): { travelled: number; arrived: boolean } {
  const next = travelled + speed * seconds;
  return next >= length ? { travelled: length, arrived: true } : { travelled: next, arrived: false };
}
