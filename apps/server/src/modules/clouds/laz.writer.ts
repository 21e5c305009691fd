import { open } from 'node:fs/promises';
import type { LasPoint } from './las.writer.ts';
import { Encoder, IntegerCoder, SymbolModel } from './laz.coder.ts';

/**
 * Writes points as LAZ (LASzip 2 chunked compression, point formats 0 and 2, LAS 1.2), for the
 * converter's tests and the bench: no npm package writes LAZ, and laz-perf only decompresses.
 * Streaming: one chunk in memory at a time; the chunk table goes at the end, its offset before the
 * first chunk.
 */
export async function writeLaz(
  file: string,
  points: Iterable<LasPoint>,
  options: {
    pointFormat?: 0 | 2;
    chunkSize?: number;
    scale?: number;
    offset?: [number, number, number];
  } = {},
): Promise<{ points: number; chunks: number }> {
  const format = options.pointFormat ?? 2;
  const chunkSize = options.chunkSize ?? 50_000;
  const scale = options.scale ?? 0.001;
  const offset = options.offset ?? [0, 0, 0];
  const recordLength = format === 2 ? 26 : 20;
  const items =
    format === 2
      ? [
          [6, 20],
          [8, 6],
        ]
      : [[6, 20]];
  const vlrLength = 34 + 6 * items.length;
  const pointOffset = 227 + 54 + vlrLength;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  const handle = await open(file, 'w');
  try {
    let position = pointOffset + 8;
    const sizes: number[] = [];
    let count = 0;
    let chunk: ChunkEncoder | null = null;
    const record = new Uint8Array(recordLength);
    const view = new DataView(record.buffer);
    const finish = async () => {
      if (!chunk) return;
      const bytes = chunk.done();
      await handle.write(bytes, 0, bytes.length, position);
      position += bytes.length;
      sizes.push(bytes.length);
      chunk = null;
    };
    for (const p of points) {
      record.fill(0);
      const xyz = [p.x, p.y, p.z];
      for (let a = 0; a < 3; a++) {
        view.setInt32(a * 4, Math.round((xyz[a]! - offset[a]!) / scale), true);
        min[a] = Math.min(min[a]!, xyz[a]!);
        max[a] = Math.max(max[a]!, xyz[a]!);
      }
      view.setUint16(12, p.intensity, true);
      record[14] = p.returnNumber | (p.returnNumber << 3);
      record[15] = p.classification;
      if (format === 2 && p.rgb) for (let c = 0; c < 3; c++) view.setUint16(20 + c * 2, p.rgb[c]!, true);
      if (!chunk) chunk = new ChunkEncoder(record, format === 2);
      else chunk.write(record);
      if (++count % chunkSize === 0) await finish();
    }
    await finish();

    const table = new Encoder();
    const sizeCoder = new IntegerCoder(32, 2);
    for (let i = 0; i < sizes.length; i++) sizeCoder.compress(table, i ? sizes[i - 1]! : 0, sizes[i]!, 1);
    const tableHead = Buffer.alloc(8);
    tableHead.writeUInt32LE(sizes.length, 4);
    const tableBytes = sizes.length > 0 ? table.done() : new Uint8Array(0);
    await handle.write(tableHead, 0, 8, position);
    await handle.write(tableBytes, 0, tableBytes.length, position + 8);
    const chunkTable = Buffer.alloc(8);
    chunkTable.writeBigInt64LE(BigInt(position));
    await handle.write(chunkTable, 0, 8, pointOffset);

    const header = Buffer.alloc(pointOffset);
    header.write('LASF', 0, 'latin1');
    header[24] = 1;
    header[25] = 2;
    header.write('Spatium', 26, 'latin1');
    header.write('Spatium LAZ writer', 58, 'latin1');
    header.writeUInt16LE(227, 94);
    header.writeUInt32LE(pointOffset, 96);
    header.writeUInt32LE(1, 100);
    header[104] = format | 0x80;
    header.writeUInt16LE(recordLength, 105);
    header.writeUInt32LE(count, 107);
    for (let a = 0; a < 3; a++) {
      header.writeDoubleLE(scale, 131 + a * 8);
      header.writeDoubleLE(offset[a]!, 155 + a * 8);
      header.writeDoubleLE(count > 0 ? max[a]! : 0, 179 + a * 16);
      header.writeDoubleLE(count > 0 ? min[a]! : 0, 187 + a * 16);
    }
    // The LASzip VLR: pointwise-chunked compressor, arithmetic coder, version 2.2, and the items.
    header.write('laszip encoded', 229, 'latin1');
    header.writeUInt16LE(22204, 245);
    header.writeUInt16LE(vlrLength, 247);
    const vlr = 281;
    header.writeUInt16LE(2, vlr);
    header[vlr + 4] = 2;
    header[vlr + 5] = 2;
    header.writeUInt32LE(chunkSize, vlr + 12);
    header.writeBigInt64LE(-1n, vlr + 16);
    header.writeBigInt64LE(-1n, vlr + 24);
    header.writeUInt16LE(items.length, vlr + 32);
    items.forEach(([type, size], i) => {
      header.writeUInt16LE(type!, vlr + 34 + i * 6);
      header.writeUInt16LE(size!, vlr + 36 + i * 6);
      header.writeUInt16LE(2, vlr + 38 + i * 6);
    });
    await handle.write(header, 0, pointOffset, 0);
    return { points: count, chunks: sizes.length };
  } finally {
    await handle.close();
  }
}

