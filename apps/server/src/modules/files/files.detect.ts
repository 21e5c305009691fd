import { open, stat } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

// Enough of the start of a file to recognise every text format we accept.
const HEAD_BYTES = 64 * 1024;

/**
 * The MIME type of a file judged by its bytes, never by its name. file-type knows the binary
 * formats; the formats it does not know (LAS/LAZ, PMTiles, the 3D model formats and the text
 * formats) are checked here.
 */
export async function detectFileType(filePath: string): Promise<string> {
  const head = await readHead(filePath);
  const magic = head.subarray(0, 4).toString('latin1');
  if (magic === 'LASF') {
    // LAS header: the point data record format is at byte 104; LAZip sets its top bit (or the next).
    const format = head.length > 104 ? head[104]! : 0;
    return format & 0xc0 ? 'application/vnd.laszip' : 'application/vnd.las';
  }
  if (head.subarray(0, 7).toString('latin1') === 'PMTiles') return 'application/vnd.pmtiles';
  if (/^ply\r?\n/.test(head.subarray(0, 5).toString('latin1'))) return 'model/x-ply';
  if (head.subarray(0, 18).toString('latin1') === 'Kaydara FBX Binary') return 'model/x-fbx';
  const binary = await fileTypeFromFile(filePath).catch(() => undefined);
  if (binary) return binary.mime;
  const text = detectText(head);
  if (text) return text;
  if (await isBinaryStl(filePath, head)) return 'model/stl';
  return 'application/octet-stream';
}

/** Binary STL has no magic number: an 80-byte header, a triangle count, and 50 bytes per triangle. */
async function isBinaryStl(filePath: string, head: Buffer): Promise<boolean> {
  if (head.length < 84) return false;
  const triangles = head.readUInt32LE(80);
  return triangles > 0 && (await stat(filePath)).size === 84 + 50 * triangles;
}

async function readHead(filePath: string): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function detectText(head: Buffer): string | undefined {
  if (head.length === 0 || head.includes(0)) return undefined;
  let text = new TextDecoder('utf-8', { fatal: false }).decode(head);
  if (text.includes('\uFFFD') && !isCutMidCharacter(text)) return undefined;
  text = text.replace(/^\uFEFF/, '').trimStart();
  // IFC (STEP physical file, ISO 10303-21).
  if (text.startsWith('ISO-10303-21')) return 'application/x-step';
  if (text.startsWith('{')) {
    // Only the start of a (possibly huge) JSON document is read: its top-level keys say what it is.
    if (/"asset"\s*:\s*\{/.test(text) && /"version"\s*:\s*"2/.test(text)) return 'model/gltf+json';
    if (
      /"type"\s*:\s*"(FeatureCollection|Feature|Point|MultiPoint|LineString|MultiLineString|Polygon|MultiPolygon|GeometryCollection)"/.test(
        text,
      )
    ) {
      return 'application/geo+json';
    }
    return 'application/json';
  }
  if (isObj(text)) return 'model/obj';
  if (/^solid\b/.test(text) && /\bfacet\s+normal\b/.test(text)) return 'model/stl';
  if (text.startsWith('; FBX')) return 'model/x-fbx';
  if (isMtl(text)) return 'model/mtl';
  return 'text/plain';
}

/** The last character may be cut in half by the read: that alone does not make a file binary. */
function isCutMidCharacter(text: string): boolean {
  return text.indexOf('\uFFFD') >= text.length - 3;
}

/** Wavefront OBJ: statements like `v 1 2 3`, `f 1 2 3`, with comments; at least one vertex. */
function isObj(text: string): boolean {
  const lines = text
    .split(/\r?\n/)
    .slice(0, 200)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  if (lines.length === 0) return false;
  const complete = lines.slice(0, -1).length > 0 ? lines.slice(0, -1) : lines;
  return (
    complete.every((l) => /^(v|vt|vn|vp|f|l|p|o|g|s|mtllib|usemtl)(\s|$)/.test(l)) &&
    complete.some((l) => /^v\s/.test(l))
  );
}

/** Wavefront material library (an OBJ's .mtl): `newmtl` blocks of colours and texture maps. */
function isMtl(text: string): boolean {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  return lines[0]?.startsWith('newmtl ') ?? false;
}
