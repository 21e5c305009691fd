/**
 * Small but valid model files for the demo's datasets, written by code (nothing can be downloaded
 * here): a LAS 1.2 point cloud, a binary glTF made of boxes and GeoJSON.
 * Deterministic, a few milliseconds each.
 */

type Box = { min: [number, number, number]; max: [number, number, number] };

/** A laser scan of a small site: terrain, a building's walls and a crane mast, coloured by height. */
export function sampleLas(options: { seed: number; points?: number }): Buffer {
  const count = options.points ?? 40_000;
  const random = seededRandom(options.seed);
  const points: [number, number, number, number, number, number, number][] = [];
  for (let i = 0; i < count; i++) {
    const pick = random();
    let x: number;
    let y: number;
    let z: number;
    if (pick < 0.5) {
      // Terrain: gently rolling, 60 × 40 m.
      x = random() * 60;
      y = random() * 40;
      z = 0.6 * Math.sin(x / 9) + 0.4 * Math.cos(y / 7) + random() * 0.05;
    } else if (pick < 0.95) {
      // A building's four walls, 24 × 14 m, 15 m high.
      const along = random() * 76;
      z = random() * 15;
      if (along < 24) [x, y] = [18 + along, 13];
      else if (along < 38) [x, y] = [42, 13 + along - 24];
      else if (along < 62) [x, y] = [42 - (along - 38), 27];
      else [x, y] = [18, 27 - (along - 62)];
    } else {
      x = 8 + random() * 0.8;
      y = 8 + random() * 0.8;
      z = random() * 30;
    }
    const shade = Math.min(1, z / 30);
    const [r, g, b] =
      pick < 0.5 ? [0.45, 0.42, 0.35] : pick < 0.95 ? [0.8 - 0.3 * shade, 0.74, 0.66] : [0.95, 0.78, 0.1];
    const colour = (c: number) => Math.round(c * 65535);
    points.push([x, y, z, Math.round(200 + random() * 800), colour(r), colour(g), colour(b)]);
  }
  const headerSize = 227;
  const recordLength = 26; // Point data record format 2: XYZ, intensity, flags, class, angle, user, source, RGB.
  const scale = 0.001;
  const buffer = Buffer.alloc(headerSize + count * recordLength);
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const p of points) {
    for (let a = 0; a < 3; a++) {
      min[a] = Math.min(min[a]!, p[a]!);
      max[a] = Math.max(max[a]!, p[a]!);
    }
  }
  buffer.write('LASF', 0, 'ascii');
  buffer.writeUInt8(1, 24); // Version 1.2.
  buffer.writeUInt8(2, 25);
  buffer.write('Spatium demo', 26, 'ascii');
  buffer.write('Spatium demo seed', 58, 'ascii');
  buffer.writeUInt16LE(1, 90); // Day of year.
  buffer.writeUInt16LE(2026, 92);
  buffer.writeUInt16LE(headerSize, 94);
  buffer.writeUInt32LE(headerSize, 96); // Offset to point data: no variable length records.
  buffer.writeUInt32LE(0, 100);
  buffer.writeUInt8(2, 104);
  buffer.writeUInt16LE(recordLength, 105);
  buffer.writeUInt32LE(count, 107);
  buffer.writeUInt32LE(count, 111); // Points by return: all first returns.
  for (let a = 0; a < 3; a++) buffer.writeDoubleLE(scale, 131 + a * 8);
  for (let a = 0; a < 3; a++) buffer.writeDoubleLE(0, 155 + a * 8);
  for (let a = 0; a < 3; a++) {
    buffer.writeDoubleLE(max[a]!, 179 + a * 16);
    buffer.writeDoubleLE(min[a]!, 187 + a * 16);
  }
  let offset = headerSize;
  for (const [x, y, z, intensity, r, g, b] of points) {
    buffer.writeInt32LE(Math.round(x / scale), offset);
    buffer.writeInt32LE(Math.round(y / scale), offset + 4);
    buffer.writeInt32LE(Math.round(z / scale), offset + 8);
    buffer.writeUInt16LE(intensity, offset + 12);
    buffer.writeUInt8(0b00001001, offset + 14); // Return 1 of 1.
    buffer.writeUInt8(z > 0.8 ? 6 : 2, offset + 15); // Building or ground.
    buffer.writeUInt16LE(r, offset + 20);
    buffer.writeUInt16LE(g, offset + 22);
    buffer.writeUInt16LE(b, offset + 24);
    offset += recordLength;
  }
  return buffer;
}

