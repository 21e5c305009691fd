import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalDiskStorage } from '../../platform/storage/storage.ts';
import { PlanImages } from './tours.plan.ts';

async function read(opened: Awaited<ReturnType<PlanImages['open']>>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('PlanImages', () => {
  let root: string;
  let storage: LocalDiskStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'plans-'));
    storage = new LocalDiskStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  async function storedPlan(id: number, width: number, height: number, bytes?: Buffer) {
    const image =
      bytes ??
      (await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer());
    const storageKey = `files/plan-${id}.png`;
    await storage.put(storageKey, image);
    return {
      file: { id, name: `Plan ${id}.png`, type: 'image/png', size: image.length, storageKey },
      width,
      height,
    };
  }

  it('serves a plan of up to 2560 px as it was uploaded', async () => {
    const plan = await storedPlan(1, 2560, 1200);
    const opened = await new PlanImages(storage).open(plan, undefined);
    expect(opened?.file.type).toBe('image/png');
    expect((await sharp(await read(opened)).metadata()).width).toBe(2560);
  });

  it('scales a larger one once, keeps the most recent copies, and makes an evicted one again', async () => {
    const [a, b] = [await storedPlan(1, 4000, 3000), await storedPlan(2, 3000, 5000)];
    const reads = vi.spyOn(storage, 'get');
    const plans = new PlanImages(storage, 1);
    const first = await read(await plans.open(a, undefined));
    expect((await sharp(first).metadata()).width).toBe(2560);
    await read(await plans.open(a, undefined));
    expect(reads).toHaveBeenCalledTimes(1);
    const tall = await read(await plans.open(b, undefined));
    expect((await sharp(tall).metadata()).height).toBe(2560);
    await read(await plans.open(a, undefined));
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it('serves the original when it cannot be scaled, and nothing when storage has lost it', async () => {
    const broken = await storedPlan(3, 9000, 4000, Buffer.from('not an image'));
    const opened = await new PlanImages(storage).open(broken, undefined);
    expect((await read(opened)).toString()).toBe('not an image');

    // A read that breaks off half-way falls back too, rather than leaving the request hanging.
    const plan = await storedPlan(4, 4000, 2000);
    const stored = await storage.get(plan.file.storageKey);
    const failing = new Readable({ read() {} });
    failing.push(Buffer.alloc(64));
    setImmediate(() => failing.destroy(new Error('disk went away')));
    vi.spyOn(storage, 'get').mockResolvedValueOnce({ ...stored!, stream: failing });
    const fallback = await new PlanImages(storage).open(plan, undefined);
    expect(fallback?.file.type).toBe('image/png');

    await storage.delete(broken.file.storageKey);
    expect(await new PlanImages(storage).open(broken, undefined)).toBeUndefined();
  });
});