// Context tables of LASzip's POINT10 item: return r of n returns → model set and height level.
const RETURN_MAP = [
  [15, 14, 13, 12, 11, 10, 9, 8],
  [14, 0, 1, 3, 6, 10, 10, 9],
  [13, 1, 2, 4, 7, 11, 11, 10],
  [12, 3, 4, 5, 8, 12, 12, 11],
  [11, 6, 7, 8, 9, 13, 13, 12],
  [10, 10, 11, 12, 13, 14, 14, 13],
  [9, 10, 11, 12, 13, 14, 15, 14],
  [8, 9, 10, 11, 12, 13, 14, 15],
];

/** The median of the last five values, kept sorted with one end dropped per value. */
class Median5 {
  private v = [0, 0, 0, 0, 0];
  private high = true;

  get(): number {
    return this.v[2]!;
  }

  add(x: number): void {
    const v = this.v;
    if (this.high) {
      let i = 0;
      while (i < 4 && x >= v[i]!) i++;
      for (let j = 4; j > i; j--) v[j] = v[j - 1]!;
      v[i] = x;
      if (i > 2) this.high = false;
    } else {
      let i = 4;
      while (i > 0 && x <= v[i]!) i--;
      for (let j = 0; j < i; j++) v[j] = v[j + 1]!;
      v[i] = x;
      if (i < 2) this.high = true;
    }
  }
}

const fold = (n: number) => n & 0xff;
const clamp = (n: number) => (n < 0 ? 0 : n > 255 ? 255 : n);

/** One chunk: its first record raw, the rest coded against the record before (POINT10 v2, RGB12 v2). */
class ChunkEncoder {
  private readonly e = new Encoder();
  private readonly first: Uint8Array;
  private readonly last: Uint8Array;
  private readonly lastView: DataView;
  private readonly changed = new SymbolModel(64);
  private readonly bitByte: (SymbolModel | undefined)[] = [];
  private readonly classes: (SymbolModel | undefined)[] = [];
  private readonly intensity = new IntegerCoder(16, 4);
  private readonly dx = new IntegerCoder(32, 2);
  private readonly dy = new IntegerCoder(32, 22);
  private readonly z = new IntegerCoder(32, 20);
  private readonly lastIntensity = new Uint16Array(16);
  private readonly lastHeight = new Int32Array(8);
  private readonly medianX = Array.from({ length: 16 }, () => new Median5());
  private readonly medianY = Array.from({ length: 16 }, () => new Median5());
  private readonly rgbUsed = new SymbolModel(128);
  private readonly rgbDiff = Array.from({ length: 6 }, () => new SymbolModel(256));

  private readonly rgb: boolean;

  constructor(first: Uint8Array, rgb: boolean) {
    this.rgb = rgb;
    this.first = first.slice();
    this.last = first.slice();
    this.lastView = new DataView(this.last.buffer);
  }

