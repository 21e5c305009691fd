import { appendFileSync, closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type LasHeader, lasBlocks, readLasHeader } from './las.reader.ts';

/**
 * LAS → Potree 2 octree (metadata.json, hierarchy.bin, octree.bin, "DEFAULT" encoding), out of core.
 *
 * Four passes over the file, each in fixed-size blocks: (1) bounds and attribute ranges; (2) point
 * counts on a 128³ grid, from which the octree is cut into chunks of at most `maxChunkPoints`;
 * (3) every point walks down the nodes above the chunks — the first point in each of a node's 128³
 * sampling cells stays there — and the rest are appended to their chunk's file on disk; (4) each
 * chunk is loaded alone and split the same way until nodes hold at most `maxLeafPoints`. Memory is
 * thus one block, the counting grid and one chunk, whatever the file's size. As Potree 2 expects,
 * each point is stored exactly once, in the shallowest node that sampled it.
 *
 * Positions keep the LAS integers with the file's scale and offset, so coordinates are exact.
 */

export interface ConvertOptions {
  maxChunkPoints?: number;
  maxLeafPoints?: number;
  /** 0–100 over the whole conversion. */
  onProgress?: (percent: number) => void;
}

export interface ConvertResult {
  points: number;
  bounds: { min: [number, number, number]; max: [number, number, number] };
  nodes: number;
  depth: number;
}

/** The sampling grid of every node: a node keeps at most one point per cell (Potree's spacing). */
const GRID_BITS = 7;
const GRID = 1 << GRID_BITS;
/** The counting grid of pass 2, from which chunks are cut: 128³ cells. */
const COUNT_BITS = 7;
/** Beyond this depth identical points stay together in a leaf instead of splitting forever. */
const MAX_DEPTH = 20;
const HIERARCHY_ENTRY = 22;
const FLUSH_BYTES = 1 << 16;

interface Layout {
  bytesPerPoint: number;
  hasRgb: boolean;
}

interface NodeEntry {
  numPoints: number;
  byteOffset: number;
  byteSize: number;
}

type Vec3 = [number, number, number];

export async function convertLasToPotree(
  input: string,
  outDir: string,
  options: ConvertOptions = {},
): Promise<ConvertResult> {
  const maxChunk = options.maxChunkPoints ?? 1_000_000;
  const maxLeaf = options.maxLeafPoints ?? 20_000;
  const progress = options.onProgress ?? (() => {});
  const { header, handle } = await readLasHeader(input);
  try {
    return await convert(input, header, handle, outDir, { maxChunk, maxLeaf, progress });
  } catch (error) {
    // Nothing half-written stays behind: the caller publishes the directory only on success.
    await rm(outDir, { recursive: true, force: true });
    throw error;
  } finally {
    await handle.close();
  }
}

