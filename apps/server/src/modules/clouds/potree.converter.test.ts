import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudRejected } from './las.reader.ts';
import { type LasPoint, writeLas } from './las.writer.ts';
import { convertLasToPotree } from './potree.converter.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'spatium-potree-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Ground, a wall and a dense pole (many points in few cells, so nodes must split deep). */
function scene(count: number, seed: number): LasPoint[] {
  const random = seeded(seed);
  const points: LasPoint[] = [];
  for (let i = 0; i < count; i++) {
    const pick = random();
    const [x, y, z] =
      pick < 0.5
        ? [random() * 80, random() * 50, random() * 0.3]
        : pick < 0.85
          ? [20 + random() * 30, 10, random() * 12]
          : [5 + random() * 0.2, 5 + random() * 0.2, random() * 20];
    points.push({
      x: 1000 + x,
      y: 2000 + y,
      z: 50 + z,
      intensity: Math.floor(random() * 65536),
      returnNumber: 1 + Math.floor(random() * 5),
      classification: [2, 6, 1][Math.floor(pick * 2.99)]!,
      rgb: [Math.floor(random() * 65536), Math.floor(random() * 65536), Math.floor(random() * 65536)],
    });
  }
  return points;
}

interface DecodedNode {
  name: string;
  type: number;
  numPoints: number;
  min: number[];
  size: number;
  records: Buffer[];
}

/** Reads a converted octree the way potree-core does: breadth-first hierarchy, child boxes by halving. */
async function readOctree(out: string) {
  const metadata = JSON.parse(await readFile(path.join(out, 'metadata.json'), 'utf8'));
  const hierarchy = await readFile(path.join(out, 'hierarchy.bin'));
  const octree = await readFile(path.join(out, 'octree.bin'));
  expect(hierarchy.length).toBe(metadata.hierarchy.firstChunkSize);
  const bpp = metadata.attributes.reduce((sum: number, a: { size: number }) => sum + a.size, 0);
  const box = metadata.boundingBox;
  const size = box.max[0] - box.min[0];
  const nodes: DecodedNode[] = [];
  const queue: { name: string; min: number[]; size: number }[] = [{ name: 'r', min: box.min, size }];
  for (let i = 0; i < hierarchy.length / 22; i++) {
    const current = queue[i]!;
    const at = i * 22;
    const type = hierarchy[at]!;
    const mask = hierarchy[at + 1]!;
    const numPoints = hierarchy.readUInt32LE(at + 2);
    const byteOffset = Number(hierarchy.readBigInt64LE(at + 6));
    const byteSize = Number(hierarchy.readBigInt64LE(at + 14));
    expect(byteSize).toBe(numPoints * bpp);
    const records: Buffer[] = [];
    for (let p = 0; p < numPoints; p++)
      records.push(octree.subarray(byteOffset + p * bpp, byteOffset + (p + 1) * bpp));
    nodes.push({ name: current.name, type, numPoints, min: current.min, size: current.size, records });
    expect(type === 1).toBe(mask === 0);
    for (let o = 0; o < 8; o++) {
      if (!(mask & (1 << o))) continue;
      const half = current.size / 2;
      queue.push({
        name: current.name + o,
        min: [
          current.min[0]! + (o & 4 ? half : 0),
          current.min[1]! + (o & 2 ? half : 0),
          current.min[2]! + (o & 1 ? half : 0),
        ],
        size: half,
      });
    }
  }
  expect(nodes.length).toBe(queue.length);
  return { metadata, nodes, bpp, octreeSize: octree.length };
}

function expectedRecord(p: LasPoint, scale: number, withRgb: boolean, extended: boolean): Buffer {
  const r = Buffer.alloc(withRgb ? 22 : 16);
  r.writeInt32LE(Math.round(p.x / scale), 0);
  r.writeInt32LE(Math.round(p.y / scale), 4);
  r.writeInt32LE(Math.round(p.z / scale), 8);
  r.writeUInt16LE(p.intensity, 12);
  r[14] = p.returnNumber & (extended ? 15 : 7);
  r[15] = p.classification;
  if (withRgb) for (let c = 0; c < 3; c++) r.writeUInt16LE(p.rgb![c]!, 16 + c * 2);
  return r;
}

const sorted = (records: Buffer[]) => records.map((r) => r.toString('hex')).sort();

