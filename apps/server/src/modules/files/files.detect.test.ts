import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileTypeSignatures } from '@spatium/contracts';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { detectFileType } from './files.detect.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'spatium-detect-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const las = (format: number) => {
  const head = Buffer.alloc(375);
  head.write('LASF', 0, 'latin1');
  head[104] = format;
  return head;
};
const image = (format: 'jpeg' | 'png' | 'webp' | 'tiff') =>
  sharp({ create: { width: 8, height: 4, channels: 3, background: '#357' } })
    .toFormat(format)
    .toBuffer();
const glb = () => {
  const header = Buffer.alloc(12);
  header.write('glTF', 0, 'latin1');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12, 8);
  return header;
};

// The browser's check before an upload (contracts fileTypes.ts) must never refuse what the server,
// reading the whole file, accepts: for a sample of every kind, the server's verdict is a type whose
// signature the browser also sees in the first bytes.
describe('the browser’s file-type check agrees with the server’s detection', () => {
  it.each([
    ['a JPEG', () => image('jpeg'), 'image/jpeg'],
    ['a PNG', () => image('png'), 'image/png'],
    ['a WebP', () => image('webp'), 'image/webp'],
    ['a TIFF', () => image('tiff'), 'image/tiff'],
    [
      'a PDF',
      async () => Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
      'application/pdf',
    ],
    ['a LAS point cloud', async () => las(3), 'application/vnd.las'],
    ['a LAZ point cloud', async () => las(0x83), 'application/vnd.laszip'],
    [
      'a PMTiles archive',
      async () => Buffer.concat([Buffer.from('PMTiles'), Buffer.alloc(120, 3)]),
      'application/vnd.pmtiles',
    ],
    ['an IFC model', async () => Buffer.from('ISO-10303-21;\nHEADER;\nENDSEC;\n'), 'application/x-step'],
    ['a binary glTF', async () => glb(), 'model/gltf-binary'],
    ['a glTF', async () => Buffer.from('{"asset":{"version":"2.0"},"scenes":[]}'), 'model/gltf+json'],
    ['an OBJ', async () => Buffer.from('# cube\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n'), 'model/obj'],
    [
      'an OBJ’s material library',
      async () => Buffer.from('# made by hand\nnewmtl Steel\nKd 0.2 0.3 0.8\n'),
      'model/mtl',
    ],
    [
      'an ASCII STL',
      async () =>
        Buffer.from(
          'solid plate\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nendloop\nendfacet\nendsolid\n',
        ),
      'model/stl',
    ],
    [
      'a binary STL',
      async () => {
        const stl = Buffer.alloc(84 + 50 * 2);
        stl.writeUInt32LE(2, 80);
        stl.writeFloatLE(1, 84 + 12);
        return stl;
      },
      'model/stl',
    ],
    [
      'a binary PLY',
      async () =>
        Buffer.concat([
          Buffer.from(
            'ply\nformat binary_little_endian 1.0\nelement vertex 1\nproperty float x\nend_header\n',
          ),
          Buffer.alloc(4),
        ]),
      'model/x-ply',
    ],
    [
      'a binary FBX',
      async () => Buffer.concat([Buffer.from('Kaydara FBX Binary  \0'), Buffer.alloc(64, 1)]),
      'model/x-fbx',
    ],
    [
      'a GeoJSON',
      async () => Buffer.from('{"type":"FeatureCollection","features":[]}'),
      'application/geo+json',
    ],
  ])('%s', async (_, make, expected) => {
    const content = await make();
    const file = path.join(dir, `sample-${expected.replace(/\W/g, '-')}`);
    writeFileSync(file, content);
    const detected = await detectFileType(file);
    expect(detected).toBe(expected);
    expect(fileTypeSignatures[detected]?.matches(new Uint8Array(content.subarray(0, 4096)))).toBe(true);
  });
});