async function convert(
  input: string,
  header: LasHeader,
  handle: Parameters<typeof lasBlocks>[0],
  outDir: string,
  { maxChunk, maxLeaf, progress }: { maxChunk: number; maxLeaf: number; progress: (percent: number) => void },
): Promise<ConvertResult> {
  {
    await mkdir(outDir, { recursive: true });
    const chunkDir = path.join(outDir, '.chunks');
    await mkdir(chunkDir, { recursive: true });
    const layout: Layout = {
      hasRgb: header.layout.rgbOffset !== null,
      bytesPerPoint: header.layout.rgbOffset !== null ? 22 : 16,
    };

    // Pass 1: bounds (in LAS integers) and attribute ranges.
    const stats = await scanStats(handle, header, (done) => progress(Math.round(done * 20)));
    const min: Vec3 = [0, 1, 2].map((a) => stats.minInt[a]! * header.scale[a]! + header.offset[a]!) as Vec3;
    const max: Vec3 = [0, 1, 2].map((a) => stats.maxInt[a]! * header.scale[a]! + header.offset[a]!) as Vec3;
    const size = Math.max(max[0] - min[0], max[1] - min[1], max[2] - min[2], header.scale[0]);
    const cube = { min, size };

    // Pass 2: counts on the counting grid, then the chunks and the nodes above them.
    const counts = await countCells(handle, header, cube, (done) => progress(20 + Math.round(done * 15)));
    const plan = planChunks(counts, maxChunk);

    // Pass 3: upper nodes sample, chunks get the rest on disk.
    const upper = new Map<string, { cells: Uint8Array; records: Buffer[]; count: number }>();
    for (const name of plan.upper) upper.set(name, { cells: new Uint8Array(GRID ** 3 / 8), records: [], count: 0 });
    const pending = new Map<string, { parts: Buffer[]; bytes: number }>();
    const chunkFile = (name: string) => path.join(chunkDir, `${name}.bin`);
    const flush = (name: string, entry: { parts: Buffer[]; bytes: number }) => {
      appendFileSync(chunkFile(name), Buffer.concat(entry.parts, entry.bytes));
      entry.parts = [];
      entry.bytes = 0;
    };
    const u = new Float64Array(3);
    for await (const block of lasBlocks(handle, header)) {
      for (let i = 0; i < block.count; i++) {
        const at = i * header.recordLength;
        const record = toRecord(block.bytes, at, header, layout);
        normalise(record, header, cube, u);
        let name = 'r';
        let depth = 0;
        const node3: Vec3 = [0, 0, 0];
        for (;;) {
          const node = upper.get(name);
          if (!node) break;
          const cell = cellOf(u, 0, depth, node3);
          const bit = 1 << (cell.index & 7);
          const byte = cell.index >> 3;
          if ((node.cells[byte]! & bit) === 0) {
            node.cells[byte]! |= bit;
            node.records.push(record);
            node.count++;
            name = '';
            break;
          }
          name += String(cell.octant);
          depth++;
          node3[0] = node3[0] * 2 + ((cell.octant >> 2) & 1);
          node3[1] = node3[1] * 2 + ((cell.octant >> 1) & 1);
          node3[2] = node3[2] * 2 + (cell.octant & 1);
        }
        if (name === '') continue;
        let entry = pending.get(name);
        if (!entry) {
          entry = { parts: [], bytes: 0 };
          pending.set(name, entry);
        }
        entry.parts.push(record);
        entry.bytes += record.length;
        if (entry.bytes >= FLUSH_BYTES) flush(name, entry);
      }
      progress(35 + Math.round(((block.first + block.count) / header.points) * 25));
    }
    for (const [name, entry] of pending) if (entry.bytes > 0) flush(name, entry);

    // Pass 4: each chunk alone, split into nodes and appended to octree.bin.
    const octreeFd = openSync(path.join(outDir, 'octree.bin'), 'w');
    const nodes = new Map<string, NodeEntry>();
    let written = 0;
    const emit = (name: string, data: Buffer) => {
      writeSync(octreeFd, data, 0, data.length, written);
      nodes.set(name, { numPoints: data.length / layout.bytesPerPoint, byteOffset: written, byteSize: data.length });
      written += data.length;
    };
    try {
      const chunkNames = [...pending.keys()];
      const stamps = new Uint32Array(GRID ** 3);
      const generation = { value: 0 };
      for (const [index, name] of chunkNames.entries()) {
        const data = readFileSync(chunkFile(name));
        await rm(chunkFile(name));
        buildChunk(name, data, { header, layout, cube, maxLeaf, stamps, generation, emit });
        progress(60 + Math.round(((index + 1) / chunkNames.length) * 35));
      }
      for (const [name, node] of upper) if (node.count > 0) emit(name, Buffer.concat(node.records));
    } finally {
      closeSync(octreeFd);
    }
    await rm(chunkDir, { recursive: true, force: true });

    const hierarchy = encodeHierarchy(nodes);
    await writeFile(path.join(outDir, 'hierarchy.bin'), hierarchy.bytes);
    const boxMax: Vec3 = [min[0] + size, min[1] + size, min[2] + size];
    const metadata = {
      version: '2.0',
      name: path.basename(input),
      description: '',
      points: header.points,
      projection: '',
      hierarchy: { firstChunkSize: hierarchy.bytes.length, stepSize: 4, depth: hierarchy.depth },
      offset: header.offset,
      scale: header.scale,
      spacing: size / GRID,
      boundingBox: { min, max: boxMax },
      encoding: 'DEFAULT',
      attributes: attributes(layout, stats, min, max),
    };
    await writeFile(path.join(outDir, 'metadata.json'), JSON.stringify(metadata, null, 2));
    progress(100);
    return { points: header.points, bounds: { min, max }, nodes: nodes.size, depth: hierarchy.depth };
  }
}

