import { type FileHandle, open } from 'node:fs/promises';

/** Why a file cannot become a point cloud: the message is shown on the cloud's page as is. */
export class CloudRejected extends Error {
  readonly code: 'not_las' | 'compressed' | 'truncated' | 'unsupported' | 'empty';

  constructor(code: CloudRejected['code'], message: string) {
    super(message);
    this.code = code;
  }
}

export interface LasHeader {
  version: string;
  /** LAZ: the points are LASzip-compressed (pointFormat is then the format once decompressed). */
  compressed: boolean;
  pointFormat: number;
  recordLength: number;
  pointOffset: number;
  points: number;
  scale: [number, number, number];
  offset: [number, number, number];
  /** Where each kept attribute sits in a record of this point format. */
  layout: { returnBits: 3 | 4; classOffset: number; classMask: number; rgbOffset: number | null };
}

// Smallest record of each point data format (LAS 1.4 R15, table "Point Data Record Format n").
const RECORD_LENGTH = [20, 28, 26, 34, 57, 63, 30, 36, 38, 59, 67];
const RGB_OFFSET = [null, null, 20, 28, null, 28, null, 30, 30, null, 30];

/** Reads and checks a LAS header (1.0–1.4, point formats 0–10) against the file's real size. */
export function parseLasHeader(bytes: Buffer, fileSize: number): LasHeader {
  if (bytes.length < 227 || bytes.toString('latin1', 0, 4) !== 'LASF')
    throw new CloudRejected('not_las', 'The file is not a LAS point cloud (no LASF signature).');
  const major = bytes.readUInt8(24);
  const minor = bytes.readUInt8(25);
  if (major !== 1 || minor > 4)
    throw new CloudRejected(
      'unsupported',
      `LAS version ${major}.${minor} is not supported (1.0 to 1.4 are).`,
    );
  const headerSize = bytes.readUInt16LE(94);
  const pointOffset = bytes.readUInt32LE(96);
  const formatByte = bytes.readUInt8(104);
  // LASzip marks compressed point data by setting bit 7 (and sometimes 6) of the format.
  const compressed = (formatByte & 0xc0) !== 0;
  const pointFormat = formatByte & 0x3f;
  const recordLength = bytes.readUInt16LE(105);
  const minimum = RECORD_LENGTH[pointFormat];
  if (minimum === undefined)
    throw new CloudRejected('unsupported', `Point data format ${pointFormat} is not a LAS point format.`);
  if (recordLength < minimum)
    throw new CloudRejected(
      'not_las',
      `Point records of format ${pointFormat} need at least ${minimum} bytes; the header says ${recordLength}.`,
    );
  let points = bytes.readUInt32LE(107);
  if (minor >= 4 && headerSize >= 375 && bytes.length >= 255) {
    const extended = Number(bytes.readBigUInt64LE(247));
    if (extended > 0) points = extended;
  }
  if (headerSize < 227 || pointOffset < headerSize)
    throw new CloudRejected('not_las', 'The LAS header is damaged (its sizes do not add up).');
  if (points === 0) throw new CloudRejected('empty', 'The point cloud holds no points.');
  // The size of compressed points is only known from their chunk table (laz.reader.ts).
  const available = Math.floor(Math.max(0, fileSize - pointOffset) / recordLength);
  if (!compressed && available < points)
    throw new CloudRejected(
      'truncated',
      `The file is truncated: it declares ${points} points but holds only ${available}.`,
    );
  const read3 = (at: number): [number, number, number] => [
    bytes.readDoubleLE(at),
    bytes.readDoubleLE(at + 8),
    bytes.readDoubleLE(at + 16),
  ];
  const scale = read3(131);
  if (!scale.every((s) => Number.isFinite(s) && s > 0))
    throw new CloudRejected('not_las', 'The LAS header is damaged (its scale is not positive).');
  const extended = pointFormat >= 6;
  return {
    version: `${major}.${minor}`,
    compressed,
    pointFormat,
    recordLength,
    pointOffset,
    points,
    scale,
    offset: read3(155),
    layout: {
      returnBits: extended ? 4 : 3,
      classOffset: extended ? 16 : 15,
      // Formats 0–5 keep synthetic/key-point/withheld flags in the class byte's top bits.
      classMask: extended ? 0xff : 0x1f,
      rgbOffset: RGB_OFFSET[pointFormat] ?? null,
    },
  };
}

export async function readLasHeader(file: string): Promise<{ header: LasHeader; handle: FileHandle }> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const bytes = Buffer.alloc(Math.min(size, 375));
    await handle.read(bytes, 0, bytes.length, 0);
    return { header: parseLasHeader(bytes, size), handle };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** A block of raw point records, read in file order; `count` records from the start of `bytes`. */
export interface LasBlock {
  bytes: Buffer;
  count: number;
  /** Index of the block's first point in the file. */
  first: number;
}

/** The file's point records in blocks of at most `blockPoints`, reusing one buffer (bounded memory). */
export async function* lasBlocks(
  handle: FileHandle,
  header: LasHeader,
  blockPoints = 262_144,
): AsyncGenerator<LasBlock> {
  const buffer = Buffer.alloc(blockPoints * header.recordLength);
  for (let first = 0; first < header.points; first += blockPoints) {
    const count = Math.min(blockPoints, header.points - first);
    const length = count * header.recordLength;
    const { bytesRead } = await handle.read(
      buffer,
      0,
      length,
      header.pointOffset + first * header.recordLength,
    );
    if (bytesRead < length)
      throw new CloudRejected('truncated', 'The file is truncated: it ended while its points were read.');
    yield { bytes: buffer, count, first };
  }
}
