import { open } from 'node:fs/promises';
import { createLazPerf } from 'laz-perf';
import { CloudRejected, type LasHeader } from './las.reader.ts';
import { Decoder, IntegerCoder } from './laz.coder.ts';

const damaged = (why: string) => new CloudRejected('compressed', `The LAZ file is damaged: ${why}.`);
const truncated = () =>
  new CloudRejected('truncated', 'The file is truncated: it ended while its compressed points were read.');

interface Chunk {
  start: number;
  size: number;
  points: number;
}

/**
 * Decompresses a LAZ file into an uncompressed LAS file with the same header and VLRs, one LASzip
 * chunk at a time: memory holds one compressed chunk and its decoded records, whatever the file's
 * size. laz-perf (WASM) decodes each chunk; the chunk table, which says where chunks start, is
 * decoded here. Points are checked against the header's bounds, since damaged compressed data
 * decodes to nonsense rather than failing.
 */
export async function decompressLaz(
  input: string,
  header: LasHeader,
  output: string,
  onProgress: (done: number) => void = () => {},
): Promise<void> {
  if (![0, 1, 2, 3, 6, 7, 8].includes(header.pointFormat))
    throw new CloudRejected(
      'unsupported',
      `LAZ with point format ${header.pointFormat} (waveforms) cannot be read; upload it as uncompressed LAS.`,
    );
  const source = await open(input, 'r');
  const target = await open(output, 'w');
  const lazPerf = await createLazPerf();
  const decoder = new lazPerf.ChunkDecoder();
  let compressedAt = 0;
  let recordAt = 0;
  try {
    const { size: fileSize } = await source.stat();
    const head = Buffer.alloc(header.pointOffset + 8);
    if ((await source.read(head, 0, head.length, 0)).bytesRead < head.length) throw truncated();
    const chunkSize = lazChunkSize(head);
    const chunks = await readChunkTable(source, head, header, chunkSize, fileSize);

    // The LAS header as it is, marked uncompressed; the records follow at the same offset.
    const plain = Buffer.from(head.subarray(0, header.pointOffset));
    plain[104] = header.pointFormat;
    await target.write(plain, 0, plain.length, 0);

    const bounds = headerBounds(head, header);
    const largest = Math.max(...chunks.map((c) => c.size));
    // Padding after the chunk: the decoder may look a few bytes ahead of what it needs.
    compressedAt = lazPerf._malloc(largest + 16);
    // Records are decoded straight into one block of WASM memory and written out from there.
    const blockPoints = 16_384;
    recordAt = lazPerf._malloc(blockPoints * header.recordLength);
    const compressed = Buffer.alloc(largest + 16);
    let inBlock = 0;
    let written = header.pointOffset;
    let done = 0;
    const flush = async () => {
      // Copied out of WASM memory, which the next block reuses (and which may move as it grows).
      const block = Buffer.from(lazPerf.HEAPU8.subarray(recordAt, recordAt + inBlock * header.recordLength));
      if (bounds && !bounds(block)) throw damaged('its points lie outside the bounds its header gives');
      await target.write(block, 0, block.length, written);
      written += block.length;
      inBlock = 0;
    };
    for (const chunk of chunks) {
      compressed.fill(0);
      if ((await source.read(compressed, 0, chunk.size, chunk.start)).bytesRead < chunk.size)
        throw truncated();
      lazPerf.HEAPU8.set(compressed, compressedAt);
      try {
        decoder.open(header.pointFormat, header.recordLength, compressedAt);
        for (let i = 0; i < chunk.points; i++) {
          decoder.getPoint(recordAt + inBlock * header.recordLength);
          if (++inBlock === blockPoints) await flush();
        }
      } catch (error) {
        if (error instanceof CloudRejected) throw error;
        throw damaged('a chunk of points cannot be decoded');
      }
      done += chunk.points;
      onProgress(done / header.points);
    }
    await flush();
  } finally {
    if (compressedAt) lazPerf._free(compressedAt);
    if (recordAt) lazPerf._free(recordAt);
    decoder.delete();
    await target.close();
    await source.close();
  }
}