interface Stats {
  minInt: Vec3;
  maxInt: Vec3;
  intensity: [number, number];
  returns: [number, number];
  classes: [number, number];
  rgb: [Vec3, Vec3];
}

async function scanStats(
  handle: Parameters<typeof lasBlocks>[0],
  header: LasHeader,
  onBlock: (done: number) => void,
): Promise<Stats> {
  const s: Stats = {
    minInt: [Infinity, Infinity, Infinity],
    maxInt: [-Infinity, -Infinity, -Infinity],
    intensity: [Infinity, -Infinity],
    returns: [Infinity, -Infinity],
    classes: [Infinity, -Infinity],
    rgb: [
      [Infinity, Infinity, Infinity],
      [-Infinity, -Infinity, -Infinity],
    ],
  };
  const { classOffset, classMask, returnBits, rgbOffset } = header.layout;
  const returnMask = (1 << returnBits) - 1;
  for await (const block of lasBlocks(handle, header)) {
    const b = block.bytes;
    for (let i = 0; i < block.count; i++) {
      const at = i * header.recordLength;
      for (let a = 0; a < 3; a++) {
        const v = b.readInt32LE(at + a * 4);
        if (v < s.minInt[a]!) s.minInt[a] = v;
        if (v > s.maxInt[a]!) s.maxInt[a] = v;
      }
      const intensity = b.readUInt16LE(at + 12);
      s.intensity = [Math.min(s.intensity[0], intensity), Math.max(s.intensity[1], intensity)];
      const ret = b[at + 14]! & returnMask;
      s.returns = [Math.min(s.returns[0], ret), Math.max(s.returns[1], ret)];
      const cls = b[at + classOffset]! & classMask;
      s.classes = [Math.min(s.classes[0], cls), Math.max(s.classes[1], cls)];
      if (rgbOffset !== null)
        for (let c = 0; c < 3; c++) {
          const v = b.readUInt16LE(at + rgbOffset + c * 2);
          if (v < s.rgb[0][c]!) s.rgb[0][c] = v;
          if (v > s.rgb[1][c]!) s.rgb[1][c] = v;
        }
    }
    onBlock((block.first + block.count) / header.points);
  }
  return s;
}

/** One point in the output layout: int32 x/y/z, uint16 intensity, uint8 return, uint8 class, uint16 rgb. */
function toRecord(b: Buffer, at: number, header: LasHeader, layout: Layout): Buffer {
  const r = Buffer.allocUnsafe(layout.bytesPerPoint);
  b.copy(r, 0, at, at + 14); // x, y, z, intensity: identical in every format.
  r[14] = b[at + 14]! & ((1 << header.layout.returnBits) - 1);
  r[15] = b[at + header.layout.classOffset]! & header.layout.classMask;
  if (header.layout.rgbOffset !== null) b.copy(r, 16, at + header.layout.rgbOffset, at + header.layout.rgbOffset + 6);
  return r;
}

/** The point's position in the cube as 0–1 on each axis (written into `u`). */
function normalise(record: Buffer, header: LasHeader, cube: { min: Vec3; size: number }, u: Float64Array) {
  for (let a = 0; a < 3; a++)
    u[a] = (record.readInt32LE(a * 4) * header.scale[a]! + header.offset[a]! - cube.min[a]!) / cube.size;
}

/** A node's integer coordinates at its depth, from the octants in its name. */
function coordsOf(name: string): Vec3 {
  const c: Vec3 = [0, 0, 0];
  for (let i = 1; i < name.length; i++) {
    const o = name.charCodeAt(i) - 48;
    c[0] = c[0] * 2 + ((o >> 2) & 1);
    c[1] = c[1] * 2 + ((o >> 1) & 1);
    c[2] = c[2] * 2 + (o & 1);
  }
  return c;
}

