import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectFileType } from '../files/files.detect.ts';
import { sampleVideo360 } from './videos360.sample.ts';
import { vp8FrameOfWebp, writeWebm } from './videos360.webm.ts';

interface Element {
  id: number;
  start: number;
  dataStart: number;
  data: Buffer;
}

/** Reads the elements one after another in `buffer` (an independent EBML reader, for the test). */
function readElements(buffer: Buffer, base = 0): Element[] {
  const out: Element[] = [];
  let at = 0;
  while (at < buffer.length) {
    const idLength = Math.clz32(buffer[at]!) - 23;
    const id = buffer.readUIntBE(at, idLength);
    const sizeLength = Math.clz32(buffer[at + idLength]!) - 23;
    let size = buffer[at + idLength]! & (0xff >> sizeLength);
    for (let i = 1; i < sizeLength; i++) size = size * 256 + buffer[at + idLength + i]!;
    const dataStart = at + idLength + sizeLength;
    out.push({
      id,
      start: base + at,
      dataStart: base + dataStart,
      data: buffer.subarray(dataStart, dataStart + size),
    });
    at = dataStart + size;
  }
  return out;
}
const child = (parent: Element, id: number) =>
  readElements(parent.data, parent.dataStart).find((e) => e.id === id)!;
const children = (parent: Element, id: number) =>
  readElements(parent.data, parent.dataStart).filter((e) => e.id === id);

const frame = async (colour: string) =>
  vp8FrameOfWebp(
    await sharp({ create: { width: 64, height: 32, channels: 3, background: colour } })
      .webp()
      .toBuffer(),
  );

describe('writeWebm', () => {
  it('writes a WebM with one key frame per block, clusters a second apart and cues that point at them', async () => {
    const frames = await Promise.all(['red', 'green', 'blue', 'white', 'black'].map(frame));
    const file = writeWebm(frames, { width: 64, height: 32, fps: 2 });

    const [header, segment] = readElements(file);
    expect(child(header!, 0x4282).data.toString()).toBe('webm');
    const info = child(segment!, 0x1549a966);
    expect(child(info, 0x4489).data.readDoubleBE()).toBe(2500);
    const track = child(child(segment!, 0x1654ae6b), 0xae);
    expect(child(track, 0x86).data.toString()).toBe('V_VP8');

    const clusters = children(segment!, 0x1f43b675);
    expect(clusters.map((c) => child(c, 0xe7).data.readUIntBE(0, child(c, 0xe7).data.length))).toEqual([
      0, 1000, 2000,
    ]);
    const blocks = clusters.flatMap((c) => children(c, 0xa3));
    expect(blocks).toHaveLength(5);
    expect(blocks.every((b) => b.data[3] === 0x80)).toBe(true);
    expect(blocks[1]!.data.subarray(4)).toEqual(frames[1]);

    // Cue positions count from the segment's data; each lands on a cluster.
    const cues = children(child(segment!, 0x1c53bb6b), 0xbb);
    const positions = cues.map((cue) => {
      const position = child(child(cue, 0xb7), 0xf1).data;
      return position.readUIntBE(0, position.length);
    });
    expect(positions.map((p) => file.readUInt32BE(segment!.dataStart + p))).toEqual([
      0x1f43b675, 0x1f43b675, 0x1f43b675,
    ]);
    // The seek head finds the cues at the end.
    const seeks = children(child(segment!, 0x114d9b74), 0x4dbb);
    const cuesSeek = seeks.find((s) => child(s, 0x53ab).data.readUInt32BE() === 0x1c53bb6b)!;
    expect(segment!.dataStart + Number(child(cuesSeek, 0x53ac).data.readBigUInt64BE())).toBe(
      child(segment!, 0x1c53bb6b).start,
    );
  });

  it('refuses a lossless WebP, which holds no VP8 frame', async () => {
    const lossless = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .webp({ lossless: true })
      .toBuffer();
    expect(() => vp8FrameOfWebp(lossless)).toThrow(/no lossy VP8 frame/);
  });
});

describe('sampleVideo360', () => {
  it('makes a video that uploads accept as video/webm', async () => {
    const video = await sampleVideo360({ width: 256, height: 128, seconds: 1, fps: 4 });
    const dir = await mkdtemp(path.join(tmpdir(), 'spatium-video-'));
    try {
      await writeFile(path.join(dir, 'sample'), video);
      expect(await detectFileType(path.join(dir, 'sample'))).toBe('video/webm');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