/** The chunk size from the LASzip VLR (the points of every chunk but the last; 0xffffffff: variable). */
function lazChunkSize(head: Buffer): number {
  const headerSize = head.readUInt16LE(94);
  const vlrs = head.readUInt32LE(100);
  let at = headerSize;
  for (let i = 0; i < vlrs && at + 54 <= head.length; i++) {
    const user = head.toString('latin1', at + 2, at + 18).replace(/\0.*$/s, '');
    const record = head.readUInt16LE(at + 18);
    const length = head.readUInt16LE(at + 20);
    if (user === 'laszip encoded' && record === 22204 && at + 54 + 16 <= head.length) {
      const compressor = head.readUInt16LE(at + 54);
      if (compressor !== 2 && compressor !== 3)
        throw new CloudRejected(
          'unsupported',
          'The LAZ file uses an old, unchunked compression; compress it again with a current LASzip or upload LAS.',
        );
      return head.readUInt32LE(at + 54 + 12);
    }
    at += 54 + length;
  }
  throw damaged('it has no LASzip description (VLR)');
}

async function readChunkTable(
  source: Awaited<ReturnType<typeof open>>,
  head: Buffer,
  header: LasHeader,
  chunkSize: number,
  fileSize: number,
): Promise<Chunk[]> {
  let tableAt = Number(head.readBigInt64LE(header.pointOffset));
  if (tableAt === -1) {
    // Written while streaming: the table's offset is then the file's last 8 bytes.
    const tail = Buffer.alloc(8);
    await source.read(tail, 0, 8, fileSize - 8);
    tableAt = Number(tail.readBigInt64LE(0));
  }
  if (tableAt >= fileSize || tableAt < header.pointOffset + 8) throw truncated();
  const table = Buffer.alloc(Math.min(fileSize - tableAt, 8 + 64 * 1024 * 1024));
  await source.read(table, 0, table.length, tableAt);
  if (table.length < 8) throw truncated();
  const count = table.readUInt32LE(4);
  const variable = chunkSize === 0xffffffff;
  if (!variable && count !== Math.ceil(header.points / chunkSize))
    throw damaged(`its chunk table lists ${count} chunks for ${header.points} points`);
  const decoder = new Decoder(table, 8);
  const coder = new IntegerCoder(32, 2);
  const chunks: Chunk[] = [];
  let start = header.pointOffset + 8;
  let points = 0;
  let size = 0;
  for (let i = 0; i < count; i++) {
    points = variable
      ? coder.decompress(decoder, points, 0)
      : Math.min(chunkSize, header.points - i * chunkSize);
    size = coder.decompress(decoder, size, 1);
    if (size <= 0 || points <= 0) throw damaged('its chunk table is not valid');
    chunks.push({ start, size, points });
    start += size;
  }
  if (start > tableAt) throw truncated();
  if (chunks.reduce((sum, c) => sum + c.points, 0) !== header.points)
    throw damaged('its chunks do not hold the points its header declares');
  return chunks;
}

/** A check of a record's integer position against the header's bounds (with a little slack). */
function headerBounds(head: Buffer, header: LasHeader) {
  const lo: number[] = [];
  const hi: number[] = [];
  for (let a = 0; a < 3; a++) {
    const max = head.readDoubleLE(179 + a * 16);
    const min = head.readDoubleLE(187 + a * 16);
    if (!(max >= min)) return null;
    const slack = (max - min) * 0.01 + 2 * header.scale[a]!;
    lo.push((min - slack - header.offset[a]!) / header.scale[a]!);
    hi.push((max + slack - header.offset[a]!) / header.scale[a]!);
  }
  return (records: Buffer) => {
    for (let at = 0; at < records.length; at += header.recordLength)
      for (let a = 0; a < 3; a++) {
        const v = records.readInt32LE(at + a * 4);
        if (v < lo[a]! || v > hi[a]!) return false;
      }
    return true;
  };
}
