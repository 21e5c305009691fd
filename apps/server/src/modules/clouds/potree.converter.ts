import { appendFileSync, closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type LasHeader, lasBlocks, readLasHeader } from './las.reader.ts';
import { decompressLaz } from './laz.reader.ts';

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
  /** Threads that split chunks (pass 4); by default one per core, at most two. */
  threads?: number;
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
/**
 * Positions become integers on the grid of the deepest level's cells (2^27 per axis), so that a
 * point's cell at any depth is a shift, not a floor of a product: the same cells (scaling by a power
 * of two is exact), at a fraction of the cost.
 */
const FINE_BITS = MAX_DEPTH + GRID_BITS;
const FINE_MAX = 2 ** FINE_BITS - 1;
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
  const threads = options.threads ?? Math.min(2, availableParallelism());
  let opened: Awaited<ReturnType<typeof readLasHeader>> | null = null;
  try {
    opened = await readLasHeader(input);
    let source = input;
    let passes = progress;
    if (opened.header.compressed) {
      // LAZ: decompressed once into a LAS beside the octree, since the passes below read it three times.
      await opened.handle.close();
      await mkdir(outDir, { recursive: true });
      source = path.join(outDir, '.source.las');
      const lazHeader = opened.header;
      opened = null;
      await decompressLaz(input, lazHeader, source, (done) => progress(Math.round(done * 25)));
      opened = await readLasHeader(source);
      passes = (percent) => progress(25 + Math.round(percent * 0.75));
    }
    const result = await convert(input, opened.header, opened.handle, outDir, {
      maxChunk,
      maxLeaf,
      progress: passes,
      threads,
    });
    if (source !== input) await rm(source);
    return result;
  } catch (error) {
    // Nothing half-written stays behind: the caller publishes the directory only on success.
    await rm(outDir, { recursive: true, force: true });
    throw error;
  } finally {
    await opened?.handle.close();
  }
}