/**
 * A point's sampling cell within the node at `depth` and integer coordinates `at`, and the octant
 * of the child it goes to if the cell is taken. Octant bits follow Potree: 4 = x, 2 = y, 1 = z.
 */
function cellOf(u: Float64Array, offset: number, depth: number, at: Vec3): { index: number; octant: number } {
  const cells = 2 ** (depth + GRID_BITS);
  const local = (v: number, base: number) =>
    Math.min(GRID - 1, Math.max(0, Math.min(cells - 1, Math.floor(v * cells)) - base * GRID));
  const cx = local(u[offset]!, at[0]);
  const cy = local(u[offset + 1]!, at[1]);
  const cz = local(u[offset + 2]!, at[2]);
  const half = GRID / 2;
  return {
    index: (cx * GRID + cy) * GRID + cz,
    octant: ((cx >= half ? 1 : 0) << 2) | ((cy >= half ? 1 : 0) << 1) | (cz >= half ? 1 : 0),
  };
}

async function countCells(
  handle: Parameters<typeof lasBlocks>[0],
  header: LasHeader,
  cube: { min: Vec3; size: number },
  onBlock: (done: number) => void,
): Promise<Uint32Array> {
  const n = 1 << COUNT_BITS;
  const counts = new Uint32Array(n ** 3);
  for await (const block of lasBlocks(handle, header)) {
    const b = block.bytes;
    for (let i = 0; i < block.count; i++) {
      const at = i * header.recordLength;
      let index = 0;
      for (let a = 0; a < 3; a++) {
        const v = (b.readInt32LE(at + a * 4) * header.scale[a]! + header.offset[a]! - cube.min[a]!) / cube.size;
        index = index * n + Math.min(n - 1, Math.max(0, Math.floor(v * n)));
      }
      counts[index]!++;
    }
    onBlock((block.first + block.count) / header.points);
  }
  return counts;
}

/**
 * Cuts the octree into chunks: from the root down, a node with more than `maxChunk` points (by the
 * counting grid) becomes an upper node sampled in pass 3; the others are chunks. A node at the
 * counting grid's own depth is a chunk whatever its count.
 */
function planChunks(counts: Uint32Array, maxChunk: number): { upper: string[] } {
  // A pyramid of counts, level COUNT_BITS = the grid itself.
  const levels: Uint32Array[] = [];
  levels[COUNT_BITS] = counts;
  for (let level = COUNT_BITS - 1; level >= 0; level--) {
    const n = 1 << level;
    const finer = levels[level + 1]!;
    const coarse = new Uint32Array(n ** 3);
    const m = n * 2;
    for (let x = 0; x < m; x++)
      for (let y = 0; y < m; y++)
        for (let z = 0; z < m; z++)
          coarse[((x >> 1) * n + (y >> 1)) * n + (z >> 1)]! += finer[(x * m + y) * m + z]!;
    levels[level] = coarse;
  }
  const upper: string[] = [];
  const visit = (name: string, level: number, x: number, y: number, z: number) => {
    const n = 1 << level;
    const count = levels[level]![(x * n + y) * n + z]!;
    if (count === 0 || count <= maxChunk || level === COUNT_BITS) return;
    upper.push(name);
    for (let o = 0; o < 8; o++)
      visit(name + o, level + 1, x * 2 + ((o >> 2) & 1), y * 2 + ((o >> 1) & 1), z * 2 + (o & 1));
  };
  visit('r', 0, 0, 0, 0);
  return { upper };
}

interface ChunkContext {
  header: LasHeader;
  layout: Layout;
  cube: { min: Vec3; size: number };
  maxLeaf: number;
  stamps: Uint32Array;
  generation: { value: number };
  emit: (name: string, data: Buffer) => void;
}

function buildChunk(name: string, data: Buffer, ctx: ChunkContext): void {
  const bpp = ctx.layout.bytesPerPoint;
  const count = data.length / bpp;
  const u = new Float64Array(count * 3);
  const one = new Float64Array(3);
  for (let i = 0; i < count; i++) {
    normalise(data.subarray(i * bpp, (i + 1) * bpp), ctx.header, ctx.cube, one);
    u.set(one, i * 3);
  }
  const all = new Uint32Array(count);
  for (let i = 0; i < count; i++) all[i] = i;
  splitNode(name, name.length - 1, all, data, u, ctx);
}