/** One named part of a model: its boxes become one mesh under one glTF node of that name. */
export interface ModelPart {
  name: string;
  colour: [number, number, number];
  boxes: Box[];
}

/** A balcony module (glTF is Y-up: y is height): a slab, a back wall and glass-less railings. */
export const balconyParts: ModelPart[] = [
  { name: 'Balcony slab', colour: [0.75, 0.74, 0.7], boxes: [{ min: [0, 0, 0], max: [4, 0.25, 1.8] }] },
  { name: 'Back wall', colour: [0.86, 0.8, 0.7], boxes: [{ min: [0, 0.25, 0], max: [4, 2.8, 0.2] }] },
  {
    name: 'Front railing',
    colour: [0.35, 0.38, 0.42],
    boxes: [{ min: [0, 0.25, 1.75], max: [4, 1.1, 1.8] }],
  },
  { name: 'Left railing', colour: [0.35, 0.38, 0.42], boxes: [{ min: [0, 0.25, 0], max: [0.05, 1.1, 1.8] }] },
  {
    name: 'Right railing',
    colour: [0.35, 0.38, 0.42],
    boxes: [{ min: [3.95, 0.25, 0], max: [4, 1.1, 1.8] }],
  },
];

/** A straight staircase of 14 steps between two landings, each a part. */
export const staircaseParts: ModelPart[] = [
  { name: 'Lower landing', colour: [0.62, 0.6, 0.58], boxes: [{ min: [0, 0, 0], max: [1.2, 0.2, 1.2] }] },
  ...Array.from(
    { length: 14 },
    (_, i): ModelPart => ({
      name: `Step ${i + 1}`,
      colour: i % 2 === 0 ? [0.7, 0.66, 0.6] : [0.62, 0.6, 0.58],
      boxes: [{ min: [0, 0, 1.2 + i * 0.27], max: [1.2, 0.2 + (i + 1) * 0.18, 1.2 + (i + 1) * 0.27] }],
    }),
  ),
  {
    name: 'Upper landing',
    colour: [0.62, 0.6, 0.58],
    boxes: [{ min: [0, 2.52, 1.2 + 14 * 0.27], max: [1.2, 2.72, 2.4 + 14 * 0.27] }],
  },
];

/**
 * A binary glTF 2.0 (GLB): one node per part, named, each with its own mesh and material, under one
 * root node named `root` — so a viewer can list, pick, hide and explode the parts.
 */
