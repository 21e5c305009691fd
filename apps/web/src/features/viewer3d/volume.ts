import { type Point3, polygonArea } from './measure.ts';

/** The volume of a region of a point cloud, against a horizontal base plane. */
export interface RegionVolume {
  /** m³ of surface above the base (what would be cut down to it). */
  cut: number;
  /** m³ between the base and a surface below it (what would fill up to it). */
  fill: number;
  base: number;
  /** Points inside the region that the surface was built from. */
  points: number;
  /** Grid cells inside the region; `empty` of them had no point near enough to be estimated. */
  cells: number;
  empty: number;
}

/** Whether (x, y) lies inside the polygon's outline seen from above (even–odd rule). */
export function insideOutline(polygon: Point3[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const maxCellsPerSide = 256;

/**
 * Volume between the cloud's top surface and a horizontal base over a region drawn from above:
 * the integral of (surface height − base) over the region, on a grid. Each cell's surface is its
 * highest point (a stockpile's top, not the ground under it); cells without points take the mean of
 * their filled neighbours, a few rings deep, so sparse scans do not read as holes. Heights above the
 * base add to `cut`, below it to `fill`. The base defaults to the lowest point in the region.
 * `samples` are x, y, z triples, as a cloud's loaded points come.
 */
export function regionVolume(
  polygon: Point3[],
  samples: ArrayLike<number>,
  options: { base?: number | null; cell?: number } = {},
): RegionVolume {
  const empty: RegionVolume = { cut: 0, fill: 0, base: options.base ?? 0, points: 0, cells: 0, empty: 0 };
  if (polygon.length < 3) return empty;
  const xs = polygon.map((p) => p[0]);
  const ys = polygon.map((p) => p[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const width = Math.max(...xs) - minX;
  const depth = Math.max(...ys) - minY;
  const flat = polygon.map((p): Point3 => [p[0], p[1], 0]);
  const area = polygonArea(flat);
  if (area === 0) return empty;

  const inside: number[] = [];
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = 0; i + 2 < samples.length; i += 3) {
    const x = samples[i]!;
    const y = samples[i + 1]!;
    if (x < minX || y < minY || x > minX + width || y > minY + depth || !insideOutline(polygon, x, y))
      continue;
    inside.push(i);
    lowest = Math.min(lowest, samples[i + 2]!);
  }
  if (inside.length === 0) return empty;
  const base = options.base ?? lowest;

  // About two points per cell on average, so most cells hold a point, within a bounded grid.
  const spacing = Math.sqrt(area / inside.length);
  const cell = options.cell ?? Math.max(spacing * 1.5, Math.max(width, depth) / maxCellsPerSide);
  const columns = Math.max(1, Math.ceil(width / cell));
  const rows = Math.max(1, Math.ceil(depth / cell));
  const top = new Float64Array(columns * rows).fill(Number.NaN);
  for (const i of inside) {
    const c = Math.min(columns - 1, Math.floor((samples[i]! - minX) / cell));
    const r = Math.min(rows - 1, Math.floor((samples[i + 1]! - minY) / cell));
    const z = samples[i + 2]!;
    if (!(top[r * columns + c]! >= z)) top[r * columns + c] = z;
  }

  const within: number[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++)
      if (insideOutline(polygon, minX + (c + 0.5) * cell, minY + (r + 0.5) * cell))
        within.push(r * columns + c);
  fillGaps(top, columns, rows, within, 3);

  let cut = 0;
  let fill = 0;
  let holes = 0;
  for (const index of within) {
    const height = top[index]! - base;
    if (Number.isNaN(height)) holes++;
    else if (height > 0) cut += height;
    else fill -= height;
  }
  // The cells' centres approximate the outline; scale the sums to the region's exact area.
  const estimated = within.length - holes;
  const scale = estimated > 0 ? area / within.length / estimated : 0;
  return {
    cut: cut * scale * within.length,
    fill: fill * scale * within.length,
    base,
    points: inside.length,
    cells: within.length,
    empty: holes,
  };
}

function fillGaps(top: Float64Array, columns: number, rows: number, cells: number[], rings: number): void {
  for (let pass = 0; pass < rings; pass++) {
    const updates: [number, number][] = [];
    for (const index of cells) {
      if (!Number.isNaN(top[index]!)) continue;
      const r = Math.floor(index / columns);
      const c = index % columns;
      let sum = 0;
      let count = 0;
      for (let dr = -1; dr <= 1; dr++)
        for (let dc = -1; dc <= 1; dc++) {
          const rr = r + dr;
          const cc = c + dc;
          if (rr < 0 || cc < 0 || rr >= rows || cc >= columns) continue;
          const z = top[rr * columns + cc]!;
          if (!Number.isNaN(z)) {
            sum += z;
            count++;
          }
        }
      if (count > 0) updates.push([index, sum / count]);
    }
    if (updates.length === 0) return;
    for (const [index, z] of updates) top[index] = z;
  }
}

/** The volume a triangle mesh encloses, and whether it is closed (otherwise the volume means little). */
export interface MeshVolume {
  volume: number;
  closed: boolean;
}

/**
 * Enclosed volume by signed tetrahedra: each triangle with a reference point spans a tetrahedron whose
 * signed volumes sum to the enclosed one, whatever the reference (the centroid, for precision). The
 * mesh is closed when every edge is shared by exactly two triangles running it in opposite directions;
 * vertices are merged by position first, as glTF splits them at UV and normal seams.
 * `positions` are x, y, z triples in the scene's coordinates; `index` lists triangles, or null if
 * every three positions are one.
 */
export function meshVolume(positions: ArrayLike<number>, index: ArrayLike<number> | null): MeshVolume {
  const vertexCount = positions.length / 3;
  const triangles = index ? index.length / 3 : vertexCount / 3;
  const corner = (t: number, k: number) => (index ? index[t * 3 + k]! : t * 3 + k);
  let cx = 0;
  let cy = 0;
  let cz = 0;
  for (let v = 0; v < vertexCount; v++) {
    cx += positions[v * 3]!;
    cy += positions[v * 3 + 1]!;
    cz += positions[v * 3 + 2]!;
  }
  cx /= vertexCount || 1;
  cy /= vertexCount || 1;
  cz /= vertexCount || 1;

  const ids = new Map<string, number>();
  const merged = new Int32Array(vertexCount);
  const tolerance = 1e-6;
  for (let v = 0; v < vertexCount; v++) {
    const key = [0, 1, 2].map((k) => Math.round(positions[v * 3 + k]! / tolerance)).join(',');
    const id = ids.get(key) ?? ids.size;
    ids.set(key, id);
    merged[v] = id;
  }

  let six = 0;
  // Per undirected edge: how often it is run from its lower to its higher vertex id, and back.
  const edges = new Map<string, [number, number]>();
  for (let t = 0; t < triangles; t++) {
    const [a, b, c] = [corner(t, 0), corner(t, 1), corner(t, 2)];
    const ax = positions[a * 3]! - cx;
    const ay = positions[a * 3 + 1]! - cy;
    const az = positions[a * 3 + 2]! - cz;
    const bx = positions[b * 3]! - cx;
    const by = positions[b * 3 + 1]! - cy;
    const bz = positions[b * 3 + 2]! - cz;
    const qx = positions[c * 3]! - cx;
    const qy = positions[c * 3 + 1]! - cy;
    const qz = positions[c * 3 + 2]! - cz;
    six += ax * (by * qz - bz * qy) - ay * (bx * qz - bz * qx) + az * (bx * qy - by * qx);
    const m = [merged[a]!, merged[b]!, merged[c]!];
    for (let k = 0; k < 3; k++) {
      const from = m[k]!;
      const to = m[(k + 1) % 3]!;
      const key = from < to ? `${from},${to}` : `${to},${from}`;
      const uses = edges.get(key) ?? [0, 0];
      uses[from < to ? 0 : 1]++;
      edges.set(key, uses);
    }
  }
  const closed = triangles > 0 && [...edges.values()].every(([up, down]) => up === 1 && down === 1);
  return { volume: Math.abs(six) / 6, closed };
}