describe('LAS → Potree 2 conversion', () => {
  it('keeps every point once, in a valid octree potree-core can walk', async () => {
    const points = scene(60_000, 1);
    const input = path.join(dir, 'scene.las');
    await writeLas(input, points, { pointFormat: 3 });
    const out = path.join(dir, 'scene');
    const seen: number[] = [];
    const result = await convertLasToPotree(input, out, {
      maxChunkPoints: 8_000,
      maxLeafPoints: 1_500,
      onProgress: (p) => seen.push(p),
    });
    expect(result.points).toBe(60_000);
    expect(seen.at(-1)).toBe(100);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const { metadata, nodes, bpp, octreeSize } = await readOctree(out);
    expect(metadata.points).toBe(60_000);
    expect(metadata.attributes.map((a: { name: string }) => a.name)).toEqual([
      'position',
      'intensity',
      'return number',
      'classification',
      'rgb',
    ]);
    expect(result.bounds.min[0]).toBeCloseTo(Math.min(...points.map((p) => p.x)), 3);
    expect(result.bounds.max[2]).toBeCloseTo(Math.max(...points.map((p) => p.z)), 3);
    // The octree is deep enough to have needed upper nodes, chunks and splits inside chunks.
    expect(result.depth).toBeGreaterThanOrEqual(3);
    expect(nodes.reduce((sum, n) => sum + n.numPoints, 0)).toBe(60_000);
    expect(octreeSize).toBe(60_000 * bpp);
    const all = nodes.flatMap((n) => n.records);
    expect(sorted(all)).toEqual(sorted(points.map((p) => expectedRecord(p, 0.001, true, false))));
    const epsilon = 0.002;
    const outside: string[] = [];
    const doubled: string[] = [];
    for (const node of nodes) {
      expect(node.numPoints).toBeGreaterThan(0);
      if (node.type === 1) expect(node.numPoints).toBeLessThanOrEqual(1_500);
      const cells = new Set<string>();
      for (const r of node.records) {
        const xyz = [0, 1, 2].map((a) => r.readInt32LE(a * 4) * metadata.scale[a] + metadata.offset[a]);
        const inside = xyz.every(
          (v, a) => v >= node.min[a]! - epsilon && v <= node.min[a]! + node.size + epsilon,
        );
        if (!inside) outside.push(`${node.name}: ${xyz.join()}`);
        // Inner nodes are a sample: at most one point per spacing cell.
        if (node.type === 0) {
          const cell = xyz
            .map((v, a) => Math.min(127, Math.floor(((v - node.min[a]!) / node.size) * 128)))
            .join();
          if (cells.has(cell)) doubled.push(`${node.name}: ${cell}`);
          cells.add(cell);
        }
      }
    }
    expect(outside).toEqual([]);
    expect(doubled).toEqual([]);
    expect(existsSync(path.join(out, '.chunks'))).toBe(false);
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('reads point format %i', async (format) => {
    const points = scene(3_000, 10 + format);
    const input = path.join(dir, `format-${format}.las`);
    await writeLas(input, points, { pointFormat: format });
    const out = path.join(dir, `format-${format}`);
    await convertLasToPotree(input, out, { maxLeafPoints: 400 });
    const { nodes } = await readOctree(out);
    const withRgb = [2, 3, 5, 7, 8, 10].includes(format);
    expect(sorted(nodes.flatMap((n) => n.records))).toEqual(
      sorted(points.map((p) => expectedRecord(p, 0.001, withRgb, format >= 6))),
    );
  });

  it('reads LAS 1.3 headers', async () => {
    const input = path.join(dir, 'v13.las');
    await writeLas(input, scene(500, 3), { pointFormat: 1, minor: 3 });
    expect((await convertLasToPotree(input, path.join(dir, 'v13'))).points).toBe(500);
  });

  it('refuses a truncated file and leaves nothing behind', async () => {
    const input = path.join(dir, 'truncated.las');
    await writeLas(input, scene(2_000, 4), { pointFormat: 3 });
    await truncate(input, 227 + 34 * 1_500);
    const out = path.join(dir, 'truncated');
    await expect(convertLasToPotree(input, out)).rejects.toThrow(
      'The file is truncated: it declares 2000 points but holds only 1500.',
    );
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a file that only carries the .las name', async () => {
    const input = path.join(dir, 'photo.las');
    await writeFile(input, Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n'), Buffer.alloc(400)]));
    const out = path.join(dir, 'photo');
    const error = await convertLasToPotree(input, out).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CloudRejected);
    expect((error as CloudRejected).code).toBe('not_las');
    expect((error as Error).message).toBe('The file is not a LAS point cloud (no LASF signature).');
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a header without points', async () => {
    const input = path.join(dir, 'empty.las');
    await writeLas(input, [], { pointFormat: 0 });
    await expect(convertLasToPotree(input, path.join(dir, 'empty'))).rejects.toMatchObject({ code: 'empty' });
  });
});