  write(item: Uint8Array): void {
    const { e, last, lastView } = this;
    const view = new DataView(item.buffer, item.byteOffset, item.byteLength);
    const r = item[14]! & 7;
    const n = (item[14]! >> 3) & 7;
    const m = RETURN_MAP[n]![r]!;
    const l = Math.abs(n - r);
    const intensity = view.getUint16(12, true);
    const changed =
      (Number(last[14] !== item[14]) << 5) |
      (Number(this.lastIntensity[m] !== intensity) << 4) |
      (Number(last[15] !== item[15]) << 3) |
      (Number(last[16] !== item[16]) << 2) |
      (Number(last[17] !== item[17]) << 1) |
      Number(lastView.getUint16(18, true) !== view.getUint16(18, true));
    e.encodeSymbol(this.changed, changed);
    if (changed & 32) {
      this.bitByte[last[14]!] ??= new SymbolModel(256);
      e.encodeSymbol(this.bitByte[last[14]!]!, item[14]!);
    }
    if (changed & 16) {
      this.intensity.compress(e, this.lastIntensity[m]!, intensity, m < 3 ? m : 3);
      this.lastIntensity[m] = intensity;
    }
    if (changed & 8) {
      this.classes[last[15]!] ??= new SymbolModel(256);
      e.encodeSymbol(this.classes[last[15]!]!, item[15]!);
    }
    // The writer keeps scan angle, user data and point source at zero, so those never change.
    const single = Number(n === 1);
    const diffX = (view.getInt32(0, true) - lastView.getInt32(0, true)) | 0;
    this.dx.compress(e, this.medianX[m]!.get(), diffX, single);
    this.medianX[m]!.add(diffX);
    const kx = this.dx.k;
    const diffY = (view.getInt32(4, true) - lastView.getInt32(4, true)) | 0;
    this.dy.compress(e, this.medianY[m]!.get(), diffY, single + (kx < 20 ? kx & ~1 : 20));
    this.medianY[m]!.add(diffY);
    const kz = (this.dx.k + this.dy.k) >> 1;
    const z = view.getInt32(8, true);
    this.z.compress(e, this.lastHeight[l]!, z, single + (kz < 18 ? kz & ~1 : 18));
    this.lastHeight[l] = z;
    if (this.rgb) this.writeRgb(view, lastView);
    last.set(item);
  }

  private writeRgb(item: DataView, last: DataView): void {
    const now = [0, 1, 2].map((c) => item.getUint16(20 + c * 2, true));
    const was = [0, 1, 2].map((c) => last.getUint16(20 + c * 2, true));
    const lo = (v: number) => v & 0xff;
    const hi = (v: number) => v >> 8;
    let used = 0;
    for (let c = 0; c < 3; c++) {
      if (lo(was[c]!) !== lo(now[c]!)) used |= 1 << (c * 2);
      if (hi(was[c]!) !== hi(now[c]!)) used |= 1 << (c * 2 + 1);
    }
    if (now[0] !== now[1] || now[0] !== now[2]) used |= 64;
    this.e.encodeSymbol(this.rgbUsed, used);
    let diffLo = 0;
    let diffHi = 0;
    if (used & 1) {
      diffLo = lo(now[0]!) - lo(was[0]!);
      this.e.encodeSymbol(this.rgbDiff[0]!, fold(diffLo));
    }
    if (used & 2) {
      diffHi = hi(now[0]!) - hi(was[0]!);
      this.e.encodeSymbol(this.rgbDiff[1]!, fold(diffHi));
    }
    if (!(used & 64)) return;
    if (used & 4) this.e.encodeSymbol(this.rgbDiff[2]!, fold(lo(now[1]!) - clamp(diffLo + lo(was[1]!))));
    if (used & 16) {
      diffLo = Math.trunc((diffLo + lo(now[1]!) - lo(was[1]!)) / 2);
      this.e.encodeSymbol(this.rgbDiff[4]!, fold(lo(now[2]!) - clamp(diffLo + lo(was[2]!))));
    }
    if (used & 8) this.e.encodeSymbol(this.rgbDiff[3]!, fold(hi(now[1]!) - clamp(diffHi + hi(was[1]!))));
    if (used & 32) {
      diffHi = Math.trunc((diffHi + hi(now[1]!) - hi(was[1]!)) / 2);
      this.e.encodeSymbol(this.rgbDiff[5]!, fold(hi(now[2]!) - clamp(diffHi + hi(was[2]!))));
    }
  }

  done(): Uint8Array {
    const coded = this.e.done();
    const out = new Uint8Array(this.first.length + coded.length);
    out.set(this.first);
    out.set(coded, this.first.length);
    return out;
  }
}
