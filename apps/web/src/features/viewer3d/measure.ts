/** A point in the scene's (the data's own) coordinates. */
export type Point3 = [number, number, number];

const sub = (a: Point3, b: Point3): Point3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Point3, b: Point3): Point3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const length = (a: Point3) => Math.hypot(a[0], a[1], a[2]);

export function distance(a: Point3, b: Point3): number {
  return length(sub(a, b));
}

/** Length along the points, in order (a distance is the polyline of two points). */
export function polylineLength(points: Point3[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distance(points[i - 1]!, points[i]!);
  return total;
}

/**
 * Area of the closed polygon through the points, in whatever plane it lies (half the length of the
 * sum of cross products, taken relative to the first point for precision with map coordinates).
 */
export function polygonArea(points: Point3[]): number {
  if (points.length < 3) return 0;
  const origin = points[0]!;
  const sum: Point3 = [0, 0, 0];
  for (let i = 1; i < points.length - 1; i++) {
    const c = cross(sub(points[i]!, origin), sub(points[i + 1]!, origin));
    sum[0] += c[0];
    sum[1] += c[1];
    sum[2] += c[2];
  }
  return length(sum) / 2;
}

/** Height difference between the lowest and the highest point (Z up). */
export function heightDifference(points: Point3[]): number {
  if (points.length === 0) return 0;
  const zs = points.map((p) => p[2]);
  return Math.max(...zs) - Math.min(...zs);
}

export type MeasureKind = 'distance' | 'area' | 'height' | 'angle' | 'polyline' | 'volume';

/**
 * Points a tool needs before the measurement is complete; area, polyline and a cloud's volume region
 * finish on demand (a model part's volume takes one pick).
 */
export const requiredPoints: Record<MeasureKind, number> = {
  distance: 2,
  height: 2,
  angle: 3,
  area: 3,
  polyline: 2,
  volume: 3,
};

/**
 * The measured value of a kind from its points: metres, square metres or degrees. A volume is not
 * given by its points (see `measuredValue`): 0 here.
 */
export function measureValue(kind: MeasureKind, points: Point3[]): number {
  switch (kind) {
    case 'distance':
    case 'polyline':
      return polylineLength(points);
    case 'area':
      return polygonArea(points);
    case 'height':
      return heightDifference(points);
    case 'angle': {
      if (points.length < 3) return 0;
      const u = sub(points[0]!, points[1]!);
      const v = sub(points[2]!, points[1]!);
      const cos = (u[0] * v[0] + u[1] * v[1] + u[2] * v[2]) / (length(u) * length(v) || 1);
      return (Math.acos(Math.min(1, Math.max(-1, cos))) * 180) / Math.PI;
    }
    case 'volume':
      return 0;
  }
}

/** A saved measurement's value: a volume's net result (above the base less below it), else from its points. */
export function measuredValue(m: {
  kind: MeasureKind;
  points: Point3[];
  volume: { cut: number; fill: number } | null;
}): number {
  if (m.kind === 'volume') return m.volume ? m.volume.cut - m.volume.fill : 0;
  return measureValue(m.kind, m.points);
}

/** A value with its unit, in the reader's number format. */
export function formatMeasure(kind: MeasureKind, value: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: kind === 'angle' ? 1 : 2 }).format(
    value,
  );
  if (kind === 'area') return `${number} m²`;
  if (kind === 'volume') return `${number} m³`;
  if (kind === 'angle') return `${number}°`;
  return `${number} m`;
}
