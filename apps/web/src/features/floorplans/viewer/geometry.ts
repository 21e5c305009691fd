/** Points on a sheet, in pixels of the whole drawing (0,0 = top left). */
export type SheetPoint = [number, number];

/** Length of a path through the points, in pixels. */
export function pathPixels(points: readonly SheetPoint[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++)
    total += Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]);
  return total;
}

/** Area enclosed by the points taken as a closed polygon (shoelace formula), in square pixels. */
export function polygonPixels(points: readonly SheetPoint[]): number {
  if (points.length < 3) return 0;
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}

/** Metres per pixel from two points a known number of metres apart; null if the points coincide. */
export function scaleFrom(from: SheetPoint, to: SheetPoint, metres: number): number | null {
  const pixels = Math.hypot(to[0] - from[0], to[1] - from[1]);
  if (pixels < 1 || !(metres > 0)) return null;
  return metres / pixels;
}

/** A measurement in metres (or square metres) from pixels, given metres per pixel. */
export function toMetres(pixels: number, metresPerPixel: number, dimensions: 1 | 2 = 1): number {
  return pixels * metresPerPixel ** dimensions;
}
