import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../../test/support/s3.ts';
import { loadConfig } from '../../config.ts';
import { createStorage } from './create-storage.ts';
import { S3Storage } from './s3.storage.ts';
import { LocalDiskStorage, type Storage } from './storage.ts';

let s3: LocalS3;
const root = mkdtempSync(path.join(tmpdir(), 'spatium-storage-'));
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(root, { recursive: true, force: true });
});

const implementations: [string, () => Storage][] = [
  ['local disk', () => new LocalDiskStorage(path.join(root, 'files'))],
  [
    'S3',
    () =>
      new S3Storage({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        bucket: s3.bucket,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
  ],
];

describe.each(implementations)('%s storage', (_name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it('stores a buffer and reads it back whole or by byte range', async () => {
    await storage.put('test/a.txt', Buffer.from('0123456789'));
    const whole = await storage.get('test/a.txt');
    expect(whole?.size).toBe(10);
    expect(await text(whole!.stream)).toBe('0123456789');
    const part = await storage.get('test/a.txt', { start: 2, end: 5 });
    expect(part?.size).toBe(10);
    expect(await text(part!.stream)).toBe('2345');
    expect(await storage.stat('test/a.txt')).toEqual({ size: 10 });
  });

  it('stores a stream larger than one multipart part', async () => {
    const size = 8 * 1024 * 1024 * 2 + 1000;
    const chunk = Buffer.alloc(1024 * 1024, 97);
    const chunks = Array.from({ length: Math.ceil(size / chunk.length) }, (_, i) =>
      i === Math.floor(size / chunk.length) ? chunk.subarray(0, size % chunk.length) : chunk,
    );
    await storage.put('test/big.bin', Readable.from(chunks));
    expect(await storage.stat('test/big.bin')).toEqual({ size });
    const tail = await storage.get('test/big.bin', { start: size - 3, end: size - 1 });
    expect(await text(tail!.stream)).toBe('aaa');
  });

  it('moves a local file in and removes the local copy', async () => {
    const local = path.join(root, `upload-${Math.random().toString(16).slice(2)}`);
    writeFileSync(local, 'moved');
    await storage.putFile('test/moved.txt', local);
    expect(await text((await storage.get('test/moved.txt'))!.stream)).toBe('moved');
    await expect(import('node:fs/promises').then((fs) => fs.stat(local))).rejects.toThrow();
  });

  it('deletes, and a missing key reads as undefined', async () => {
    await storage.delete('test/a.txt');
    expect(await storage.get('test/a.txt')).toBeUndefined();
    expect(await storage.stat('test/a.txt')).toBeUndefined();
    await storage.delete('test/never-there.txt');
  });

  it('refuses keys that could leave the storage root', async () => {
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/Bad storage key/);
  });
});

describe('storage choice', () => {
  it('uses S3 when S3_BUCKET is set and the local disk otherwise', () => {
    expect(createStorage(loadConfig({ DATA_DIR: root }))).toBeInstanceOf(LocalDiskStorage);
    expect(
      createStorage(loadConfig({ DATA_DIR: root, S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9' })),
    ).toBeInstanceOf(S3Storage);
  });
});
