import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLasHeader } from './las.reader.ts';
import { type LasPoint, writeLas } from './las.writer.ts';
import { decompressLaz } from './laz.reader.ts';
import { writeLaz } from './laz.writer.ts';
import { convertLasToPotree } from './potree.converter.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'spatium-laz-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A scan-like walk (small steps, as LASzip's predictors expect) with jumps, returns and colours. */
function scan(count: number, seed: number): LasPoint[] {
  let s = seed >>> 0;
  const random = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  let x = 0;
  let y = 0;
  return Array.from({ length: count }, (_, i) => {
    x = random() < 0.01 ? random() * 200 : x + random() * 0.05;
    y = random() < 0.01 ? random() * 100 : y + (random() - 0.5) * 0.02;
    const returns = 1 + Math.floor(random() * 3);
    return {
      x: 5_000 + x,
      y: 6_000 + y,
      z: 30 + Math.sin(x / 7) * 4 + random() * 0.3,
      intensity: i % 5 === 0 ? Math.floor(random() * 65536) : 300 + (i % 40),
      returnNumber: Math.min(returns, 1 + (i % 3)),
      classification: random() < 0.7 ? 2 : 6,
      rgb: [Math.floor(random() * 65536), 20_000 + (i % 256), Math.floor(random() * 256) * 257],
    };
  });
}

const records = (bytes: Buffer, from: number, length: number) =>
  Array.from({ length: (bytes.length - from) / length }, (_, i) =>
    bytes.subarray(from + i * length, from + (i + 1) * length).toString('hex'),
  );

describe('LAZ input', () => {
  it.each([0, 2] as const)(
    'decompresses point format %i chunk by chunk to the LAS it came from',
    async (format) => {
      const points = scan(12_345, format + 1);
      const laz = path.join(dir, `scan-${format}.laz`);
      const las = path.join(dir, `scan-${format}.las`);
      const { chunks } = await writeLaz(laz, points, { pointFormat: format, chunkSize: 1_000 });
      expect(chunks).toBe(13);
      await writeLas(las, points, { pointFormat: format, minor: 2 });
      expect((await stat(laz)).size).toBeLessThan((await stat(las)).size / 2);

      const { header, handle } = await readLasHeader(laz);
      await handle.close();
      expect(header).toMatchObject({ compressed: true, pointFormat: format, points: 12_345 });
      const out = path.join(dir, `scan-${format}.out.las`);
      const done: number[] = [];
      await decompressLaz(laz, header, out, (d) => done.push(d));
      expect(done).toHaveLength(13);
      expect(done.at(-1)).toBe(1);
      const decoded = await readFile(out);
      expect(decoded[104]).toBe(format);
      const source = await readFile(las);
      expect(records(decoded, header.pointOffset, header.recordLength)).toEqual(
        records(source, 227, header.recordLength),
      );
    },
  );

  it('converts a LAZ to the very octree its LAS becomes, and leaves no decompressed copy', async () => {
    const points = scan(40_000, 7);
    const laz = path.join(dir, 'street.laz');
    const las = path.join(dir, 'street.las');
    await writeLaz(laz, points, { pointFormat: 2, chunkSize: 5_000 });
    await writeLas(las, points, { pointFormat: 2, minor: 2 });
    const options = { maxChunkPoints: 8_000, maxLeafPoints: 1_500, threads: 1 };
    const seen: number[] = [];
    const fromLaz = await convertLasToPotree(laz, path.join(dir, 'from-laz'), {
      ...options,
      onProgress: (p) => seen.push(p),
    });
    const fromLas = await convertLasToPotree(las, path.join(dir, 'from-las'), options);
    expect(fromLaz).toEqual(fromLas);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(100);
    for (const file of ['octree.bin', 'hierarchy.bin'])
      expect(
        (await readFile(path.join(dir, 'from-laz', file))).equals(
          await readFile(path.join(dir, 'from-las', file)),
        ),
      ).toBe(true);
    expect(existsSync(path.join(dir, 'from-laz', '.source.las'))).toBe(false);
  });

  it('refuses a truncated LAZ and leaves nothing behind', async () => {
    const laz = path.join(dir, 'cut.laz');
    await writeLaz(laz, scan(20_000, 3), { chunkSize: 2_000 });
    await truncate(laz, Math.floor((await stat(laz)).size / 2));
    const out = path.join(dir, 'cut');
    await expect(convertLasToPotree(laz, out)).rejects.toMatchObject({
      code: 'truncated',
      message: 'The file is truncated: it ended while its compressed points were read.',
    });
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a LAS mislabelled as compressed', async () => {
    const input = path.join(dir, 'mislabelled.laz');
    await writeLas(input, scan(100, 5), { pointFormat: 3 });
    const bytes = await readFile(input);
    bytes[104] = 3 | 0x80;
    await writeFile(input, bytes);
    const out = path.join(dir, 'mislabelled');
    await expect(convertLasToPotree(input, out)).rejects.toMatchObject({
      code: 'compressed',
      message: 'The LAZ file is damaged: it has no LASzip description (VLR).',
    });
    expect(existsSync(out)).toBe(false);
  });

  it('refuses compressed points that were overwritten', async () => {
    const laz = path.join(dir, 'scrambled.laz');
    await writeLaz(laz, scan(10_000, 9), { chunkSize: 2_000 });
    const bytes = await readFile(laz);
    const pointOffset = bytes.readUInt32LE(96);
    for (let i = pointOffset + 8 + 40; i < bytes.length / 2; i++) bytes[i] = (i * 97) & 0xff;
    await writeFile(laz, bytes);
    const out = path.join(dir, 'scrambled');
    await expect(convertLasToPotree(laz, out)).rejects.toMatchObject({ code: 'compressed' });
    expect(existsSync(out)).toBe(false);
  });
});