function splitNode(
  name: string,
  depth: number,
  indices: Uint32Array,
  data: Buffer,
  u: Float64Array,
  ctx: ChunkContext,
): void {
  if (indices.length === 0) return;
  const bpp = ctx.layout.bytesPerPoint;
  const gather = (list: Uint32Array | number[]) => {
    const out = Buffer.allocUnsafe(list.length * bpp);
    for (let i = 0; i < list.length; i++) data.copy(out, i * bpp, list[i]! * bpp, (list[i]! + 1) * bpp);
    return out;
  };
  if (indices.length <= ctx.maxLeaf || depth >= MAX_DEPTH) {
    ctx.emit(name, gather(indices));
    return;
  }
  ctx.generation.value++;
  const generation = ctx.generation.value;
  const kept: number[] = [];
  const octants = new Uint8Array(indices.length);
  const sizes = new Uint32Array(8);
  const at = coordsOf(name);
  for (let i = 0; i < indices.length; i++) {
    const p = indices[i]!;
    const cell = cellOf(u, p * 3, depth, at);
    if (ctx.stamps[cell.index] !== generation) {
      ctx.stamps[cell.index] = generation;
      kept.push(p);
      octants[i] = 255;
    } else {
      octants[i] = cell.octant;
      sizes[cell.octant]!++;
    }
  }
  ctx.emit(name, gather(kept));
  const children = [...sizes].map((n) => new Uint32Array(n));
  const filled = new Uint32Array(8);
  for (let i = 0; i < indices.length; i++) {
    const o = octants[i]!;
    if (o !== 255) children[o]![filled[o]!++] = indices[i]!;
  }
  for (let o = 0; o < 8; o++) splitNode(name + o, depth + 1, children[o]!, data, u, ctx);
}

/** Every node breadth first, one 22-byte entry each, in the single chunk potree-core reads first. */
function encodeHierarchy(nodes: Map<string, NodeEntry>): { bytes: Buffer; depth: number } {
  const order: string[] = [];
  const queue = nodes.has('r') ? ['r'] : [];
  let depth = 0;
  while (queue.length > 0) {
    const name = queue.shift()!;
    order.push(name);
    depth = Math.max(depth, name.length - 1);
    for (let o = 0; o < 8; o++) if (nodes.has(name + o)) queue.push(name + o);
  }
  const bytes = Buffer.alloc(order.length * HIERARCHY_ENTRY);
  order.forEach((name, i) => {
    const node = nodes.get(name)!;
    let mask = 0;
    for (let o = 0; o < 8; o++) if (nodes.has(name + o)) mask |= 1 << o;
    const at = i * HIERARCHY_ENTRY;
    bytes.writeUInt8(mask === 0 ? 1 : 0, at); // 1 = leaf, 0 = inner node (2 would be a proxy).
    bytes.writeUInt8(mask, at + 1);
    bytes.writeUInt32LE(node.numPoints, at + 2);
    bytes.writeBigInt64LE(BigInt(node.byteOffset), at + 6);
    bytes.writeBigInt64LE(BigInt(node.byteSize), at + 14);
  });
  return { bytes, depth };
}

function attributes(layout: Layout, s: Stats, min: Vec3, max: Vec3) {
  const one = (name: string, type: 'uint8' | 'uint16', size: number, range: [number, number]) => ({
    name,
    description: '',
    size,
    numElements: 1,
    elementSize: size,
    type,
    min: [range[0]],
    max: [range[1]],
  });
  const list: object[] = [
    { name: 'position', description: '', size: 12, numElements: 3, elementSize: 4, type: 'int32', min, max },
    one('intensity', 'uint16', 2, s.intensity),
    one('return number', 'uint8', 1, s.returns),
    one('classification', 'uint8', 1, s.classes),
  ];
  if (layout.hasRgb)
    list.push({ name: 'rgb', description: '', size: 6, numElements: 3, elementSize: 2, type: 'uint16', min: s.rgb[0], max: s.rgb[1] });
  return list;
}