export function sampleGlb(parts: ModelPart[], root = 'Model'): Buffer {
  const chunks: Buffer[] = [];
  let offset = 0;
  const bufferViews: object[] = [];
  const accessors: object[] = [];
  const view = (bytes: Buffer, target: number) => {
    chunks.push(bytes);
    bufferViews.push({ buffer: 0, byteOffset: offset, byteLength: bytes.length, target });
    offset += bytes.length;
    return bufferViews.length - 1;
  };
  const meshes: object[] = [];
  const materials: object[] = [];
  const nodes: object[] = [{ name: root, children: parts.map((_, i) => i + 1) }];
  for (const [index, part] of parts.entries()) {
    const { positions, normals, indices } = boxGeometry(part.boxes);
    const min = [0, 1, 2].map((a) => Math.min(...part.boxes.map((b) => b.min[a]!)));
    const max = [0, 1, 2].map((a) => Math.max(...part.boxes.map((b) => b.max[a]!)));
    const p = view(Buffer.from(new Float32Array(positions).buffer), 34962);
    const n = view(Buffer.from(new Float32Array(normals).buffer), 34962);
    const i = view(Buffer.from(new Uint32Array(indices).buffer), 34963);
    accessors.push(
      { bufferView: p, componentType: 5126, count: positions.length / 3, type: 'VEC3', min, max },
      { bufferView: n, componentType: 5126, count: normals.length / 3, type: 'VEC3' },
      { bufferView: i, componentType: 5125, count: indices.length, type: 'SCALAR' },
    );
    materials.push({
      name: part.name,
      pbrMetallicRoughness: { baseColorFactor: [...part.colour, 1], metallicFactor: 0, roughnessFactor: 0.8 },
    });
    meshes.push({
      name: part.name,
      primitives: [
        {
          attributes: { POSITION: index * 3, NORMAL: index * 3 + 1 },
          indices: index * 3 + 2,
          material: index,
        },
      ],
    });
    nodes.push({ name: part.name, mesh: index });
  }
  const bin = Buffer.concat(chunks);
  const json = {
    asset: { version: '2.0', generator: 'Spatium demo seed' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes,
    meshes,
    materials,
    buffers: [{ byteLength: bin.length }],
    bufferViews,
    accessors,
  };
  const jsonChunk = padTo4(Buffer.from(JSON.stringify(json)), 0x20);
  const binChunk = padTo4(bin, 0);
  const header = Buffer.alloc(12);
  header.writeUInt32LE(0x46546c67, 0); // "glTF"
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + jsonChunk.length + 8 + binChunk.length, 8);
  return Buffer.concat([
    header,
    chunkHeader(jsonChunk.length, 0x4e4f534a), // "JSON"
    jsonChunk,
    chunkHeader(binChunk.length, 0x004e4942), // "BIN\0"
    binChunk,
  ]);
}

/** Six faces per box, four vertices each with the face's normal, counter-clockwise seen from outside. */
function boxGeometry(boxes: Box[]): { positions: number[]; normals: number[]; indices: number[] } {
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  const faces: [number, number][] = [
    [0, 1],
    [0, -1],
    [1, 1],
    [1, -1],
    [2, 1],
    [2, -1],
  ];
  for (const box of boxes) {
    for (const [axis, sign] of faces) {
      const u = (axis + 1) % 3;
      const v = (axis + 2) % 3;
      const base = positions.length / 3;
      for (const [cu, cv] of [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ] as const) {
        const p = [0, 0, 0];
        p[axis] = sign > 0 ? box.max[axis]! : box.min[axis]!;
        p[u] = cu ? box.max[u]! : box.min[u]!;
        p[v] = cv ? box.max[v]! : box.min[v]!;
        positions.push(...p);
        const n = [0, 0, 0];
        n[axis] = sign;
        normals.push(...n);
      }
      if (sign > 0) indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
      else indices.push(base, base + 2, base + 1, base, base + 3, base + 2);
    }
  }
  return { positions, normals, indices };
}

/** `count` lines or points scattered round a centre, as a FeatureCollection. */
export function sampleGeoJson(options: {
  seed: number;
  centre: [number, number];
  count: number;
  geometry: 'LineString' | 'Point';
  name: string;
}): Buffer {
  const random = seededRandom(options.seed);
  const [lon, lat] = options.centre;
  const spread = 0.003;
  const at = (): [number, number] => [
    round6(lon + (random() - 0.5) * spread * 2),
    round6(lat + (random() - 0.5) * spread),
  ];
  const features = Array.from({ length: options.count }, (_, i) => {
    const start = at();
    const geometry =
      options.geometry === 'Point'
        ? { type: 'Point', coordinates: start }
        : {
            type: 'LineString',
            coordinates: [
              start,
              [round6(start[0] + (random() - 0.5) * 0.0008), round6(start[1] - random() * 0.0004)],
            ],
          };
    return { type: 'Feature', id: i + 1, properties: { name: `${options.name} ${i + 1}` }, geometry };
  });
  return Buffer.from(JSON.stringify({ type: 'FeatureCollection', features }));
}

function padTo4(buffer: Buffer, fill: number): Buffer {
  const padding = (4 - (buffer.length % 4)) % 4;
  return padding === 0 ? buffer : Buffer.concat([buffer, Buffer.alloc(padding, fill)]);
}

function chunkHeader(length: number, type: number): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32LE(length, 0);
  header.writeUInt32LE(type, 4);
  return header;
}

function round6(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}

/** mulberry32: the same numbers for the same seed on every start. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