async function convert(
  input: string,
  header: LasHeader,
  handle: Parameters<typeof lasBlocks>[0],
  outDir: string,
  {
    maxChunk,
    maxLeaf,
    progress,
    threads,
  }: { maxChunk: number; maxLeaf: number; progress: (percent: number) => void; threads: number },
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
    const bpp = layout.bytesPerPoint;
    const upper = new Map<string, { cells: Uint8Array; data: Buffer; used: number }>();
    for (const name of plan.upper)
      upper.set(name, { cells: new Uint8Array(GRID ** 3 / 8), data: Buffer.alloc(bpp * 4096), used: 0 });
    const pending = new Map<string, { data: Buffer; used: number }>();
    const chunkFile = (name: string) => path.join(chunkDir, `${name}.bin`);
    const flush = (name: string, entry: { data: Buffer; used: number }) => {
      appendFileSync(chunkFile(name), entry.data.subarray(0, entry.used));
      entry.used = 0;
    };
    const u = new Uint32Array(3);
    const node3: Vec3 = [0, 0, 0];
    const record = Buffer.alloc(bpp);
    for await (const block of lasBlocks(handle, header)) {
      for (let i = 0; i < block.count; i++) {
        toRecord(block.bytes, i * header.recordLength, header, layout, record);
        toFine(record, 0, header, cube, u, 0);
        let name = 'r';
        let depth = 0;
        node3[0] = 0;
        node3[1] = 0;
        node3[2] = 0;
        let target: { data: Buffer; used: number } | undefined;
        for (;;) {
          const node = upper.get(name);
          if (!node) break;
          const cell = cellOf(u, 0, depth, node3);
          const index = cell >> 3;
          const bit = 1 << (index & 7);
          if ((node.cells[index >> 3]! & bit) === 0) {
            node.cells[index >> 3]! |= bit;
            if (node.used === node.data.length) {
              const grown = Buffer.alloc(node.data.length * 2);
              node.data.copy(grown);
              node.data = grown;
            }
            target = node;
            break;
          }
          const octant = cell & 7;
          name += String(octant);
          depth++;
          node3[0] = node3[0] * 2 + ((octant >> 2) & 1);
          node3[1] = node3[1] * 2 + ((octant >> 1) & 1);
          node3[2] = node3[2] * 2 + (octant & 1);
        }
        if (!target) {
          target = pending.get(name);
          if (!target) {
            target = { data: Buffer.alloc(FLUSH_BYTES - (FLUSH_BYTES % bpp)), used: 0 };
            pending.set(name, target);
          }
          if (target.used === target.data.length) flush(name, target);
        }
        record.copy(target.data, target.used);
        target.used += bpp;
      }
      progress(35 + Math.round(((block.first + block.count) / header.points) * 25));
    }
    for (const [name, entry] of pending) if (entry.used > 0) flush(name, entry);

    // Pass 4: each chunk alone, split into nodes and appended to octree.bin.
    const octreeFd = openSync(path.join(outDir, 'octree.bin'), 'w');
    const nodes = new Map<string, NodeEntry>();
    let written = 0;
    const emit = (name: string, data: Buffer) => {
      writeSync(octreeFd, data, 0, data.length, written);
      nodes.set(name, {
        numPoints: data.length / layout.bytesPerPoint,
        byteOffset: written,
        byteSize: data.length,
      });
      written += data.length;
    };
    try {
      const chunkNames = [...pending.keys()];
      const job = { header, layout, cube, maxLeaf };
      let done = 0;
      const built = () => progress(60 + Math.round((++done / chunkNames.length) * 35));
      if (threads > 1 && chunkNames.length > 1) {
        await buildChunksInThreads(chunkNames.map(chunkFile), job, threads, (nodes) => {
          for (const [name, data] of nodes) emit(name, data);
          built();
        });
      } else {
        const stamps = new Uint32Array(GRID ** 3);
        const generation = { value: 0 };
        for (const name of chunkNames) {
          const data = readFileSync(chunkFile(name));
          await rm(chunkFile(name));
          buildChunk(name, data, { ...job, stamps, generation, emit });
          built();
        }
      }
      for (const [name, node] of upper) if (node.used > 0) emit(name, node.data.subarray(0, node.used));
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
  const { classOffset, classMask, returnBits, rgbOffset } = header.layout;
  const returnMask = (1 << returnBits) - 1;
  const lo = [Infinity, Infinity, Infinity, Infinity, Infinity, Infinity, Infinity, Infinity, Infinity];
  const hi = [
    -Infinity,
    -Infinity,
    -Infinity,
    -Infinity,
    -Infinity,
    -Infinity,
    -Infinity,
    -Infinity,
    -Infinity,
  ];
  const values = new Float64Array(9);
  for await (const block of lasBlocks(handle, header)) {
    const view = new DataView(block.bytes.buffer, block.bytes.byteOffset, block.bytes.byteLength);
    const b = block.bytes;
    for (let i = 0; i < block.count; i++) {
      const at = i * header.recordLength;
      values[0] = view.getInt32(at, true);
      values[1] = view.getInt32(at + 4, true);
      values[2] = view.getInt32(at + 8, true);
      values[3] = view.getUint16(at + 12, true);
      values[4] = b[at + 14]! & returnMask;
      values[5] = b[at + classOffset]! & classMask;
      const attributes = rgbOffset === null ? 6 : 9;
      if (rgbOffset !== null)
        for (let c = 0; c < 3; c++) values[6 + c] = view.getUint16(at + rgbOffset + c * 2, true);
      for (let k = 0; k < attributes; k++) {
        const v = values[k]!;
        if (v < lo[k]!) lo[k] = v;
        if (v > hi[k]!) hi[k] = v;
      }
    }
    onBlock((block.first + block.count) / header.points);
  }
  const s: Stats = {
    minInt: [lo[0]!, lo[1]!, lo[2]!],
    maxInt: [hi[0]!, hi[1]!, hi[2]!],
    intensity: [lo[3]!, hi[3]!],
    returns: [lo[4]!, hi[4]!],
    classes: [lo[5]!, hi[5]!],
    rgb: [
      [lo[6]!, lo[7]!, lo[8]!],
      [hi[6]!, hi[7]!, hi[8]!],
    ],
  };
  return s;
}

/** One point in the output layout: int32 x/y/z, uint16 intensity, uint8 return, uint8 class, uint16 rgb. */
function toRecord(b: Buffer, at: number, header: LasHeader, layout: Layout, r: Buffer): void {
  for (let k = 0; k < 14; k++) r[k] = b[at + k]!; // x, y, z, intensity: identical in every format.
  r[14] = b[at + 14]! & ((1 << header.layout.returnBits) - 1);
  r[15] = b[at + header.layout.classOffset]! & header.layout.classMask;
  const rgb = header.layout.rgbOffset;
  if (layout.hasRgb && rgb !== null) for (let k = 0; k < 6; k++) r[16 + k] = b[at + rgb + k]!;
}

/** The position of the record at `at` on the fine grid of the cube (into `fine` from `to`). */
function toFine(
  data: Buffer,
  at: number,
  header: LasHeader,
  cube: { min: Vec3; size: number },
  fine: Uint32Array,
  to: number,
) {
  for (let a = 0; a < 3; a++) {
    const at4 = at + a * 4;
    const v = data[at4]! | (data[at4 + 1]! << 8) | (data[at4 + 2]! << 16) | (data[at4 + 3]! << 24);
    const f = Math.floor(
      ((v * header.scale[a]! + header.offset[a]! - cube.min[a]!) / cube.size) * 2 ** FINE_BITS,
    );
    fine[to + a] = f < 0 ? 0 : f > FINE_MAX ? FINE_MAX : f;
  }
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
 * of the child it goes to if the cell is taken, packed as `cell << 3 | octant`. Octant bits follow
 * Potree: 4 = x, 2 = y, 1 = z.
 */
function cellOf(fine: Uint32Array, offset: number, depth: number, at: Vec3): number {
  const shift = MAX_DEPTH - depth;
  let packed = 0;
  let octant = 0;
  for (let a = 0; a < 3; a++) {
    let c = (fine[offset + a]! >>> shift) - at[a]! * GRID;
    c = c < 0 ? 0 : c > GRID - 1 ? GRID - 1 : c;
    packed = packed * GRID + c;
    octant = octant * 2 + (c >= GRID / 2 ? 1 : 0);
  }
  return packed * 8 + octant;
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
    const view = new DataView(block.bytes.buffer, block.bytes.byteOffset, block.bytes.byteLength);
    for (let i = 0; i < block.count; i++) {
      const at = i * header.recordLength;
      let index = 0;
      for (let a = 0; a < 3; a++) {
        const v =
          (view.getInt32(at + a * 4, true) * header.scale[a]! + header.offset[a]! - cube.min[a]!) / cube.size;
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

/** What splitting a chunk needs besides its points; sent to chunk threads as is. */
export interface ChunkJob {
  header: LasHeader;
  layout: Layout;
  cube: { min: Vec3; size: number };
  maxLeaf: number;
}

interface ChunkContext extends ChunkJob {
  stamps: Uint32Array;
  generation: { value: number };
  emit: (name: string, data: Buffer) => void;
}

/** Splits one chunk file into its nodes (name, points), for a chunk thread. */
export function splitChunkFile(file: string, job: ChunkJob): [string, Buffer][] {
  const nodes: [string, Buffer][] = [];
  const name = path.basename(file, '.bin');
  buildChunk(name, readFileSync(file), {
    ...job,
    stamps: new Uint32Array(GRID ** 3),
    generation: { value: 0 },
    emit: (node, data) => nodes.push([node, data]),
  });
  return nodes;
}

// Source files run as they are (Node strips types); the built server bundles the thread on its own.
const CHUNK_WORKER = import.meta.url.endsWith('.ts')
  ? new URL('./potree.chunk.worker.ts', import.meta.url)
  : new URL('./potree-chunk.worker.js', import.meta.url);

/**
 * Splits chunks on `threads` worker threads, each taking the next chunk file when done; the nodes
 * of each chunk come back (transferred, not copied) to be written here, in the order chunks finish.
 */
async function buildChunksInThreads(
  files: string[],
  job: ChunkJob,
  threads: number,
  onChunk: (nodes: [string, Buffer][]) => void,
): Promise<void> {
  const queue = [...files];
  const run = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(CHUNK_WORKER, { workerData: job });
      const next = () => {
        const file = queue.shift();
        if (file === undefined) {
          void worker.terminate().then(() => resolve());
          return;
        }
        worker.postMessage(file);
      };
      worker.on('message', (nodes: [string, Uint8Array][]) => {
        onChunk(
          nodes.map(([name, data]) => [name, Buffer.from(data.buffer, data.byteOffset, data.byteLength)]),
        );
        next();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        if (code !== 0 && code !== 1) reject(new Error(`A chunk thread stopped (exit code ${code}).`));
      });
      next();
    });
  await Promise.all(Array.from({ length: Math.min(threads, files.length) }, run));
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

function buildChunk(name: string, data: Buffer, ctx: ChunkContext): void {
  const bpp = ctx.layout.bytesPerPoint;
  const count = data.length / bpp;
  const fine = new Uint32Array(count * 3);
  for (let i = 0; i < count; i++) toFine(data, i * bpp, ctx.header, ctx.cube, fine, i * 3);
  const all = new Uint32Array(count);
  for (let i = 0; i < count; i++) all[i] = i;
  splitNode(name, name.length - 1, all, data, fine, ctx);
}

function gather(data: Buffer, list: Uint32Array, length: number, bpp: number): Buffer {
  // Records are 16 or 22 bytes: copied as 16-bit words, half the steps of a byte loop.
  const out = new Uint16Array(length * (bpp >> 1));
  const words = bpp >> 1;
  const source =
    data.byteOffset % 2 === 0
      ? new Uint16Array(data.buffer, data.byteOffset, data.length >> 1)
      : new Uint16Array(new Uint8Array(data).buffer);
  for (let i = 0; i < length; i++) {
    const from = list[i]! * words;
    const to = i * words;
    for (let k = 0; k < words; k++) out[to + k] = source[from + k]!;
  }
  return Buffer.from(out.buffer, 0, out.byteLength);
}

function splitNode(
  name: string,
  depth: number,
  indices: Uint32Array,
  data: Buffer,
  fine: Uint32Array,
  ctx: ChunkContext,
): void {
  if (indices.length === 0) return;
  const bpp = ctx.layout.bytesPerPoint;
  if (indices.length <= ctx.maxLeaf || depth >= MAX_DEPTH) {
    ctx.emit(name, gather(data, indices, indices.length, bpp));
    return;
  }
  ctx.generation.value++;
  const generation = ctx.generation.value;
  const kept = new Uint32Array(indices.length);
  let keptCount = 0;
  const octants = new Uint8Array(indices.length);
  const sizes = new Uint32Array(8);
  // cellOf, unrolled: this loop runs for every point at every level of its chunk.
  const [ax, ay, az] = coordsOf(name).map((c) => c * GRID) as Vec3;
  const shift = MAX_DEPTH - depth;
  const stamps = ctx.stamps;
  const top = GRID - 1;
  for (let i = 0; i < indices.length; i++) {
    const p = indices[i]!;
    let cx = (fine[p * 3]! >>> shift) - ax;
    let cy = (fine[p * 3 + 1]! >>> shift) - ay;
    let cz = (fine[p * 3 + 2]! >>> shift) - az;
    cx = cx < 0 ? 0 : cx > top ? top : cx;
    cy = cy < 0 ? 0 : cy > top ? top : cy;
    cz = cz < 0 ? 0 : cz > top ? top : cz;
    const index = (cx << (2 * GRID_BITS)) | (cy << GRID_BITS) | cz;
    if (stamps[index] !== generation) {
      stamps[index] = generation;
      kept[keptCount++] = p;
      octants[i] = 255;
    } else {
      const octant =
        ((cx >> (GRID_BITS - 1)) << 2) | ((cy >> (GRID_BITS - 1)) << 1) | (cz >> (GRID_BITS - 1));
      octants[i] = octant;
      sizes[octant]!++;
    }
  }
  ctx.emit(name, gather(data, kept, keptCount, bpp));
  const children = [...sizes].map((n) => new Uint32Array(n));
  const filled = new Uint32Array(8);
  for (let i = 0; i < indices.length; i++) {
    const o = octants[i]!;
    if (o !== 255) children[o]![filled[o]!++] = indices[i]!;
  }
  for (let o = 0; o < 8; o++) splitNode(name + o, depth + 1, children[o]!, data, fine, ctx);
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
    list.push({
      name: 'rgb',
      description: '',
      size: 6,
      numElements: 3,
      elementSize: 2,
      type: 'uint16',
      min: s.rgb[0],
      max: s.rgb[1],
    });
  return list;
}
