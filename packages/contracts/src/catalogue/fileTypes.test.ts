import { describe, expect, it } from 'vitest';
import { uploadPurposes, uploadRules } from './files.ts';
import { acceptedExtensions, acceptFilter, fileTypeSignatures, matchesUploadType } from './fileTypes.ts';

const text = (value: string) => new TextEncoder().encode(value);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const las = (format: number) => {
  const head = new Uint8Array(120);
  head.set(text('LASF'));
  head[104] = format;
  return head;
};

describe('upload file types', () => {
  it.each(uploadPurposes)('knows how to recognise every type that %s accepts', (purpose) => {
    const { types } = uploadRules[purpose];
    for (const type of types) expect(fileTypeSignatures[type], type).toBeDefined();
    // No list means any file (My files); every other purpose offers its extensions in the file picker.
    expect(acceptedExtensions(purpose).length > 0).toBe(types.length > 0);
  });

  it('takes any file into My files, whatever its name or first bytes', () => {
    expect(matchesUploadType('myfile', 'notes.xyz', text('plain words'))).toBe(true);
    expect(matchesUploadType('myfile', 'hall.png', png)).toBe(true);
  });

  it('offers an accept filter of MIME types with their extensions', () => {
    expect(acceptFilter('panorama')).toEqual({
      'image/jpeg': ['.jpg', '.jpeg'],
      'image/png': ['.png'],
      'image/webp': ['.webp'],
    });
    expect(acceptedExtensions('cloud')).toEqual(['.las', '.laz']);
  });

  it('accepts a file whose first bytes are of an accepted binary type, whatever its name', () => {
    expect(matchesUploadType('panorama', 'hall.PNG', png)).toBe(true);
    expect(matchesUploadType('panorama', 'hall.jfif', jpeg)).toBe(true);
    expect(matchesUploadType('cloud', 'scan.laz', las(0x83))).toBe(true);
    expect(matchesUploadType('cloud', 'scan.las', las(3))).toBe(true);
  });

  it('refuses a photo renamed as a point cloud, and a PDF given as a panorama', () => {
    expect(matchesUploadType('cloud', 'photo.laz', png)).toBe(false);
    expect(matchesUploadType('panorama', 'plan.jpg', text('%PDF-1.7\n'))).toBe(false);
    expect(matchesUploadType('bim', 'model.ifc', png)).toBe(false);
  });

  it('needs a text format to be named as one, as well as to read like one', () => {
    const ifc = text('ISO-10303-21;\nHEADER;\n');
    expect(matchesUploadType('bim', 'block-a.ifc', ifc)).toBe(true);
    expect(matchesUploadType('bim', 'notes.txt', text('just some notes'))).toBe(false);
    expect(matchesUploadType('threed', 'cube.obj', text('v 0 0 0\nv 1 0 0\nf 1 2 3\n'))).toBe(true);
    expect(matchesUploadType('threed', 'cube.obj', new Uint8Array([0, 1, 2, 3]))).toBe(false);
    expect(matchesUploadType('threed', 'plate.stl', new Uint8Array(84))).toBe(true);
    expect(matchesUploadType('threed', 'plate.zip', new Uint8Array(84))).toBe(false);
    expect(matchesUploadType('threed', 'cube.mtl', text('newmtl Steel\n'))).toBe(true);
    expect(matchesUploadType('geojson', 'roads.geojson', text(' {"type":"FeatureCollection"}'))).toBe(true);
  });
});
