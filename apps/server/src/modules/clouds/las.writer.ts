import { open } from 'node:fs/promises';

export interface LasPoint {
  x: number;
  y: number;
  z: number;
  intensity: number;
  returnNumber: number;
  classification: number;
  rgb?: [number, number, number];
}

const RECORD_LENGTH = [20, 28, 26, 34, 57, 63, 30, 36, 38, 59, 67];
const RGB_OFFSET = [null, null, 20, 28, null, 28, null, 30, 30, null, 30];

/**
 * Writes points as an uncompressed LAS file, streaming (the header, with the bounds, is written
 * last): generated demo and benchmark clouds, and converter tests over every point format.
 */
export async function writeLas(
  file: string,
  points: Iterable<LasPoint>,
  options: {
    pointFormat?: number;
    minor?: 2 | 3 | 4;
    scale?: number;
    offset?: [number, number, number];
  } = {},
): Promise<{ points: number }> {
  const format = options.pointFormat ?? 3;
  const minor = options.minor ?? (format >= 6 ? 4 : 2);
  const scale = options.scale ?? 0.001;
  const offset = options.offset ?? [0, 0, 0];
  const recordLength = RECORD_LENGTH[format]!;
  const headerSize = minor >= 4 ? 375 : minor === 3 ? 235 : 227;
  const extended = format >= 6;
  const rgbOffset = RGB_OFFSET[format] ?? null;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  const handle = await open(file, 'w');
  try {
    const blockPoints = 65_536;
    const block = Buffer.alloc(blockPoints * recordLength);
    let inBlock = 0;
    let count = 0;
    let position = headerSize;
    const flush = async () => {
      await handle.write(block, 0, inBlock * recordLength, position);
      position += inBlock * recordLength;
      inBlock = 0;
    };
    for (const p of points) {
      const at = inBlock * recordLength;
      block.fill(0, at, at + recordLength);
      const xyz = [p.x, p.y, p.z];
      for (let a = 0; a < 3; a++) {
        block.writeInt32LE(Math.round((xyz[a]! - offset[a]!) / scale), at + a * 4);
        min[a] = Math.min(min[a]!, xyz[a]!);
        max[a] = Math.max(max[a]!, xyz[a]!);
      }
      block.writeUInt16LE(p.intensity, at + 12);
      block[at + 14] = extended
        ? p.returnNumber | (p.returnNumber << 4)
        : p.returnNumber | (p.returnNumber << 3);
      block[at + (extended ? 16 : 15)] = p.classification;
      if (rgbOffset !== null && p.rgb)
        for (let c = 0; c < 3; c++) block.writeUInt16LE(p.rgb[c]!, at + rgbOffset + c * 2);
      inBlock++;
      count++;
      if (inBlock === blockPoints) await flush();
    }
    await flush();
    const header = Buffer.alloc(headerSize);
    header.write('LASF', 0, 'latin1');
    header[24] = 1;
    header[25] = minor;
    header.write('Spatium', 26, 'latin1');
    header.write('Spatium LAS writer', 58, 'latin1');
    header.writeUInt16LE(headerSize, 94);
    header.writeUInt32LE(headerSize, 96);
    header[104] = format;
    header.writeUInt16LE(recordLength, 105);
    // LAS 1.4 keeps the legacy count at 0 for formats 6–10 and always fills the 64-bit one.
    header.writeUInt32LE(extended || count > 0xffffffff ? 0 : count, 107);
    for (let a = 0; a < 3; a++) {
      header.writeDoubleLE(scale, 131 + a * 8);
      header.writeDoubleLE(offset[a]!, 155 + a * 8);
      header.writeDoubleLE(count > 0 ? max[a]! : 0, 179 + a * 16);
      header.writeDoubleLE(count > 0 ? min[a]! : 0, 187 + a * 16);
    }
    if (minor >= 4) header.writeBigUInt64LE(BigInt(count), 247);
    await handle.write(header, 0, headerSize, 0);
    return { points: count };
  } finally {
    await handle.close();
  }
}
