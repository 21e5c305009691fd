import { describe, expect, it } from 'vitest';
import type { Point3 } from './measure.ts';
import { insideOutline, meshVolume, regionVolume } from './volume.ts';

/** Points on a regular grid over [0, size]², at the height `surface` gives. */
function gridCloud(size: number, step: number, surface: (x: number, y: number) => number): number[] {
  const samples: number[] = [];
  for (let x = step / 2; x < size; x += step)
    for (let y = step / 2; y < size; y += step) samples.push(x, y, surface(x, y));
  return samples;
}

const square = (size: number): Point3[] => [
  [0, 0, 0],
  [size, 0, 0],
  [size, size, 0],
  [0, size, 0],
];

describe('regionVolume', () => {
  it('measures a flat box of points above the lowest point as area × height', () => {
    const samples = [...gridCloud(10, 0.1, () => 2), 5, 5, 0];
    const result = regionVolume(square(10), samples);
    expect(result.base).toBe(0);
    expect(result.cut).toBeCloseTo(200, -1);
    expect(result.fill).toBe(0);
    expect(result.points).toBe(10_001);
  });

  it('separates what lies above a typed base from what lies below it', () => {
    // Half the square at height 3, half at height 1; a base at 2 cuts 1 m over 50 m² and fills as much,
    // to within the one column of cells the step falls in.
    const samples = gridCloud(10, 0.1, (x) => (x < 5 ? 3 : 1));
    const result = regionVolume(square(10), samples, { base: 2 });
    expect(Math.abs(result.cut - 50)).toBeLessThan(1);
    expect(Math.abs(result.fill - 50)).toBeLessThan(1);
    expect(result.cut + result.fill).toBeCloseTo(100, 6);
  });

  it('integrates a sloping surface (a wedge) to half its box', () => {
    const samples = gridCloud(10, 0.05, (x) => x / 10);
    const result = regionVolume(square(10), samples, { base: 0 });
    expect(result.cut).toBeCloseTo(50, 0);
  });

  it('counts only points inside the drawn outline, whatever lies outside', () => {
    const samples = gridCloud(20, 0.1, (x, y) => (x < 10 && y < 10 ? 1 : 50));
    const triangle: Point3[] = [
      [0, 0, 0],
      [10, 0, 0],
      [0, 10, 0],
    ];
    const result = regionVolume(triangle, samples, { base: 0 });
    expect(result.cut).toBeCloseTo(50, -1);
  });

  it('bridges small gaps between points instead of counting them as nothing', () => {
    const samples = gridCloud(10, 0.1, () => 1).filter((_, i, all) => {
      const point = Math.floor(i / 3);
      const x = all[point * 3]!;
      return x < 4.5 || x > 4.8;
    });
    const result = regionVolume(square(10), samples, { base: 0 });
    expect(result.cut).toBeCloseTo(100, -1);
    expect(result.empty).toBe(0);
  });

  it('finds nothing in a region without points', () => {
    const result = regionVolume(square(10), [50, 50, 1]);
    expect(result).toMatchObject({ cut: 0, fill: 0, points: 0 });
  });
});

describe('insideOutline', () => {
  it('tells inside from outside of a concave outline', () => {
    const notch: Point3[] = [
      [0, 0, 0],
      [10, 0, 0],
      [10, 10, 0],
      [5, 5, 0],
      [0, 10, 0],
    ];
    expect(insideOutline(notch, 5, 2)).toBe(true);
    expect(insideOutline(notch, 5, 8)).toBe(false);
    expect(insideOutline(notch, 11, 2)).toBe(false);
  });
});

/** An axis-aligned box as 12 triangles wound outwards, vertices split per face as glTF does. */
function boxMesh(w: number, d: number, h: number, x0 = 100): number[] {
  const c = (i: number): Point3 => [x0 + (i & 1 ? w : 0), i & 2 ? d : 0, i & 4 ? h : 0];
  const faces = [
    [0, 2, 3, 1],
    [4, 5, 7, 6],
    [0, 1, 5, 4],
    [2, 6, 7, 3],
    [0, 4, 6, 2],
    [1, 3, 7, 5],
  ];
  const positions: number[] = [];
  for (const [a, b, q, e] of faces)
    positions.push(...c(a!), ...c(b!), ...c(q!), ...c(a!), ...c(q!), ...c(e!));
  return positions;
}

describe('meshVolume', () => {
  it('gives a closed box its volume, wherever it stands', () => {
    const result = meshVolume(boxMesh(2, 3, 4), null);
    expect(result.closed).toBe(true);
    expect(result.volume).toBeCloseTo(24, 9);
  });

  it('gives an indexed tetrahedron its volume', () => {
    const positions = [0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1];
    const index = [0, 2, 1, 0, 1, 3, 0, 3, 2, 1, 2, 3];
    const result = meshVolume(positions, index);
    expect(result.closed).toBe(true);
    expect(result.volume).toBeCloseTo(1 / 6, 9);
  });

  it('reports a box without its lid as not closed', () => {
    const open = boxMesh(2, 3, 4).slice(0, 5 * 18);
    expect(meshVolume(open, null).closed).toBe(false);
  });

  it('reports a face wound the wrong way as not closed', () => {
    const positions = boxMesh(1, 1, 1);
    // Swap two corners of the first triangle.
    positions.splice(3, 6, ...positions.slice(6, 9), ...positions.slice(3, 6));
    expect(meshVolume(positions, null).closed).toBe(false);
  });

  it('reports an empty mesh as not closed', () => {
    expect(meshVolume([], null)).toEqual({ volume: 0, closed: false });
  });
});
