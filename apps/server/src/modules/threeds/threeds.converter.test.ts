import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { convertToGlb, ThreedRejected } from './threeds.converter.ts';

describe('convertToGlb', () => {
  const path0 = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path0;
  });

  it('says the converter is not installed when assimp is not on the PATH', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'spatium-threed-test-'));
    try {
      await writeFile(path.join(dir, 'a.obj'), 'o A\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n');
      process.env.PATH = dir;
      const failure = await convertToGlb(path.join(dir, 'a.obj'), path.join(dir, 'a.glb')).catch((e) => e);
      expect(failure).toBeInstanceOf(ThreedRejected);
      expect(failure).toMatchObject({ code: 'no_converter', message: expect.stringMatching(/assimp-utils/) });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
