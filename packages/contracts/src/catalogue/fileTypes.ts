import { type UploadPurpose, uploadRules } from './files.ts';

/**
 * How each accepted file type is recognised, for the browser's check before an upload starts: the
 * file-name extensions it goes by, and a test of its first bytes. These mirror the server's detection
 * (files.detect.ts: file-type for binary formats, our own checks for LAS/LAZ, PMTiles, IFC, glTF, OBJ
 * and GeoJSON), and err on the lenient side where the server reads further (the text formats), since
 * the server's verdict on the whole file stays the final one.
 */
export interface FileTypeSignature {
  extensions: readonly string[];
  matches: (head: Uint8Array) => boolean;
  /** A text format: its first bytes say little, so the file's name must carry one of the extensions. */
  text?: true;
}

const ascii = (head: Uint8Array, start: number, text: string) =>
  head.length >= start + text.length && [...text].every((char, i) => head[start + i] === char.charCodeAt(0));
const bytes = (head: Uint8Array, start: number, expected: readonly number[]) =>
  head.length >= start + expected.length && expected.every((byte, i) => head[start + i] === byte);

/** Text without NUL bytes, from its first non-blank character on (after a UTF-8 byte-order mark). */
function textStart(head: Uint8Array): string | null {
  if (head.includes(0)) return null;
  return new TextDecoder('utf-8', { fatal: false })
    .decode(head.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
}

const isZip = (head: Uint8Array) => bytes(head, 0, [0x50, 0x4b, 0x03, 0x04]);
// LAS header: point data record format at byte 104; LAZip sets its top bits (as on the server).
const lasFormat = (head: Uint8Array) => (ascii(head, 0, 'LASF') ? (head[104] ?? 0) : null);

export const fileTypeSignatures: Record<string, FileTypeSignature> = {
  'image/jpeg': { extensions: ['.jpg', '.jpeg'], matches: (h) => bytes(h, 0, [0xff, 0xd8, 0xff]) },
  'image/png': {
    extensions: ['.png'],
    matches: (h) => bytes(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  'image/webp': { extensions: ['.webp'], matches: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WEBP') },
  'image/tiff': {
    extensions: ['.tif', '.tiff'],
    matches: (h) => bytes(h, 0, [0x49, 0x49, 0x2a, 0x00]) || bytes(h, 0, [0x4d, 0x4d, 0x00, 0x2a]),
  },
  'application/pdf': { extensions: ['.pdf'], matches: (h) => ascii(h, 0, '%PDF-') },
  'application/zip': { extensions: ['.zip'], matches: isZip },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    extensions: ['.docx'],
    matches: isZip,
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    extensions: ['.xlsx'],
    matches: isZip,
  },
  'text/plain': { extensions: ['.txt'], matches: (h) => textStart(h) !== null, text: true },
  'application/vnd.las': { extensions: ['.las'], matches: (h) => lasFormat(h) !== null },
  'application/vnd.laszip': { extensions: ['.laz'], matches: (h) => lasFormat(h) !== null },
  'application/vnd.pmtiles': { extensions: ['.pmtiles'], matches: (h) => ascii(h, 0, 'PMTiles') },
  'application/x-step': {
    extensions: ['.ifc'],
    matches: (h) => textStart(h)?.startsWith('ISO-10303-21') ?? false,
    text: true,
  },
  'model/gltf-binary': { extensions: ['.glb'], matches: (h) => ascii(h, 0, 'glTF') },
  'model/gltf+json': {
    extensions: ['.gltf'],
    matches: (h) => textStart(h)?.startsWith('{') ?? false,
    text: true,
  },
  'model/obj': { extensions: ['.obj'], matches: (h) => textStart(h) !== null, text: true },
  'model/mtl': { extensions: ['.mtl'], matches: (h) => textStart(h) !== null, text: true },
  // Binary STL has no magic number (the server checks its size against its triangle count).
  'model/stl': { extensions: ['.stl'], matches: (h) => h.length > 0, text: true },
  'model/x-ply': { extensions: ['.ply'], matches: (h) => ascii(h, 0, 'ply') },
  'model/x-fbx': {
    extensions: ['.fbx'],
    matches: (h) => ascii(h, 0, 'Kaydara FBX Binary') || (textStart(h)?.startsWith(';') ?? false),
    text: true,
  },
  'application/geo+json': {
    extensions: ['.geojson', '.json'],
    matches: (h) => textStart(h)?.startsWith('{') ?? false,
    text: true,
  },
  'video/mp4': { extensions: ['.mp4', '.m4v'], matches: (h) => ascii(h, 4, 'ftyp') },
  'video/webm': { extensions: ['.webm'], matches: (h) => bytes(h, 0, [0x1a, 0x45, 0xdf, 0xa3]) },
};

/** How many of a file's first bytes the check reads. */
export const fileTypeHeadBytes = 4096;

/** The file-name extensions a purpose accepts, for an `accept` filter and for telling the user. */
export function acceptedExtensions(purpose: UploadPurpose): string[] {
  return [
    ...new Set(uploadRules[purpose].types.flatMap((type) => fileTypeSignatures[type]?.extensions ?? [])),
  ];
}

/** `accept` for a file picker or dropzone: each accepted MIME type with its extensions. */
export function acceptFilter(purpose: UploadPurpose): Record<string, string[]> {
  return Object.fromEntries(
    uploadRules[purpose].types.map((type) => [type, [...(fileTypeSignatures[type]?.extensions ?? [])]]),
  );
}

/**
 * Whether a file may be of a type the purpose accepts, judged by its first bytes and its name: a binary
 * format's magic number is enough (a JPEG named .jfif is still a JPEG, as the server finds); a text
 * format needs one of its extensions as well. A photo renamed .laz, or a PDF given as a point cloud, is
 * refused before a single byte is sent.
 */
export function matchesUploadType(purpose: UploadPurpose, fileName: string, head: Uint8Array): boolean {
  const name = fileName.toLowerCase();
  const { types } = uploadRules[purpose];
  // An empty list takes any type (My files).
  if (types.length === 0) return true;
  return types.some((type) => {
    const signature = fileTypeSignatures[type];
    if (!signature?.matches(head)) return false;
    return !signature.text || signature.extensions.some((extension) => name.endsWith(extension));
  });
}
