/**
 * Geometry of the floor-plan mini-map. A plan point is {x, y} as fractions of the plan image
 * (0,0 top left). Directions on the plan are radians clockwise from the plan's up; a scene's
 * `heading` is the direction its panorama's yaw 0 faces, so looking at `yaw` faces heading + yaw
 * (PSV's yaw grows as the view turns right, i.e. clockwise seen from above).
 */
export interface PlanPoint {
  x: number;
  y: number;
}
export interface PlanSize {
  width: number;
  height: number;
}

const turn = Math.PI * 2;

/** An angle in [0, 2π). */
export function normaliseAngle(angle: number): number {
  return ((angle % turn) + turn) % turn;
}

/** The direction on the plan the viewer looks at. */
export function viewDirection(heading: number, yaw: number): number {
  return normaliseAngle(heading + yaw);
}

/** The direction from one plan point to another, measured in pixels (the plan need not be square). */
export function bearing(from: PlanPoint, to: PlanPoint, size: PlanSize): number {
  const dx = (to.x - from.x) * size.width;
  const dy = (to.y - from.y) * size.height;
  return normaliseAngle(Math.atan2(dx, -dy));
}

/**
 * The heading that makes the current view face `target`: the editor turns the panorama towards
 * something, then clicks where that thing is on the plan.
 */
export function headingFacing(position: PlanPoint, target: PlanPoint, yaw: number, size: PlanSize): number {
  return Number(normaliseAngle(bearing(position, target, size) - yaw).toFixed(4));
}

/** A click on the plan's box → the plan point under it, kept inside the plan. */
export function pointFromClick(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): PlanPoint {
  const clamp = (value: number) => Math.min(1, Math.max(0, Number(value.toFixed(4))));
  return { x: clamp((clientX - box.left) / box.width), y: clamp((clientY - box.top) / box.height) };
}

/** Arrow keys move a point by `step` (a fraction of the plan); other keys leave it where it is. */
export function nudge(point: PlanPoint, key: string, step: number): PlanPoint | null {
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  if (!move) return null;
  const clamp = (value: number) => Math.min(1, Math.max(0, Number(value.toFixed(4))));
  return { x: clamp(point.x + move[0]), y: clamp(point.y + move[1]) };
}

/**
 * The view cone as an SVG path in plan pixels: a wedge of `fov` radians around `direction`, from
 * the scene's point out to `radius` pixels.
 */
export function conePath(
  at: PlanPoint,
  size: PlanSize,
  direction: number,
  fov: number,
  radius: number,
): string {
  const cx = at.x * size.width;
  const cy = at.y * size.height;
  const point = (angle: number) => [cx + radius * Math.sin(angle), cy - radius * Math.cos(angle)] as const;
  const half = Math.min(fov, Math.PI * 1.9) / 2;
  const [x1, y1] = point(direction - half);
  const [x2, y2] = point(direction + half);
  const large = half * 2 > Math.PI ? 1 : 0;
  const round = (n: number) => Number(n.toFixed(2));
  return `M${round(cx)} ${round(cy)} L${round(x1)} ${round(y1)} A${round(radius)} ${round(radius)} 0 ${large} 1 ${round(x2)} ${round(y2)} Z`;
}

/** Degrees (0–359) for the builder's heading input, and back. */
export const headingToDegrees = (heading: number) =>
  Math.round((normaliseAngle(heading) * 180) / Math.PI) % 360;
export const degreesToHeading = (degrees: number) =>
  Number(normaliseAngle((degrees * Math.PI) / 180).toFixed(4));
