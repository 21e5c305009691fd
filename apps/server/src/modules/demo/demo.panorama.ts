import sharp from 'sharp';

/**
 * Demo panoramas that look like places: each pixel of the equirectangular image casts a ray from
 * the eye into a simple scene (a box room or corridor with windows, doors and lights, or an outdoor
 * site with buildings, a ground and a sky), so walls, floors and horizons bend exactly as in a real
 * 360° photo. Deterministic (hash noise, no Math.random) and allocation-free per pixel: a
 * 4096×2048 image renders in well under a second.
 */

type Rgb = readonly [number, number, number];

export interface Opening {
  /** The wall: x- (west), x+ (east), z- (south), z+ (north). */
  wall: 'w' | 'e' | 's' | 'n';
  /** Along the wall, metres from its left end (seen from inside). */
  from: number;
  to: number;
  /** Sill and head heights, metres. */
  bottom: number;
  top: number;
  type: 'window' | 'door';
}

export interface RoomScene {
  kind: 'room';
  /** Width (x), height (y) and depth (z), metres. */
  size: readonly [number, number, number];
  /** Where the camera stands, metres from the room's south-west floor corner. */
  eye: readonly [number, number, number];
  wall: Rgb;
  walls?: 'plaster' | 'brick' | 'concrete';
  floor: 'planks' | 'tiles' | 'concrete';
  floorColor: Rgb;
  ceiling: Rgb;
  lights: 'panels' | 'strips';
  openings: readonly Opening[];
}

export interface Building {
  min: readonly [number, number, number];
  max: readonly [number, number, number];
  color: Rgb;
  facade: 'windows' | 'brick' | 'concrete';
  scaffold?: boolean;
}

export interface OutdoorScene {
  kind: 'outdoor';
  eye: readonly [number, number, number];
  ground: 'gravel' | 'asphalt' | 'grass';
  buildings: readonly Building[];
  /** Sun direction: azimuth from +z towards +x and elevation, radians. */
  sun: readonly [number, number];
}

export type DemoScene = RoomScene | OutdoorScene;

/** Renders the scene and encodes it as a JPEG, as a camera would hand it over. */
export async function renderPanoramaJpeg(scene: DemoScene, width = 4096, height = 2048): Promise<Buffer> {
  const pixels = await renderPanorama(scene, width, height);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 84, mozjpeg: false })
    .toBuffer();
}

/** Rows drawn between yields, so a render in the API process never holds up requests for long. */
const ROWS_PER_SLICE = 16;

/** Raw RGB, row by row, top (zenith) to bottom (nadir); longitude 0 (looking +z) in the middle. */
export async function renderPanorama(scene: DemoScene, width: number, height: number): Promise<Buffer> {
  const out = Buffer.alloc(width * height * 3);
  const sinLon = new Float64Array(width);
  const cosLon = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const lon = ((x + 0.5) / width - 0.5) * 2 * Math.PI;
    sinLon[x] = Math.sin(lon);
    cosLon[x] = Math.cos(lon);
  }
  const shade = scene.kind === 'room' ? roomShader(scene) : outdoorShader(scene);
  const colour = new Float64Array(3);
  for (let y = 0; y < height; y++) {
    if (y % ROWS_PER_SLICE === 0 && y > 0) await new Promise((resolve) => setImmediate(resolve));
    const lat = (0.5 - (y + 0.5) / height) * Math.PI;
    const dy = Math.sin(lat);
    const horizontal = Math.cos(lat);
    let offset = y * width * 3;
    for (let x = 0; x < width; x++) {
      shade(horizontal * sinLon[x]!, dy, horizontal * cosLon[x]!, colour);
      // Film grain, so flat areas look photographed rather than drawn.
      const grain = (hash2(x, y) - 0.5) * 6;
      out[offset++] = clampByte(colour[0]! * 255 + grain);
      out[offset++] = clampByte(colour[1]! * 255 + grain);
      out[offset++] = clampByte(colour[2]! * 255 + grain);
    }
  }
  return out;
}

type Shader = (dx: number, dy: number, dz: number, out: Float64Array) => void;

function roomShader(room: RoomScene): Shader {
  const [W, H, D] = room.size;
  const [ex, ey, ez] = room.eye;
  const sky = skyShader([0.4, 2.4]);
  return (dx, dy, dz, out) => {
    // From inside a box the ray leaves through the nearest of three faces.
    const tx = dx > 0 ? (W - ex) / dx : dx < 0 ? -ex / dx : Infinity;
    const ty = dy > 0 ? (H - ey) / dy : dy < 0 ? -ey / dy : Infinity;
    const tz = dz > 0 ? (D - ez) / dz : dz < 0 ? -ez / dz : Infinity;
    const t = Math.min(tx, ty, tz);
    const px = ex + dx * t;
    const py = ey + dy * t;
    const pz = ez + dz * t;
    let r: number;
    let g: number;
    let b: number;
    let edge: number;
    if (t === ty) {
      edge = Math.min(px, W - px, pz, D - pz);
      if (dy < 0) {
        const tone = floorTone(room.floor, px, pz);
        r = room.floorColor[0] * tone;
        g = room.floorColor[1] * tone;
        b = room.floorColor[2] * tone;
      } else {
        const lit = ceilingLight(room.lights, px, pz, W, D);
        if (lit) {
          out[0] = 1;
          out[1] = 0.98;
          out[2] = 0.93;
          return;
        }
        const grid = room.lights === 'panels' && (frac(px / 0.6) < 0.02 || frac(pz / 0.6) < 0.02) ? 0.86 : 1;
        r = room.ceiling[0] * grid;
        g = room.ceiling[1] * grid;
        b = room.ceiling[2] * grid;
      }
    } else {
      // Along the wall from its left end as seen from inside, and height.
      let wall: Opening['wall'];
      let along: number;
      let length: number;
      if (t === tx) {
        wall = dx > 0 ? 'e' : 'w';
        along = dx > 0 ? pz : D - pz;
        length = D;
      } else {
        wall = dz > 0 ? 'n' : 's';
        along = dz > 0 ? W - px : px;
        length = W;
      }
      edge = Math.min(along, length - along, py, H - py);
      const opening = openingAt(room.openings, wall, along, py);
      if (opening) {
        const fromEdge = Math.min(
          along - opening.from,
          opening.to - along,
          py - opening.bottom,
          opening.top - py,
        );
        if (opening.type === 'window') {
          const mullion = Math.abs(along - (opening.from + opening.to) / 2) < 0.03;
          if (fromEdge < 0.06 || mullion) {
            out[0] = 0.9;
            out[1] = 0.9;
            out[2] = 0.88;
          } else sky(dx, dy, dz, out);
          return;
        }
        const frame = fromEdge < 0.07;
        const handle = Math.abs(along - (opening.to - 0.12)) < 0.05 && Math.abs(py - 1.05) < 0.015 ? 0.35 : 1;
        const grain = 0.92 + 0.08 * noise2(along * 3, py * 30);
        const tone = (frame ? 0.75 : grain) * handle;
        r = 0.55 * tone;
        g = 0.38 * tone;
        b = 0.24 * tone;
      } else {
        const tone = wallTone(room.walls ?? 'plaster', along, py) * (py < 0.1 ? 0.78 : 1);
        r = room.wall[0] * tone;
        g = room.wall[1] * tone;
        b = room.wall[2] * tone;
      }
    }
    // Corners darken (ambient occlusion) and far surfaces get less of the ceiling lights.
    const occlusion = 1 - 0.38 * Math.exp(-edge / 0.35);
    const light = (0.56 + 0.38 / (1 + t * t * 0.03)) * occlusion;
    out[0] = r * light;
    out[1] = g * light;
    out[2] = b * light;
  };
}

function ceilingLight(lights: RoomScene['lights'], x: number, z: number, W: number, D: number): boolean {
  if (lights === 'panels') {
    // 0.6 × 1.2 m panels every 2.4 m, centred in the room.
    const u = frac((x - W / 2) / 2.4 + 0.5);
    const v = frac((z - D / 2) / 2.4 + 0.5);
    return Math.abs(u - 0.5) < 0.125 && Math.abs(v - 0.5) < 0.25;
  }
  // Strips along the corridor's middle, 1.2 m long every 3 m.
  return Math.abs(x - W / 2) < 0.08 && frac(z / 3) < 0.4;
}

function openingAt(openings: readonly Opening[], wall: Opening['wall'], along: number, y: number) {
  for (const opening of openings) {
    if (
      opening.wall === wall &&
      along >= opening.from &&
      along <= opening.to &&
      y >= opening.bottom &&
      y <= opening.top
    )
      return opening;
  }
  return undefined;
}

function floorTone(floor: RoomScene['floor'], x: number, z: number): number {
  if (floor === 'planks') {
    const plank = Math.floor(x / 0.16);
    const shift = hash2(plank, 7) * 2.2;
    const board = Math.floor((z + shift) / 2.2);
    const seam = frac(x / 0.16) < 0.05 || frac((z + shift) / 2.2) < 0.008;
    const grainLines = 0.06 * Math.sin(z * 23 + hash2(plank, board) * 40 + 3 * noise2(x * 8, z * 2));
    return seam ? 0.55 : 0.84 + 0.24 * hash2(plank, board) + grainLines;
  }
  if (floor === 'tiles') {
    const grout = frac(x / 0.6) < 0.015 || frac(z / 0.6) < 0.015;
    return grout ? 0.7 : 0.92 + 0.08 * hash2(Math.floor(x / 0.6), Math.floor(z / 0.6));
  }
  return 0.8 + 0.2 * fbm(x * 1.5, z * 1.5) + 0.06 * (hash2(Math.floor(x * 90), Math.floor(z * 90)) - 0.5);
}

function wallTone(walls: NonNullable<RoomScene['walls']>, along: number, y: number): number {
  if (walls === 'brick') return brickTone(along, y);
  if (walls === 'concrete') {
    // Formwork panels 1.2 × 2.4 m with tie holes.
    const seam = frac(along / 1.2) < 0.01 || frac(y / 2.4) < 0.006;
    const tie = Math.hypot(frac(along / 0.6) - 0.5, frac(y / 0.6) - 0.5) < 0.03;
    return seam || tie ? 0.7 : 0.82 + 0.18 * fbm(along * 0.8, y * 0.8);
  }
  return 0.93 + 0.07 * noise2(along * 2, y * 2);
}

function brickTone(along: number, y: number): number {
  const row = Math.floor(y / 0.075);
  const offset = row % 2 === 0 ? 0 : 0.1125;
  const column = Math.floor((along + offset) / 0.225);
  const mortar = frac(y / 0.075) < 0.13 || frac((along + offset) / 0.225) < 0.05;
  return mortar ? 1.45 : 0.8 + 0.35 * hash2(column, row);
}

function outdoorShader(site: OutdoorScene): Shader {
  const [ex, ey, ez] = site.eye;
  const [azimuth, elevation] = site.sun;
  const sx = Math.cos(elevation) * Math.sin(azimuth);
  const sy = Math.sin(elevation);
  const sz = Math.cos(elevation) * Math.cos(azimuth);
  const sky = skyShader(site.sun);
  const boxes = site.buildings;
  const hit = { t: Infinity, index: -1, axis: 0, sign: 0 };
  return (dx, dy, dz, out) => {
    nearestBox(boxes, ex, ey, ez, dx, dy, dz, hit);
    const tGround = dy < 0 ? -ey / dy : Infinity;
    if (hit.index < 0 && tGround === Infinity) return sky(dx, dy, dz, out);
    let r: number;
    let g: number;
    let b: number;
    let t: number;
    if (hit.t < tGround) {
      t = hit.t;
      const box = boxes[hit.index]!;
      const px = ex + dx * t;
      const py = ey + dy * t;
      const pz = ez + dz * t;
      // Sunlight by the face's normal; the roof gets full sun.
      const normalDotSun = hit.axis === 0 ? hit.sign * sx : hit.axis === 1 ? hit.sign * sy : hit.sign * sz;
      const light = 0.5 + 0.65 * Math.max(0, normalDotSun);
      const along = hit.axis === 0 ? pz : px;
      const tone = hit.axis === 1 ? 0.7 : facadeTone(box, along, py);
      if (tone < 0) {
        // A window: dark glass with the sky's gradient in it.
        const reflect = 0.18 + 0.22 * Math.max(0, py / (box.max[1] + 1));
        r = reflect * 0.8;
        g = reflect * 0.95;
        b = reflect * 1.25;
      } else {
        r = box.color[0] * tone * light;
        g = box.color[1] * tone * light;
        b = box.color[2] * tone * light;
      }
      if (box.scaffold && hit.axis !== 1) {
        const pole = frac(along / 2.5) < 0.025 || frac(py / 2) < 0.02;
        if (pole) {
          r = 0.62 * light;
          g = 0.64 * light;
          b = 0.66 * light;
        } else {
          // Debris netting: a green veil over the facade.
          r = r * 0.8 + 0.02;
          g = g * 0.8 + 0.08;
          b = b * 0.8 + 0.04;
        }
      }
    } else {
      t = tGround;
      const px = ex + dx * t;
      const pz = ez + dz * t;
      const tone = groundTone(site.ground, px, pz);
      const base = site.ground === 'grass' ? GRASS : site.ground === 'asphalt' ? ASPHALT : GRAVEL;
      // Buildings cast shadows: a ray from the ground to the sun that meets a box is in shade.
      nearestBox(boxes, px, 0.001, pz, sx, sy, sz, hit);
      const light = hit.index >= 0 ? 0.55 : 1.05;
      r = base[0] * tone * light;
      g = base[1] * tone * light;
      b = base[2] * tone * light;
    }
    // Haze towards the horizon.
    const haze = 1 - Math.exp(-t / 220);
    out[0] = r + (0.78 - r) * haze;
    out[1] = g + (0.84 - g) * haze;
    out[2] = b + (0.9 - b) * haze;
  };
}

const GRASS: Rgb = [0.3, 0.46, 0.2];
const ASPHALT: Rgb = [0.3, 0.3, 0.31];
const GRAVEL: Rgb = [0.56, 0.53, 0.48];

function groundTone(ground: OutdoorScene['ground'], x: number, z: number): number {
  const fine = noise2(x * 25, z * 25);
  if (ground === 'asphalt') {
    // A dashed centre line along z.
    const marking = Math.abs(x) < 0.07 && frac(z / 6) < 0.5;
    return marking ? 2.7 : 0.85 + 0.2 * fbm(x * 0.5, z * 0.5) + 0.12 * (fine - 0.5);
  }
  if (ground === 'grass') return 0.75 + 0.35 * fbm(x * 0.7, z * 0.7) + 0.25 * (fine - 0.5);
  return 0.78 + 0.25 * fbm(x * 0.9, z * 0.9) + 0.3 * (fine - 0.5);
}

/** A facade's tone at a point, or -1 on a window. */
function facadeTone(box: Building, along: number, y: number): number {
  if (box.facade === 'brick') {
    const inWindow =
      frac(along / 3.2) > 0.3 && frac(along / 3.2) < 0.7 && frac(y / 3.5) > 0.3 && frac(y / 3.5) < 0.85;
    return inWindow && y > 1 ? -1 : brickTone(along, y) * 0.85;
  }
  if (box.facade === 'concrete') {
    const seam = frac(along / 2.4) < 0.01 || frac(y / 1.2) < 0.01;
    return seam ? 0.72 : 0.85 + 0.15 * fbm(along * 0.6, y * 0.6);
  }
  const floorLine = frac(y / 3) < 0.04;
  const inWindow =
    frac(along / 2.6) > 0.2 && frac(along / 2.6) < 0.75 && frac(y / 3) > 0.3 && frac(y / 3) < 0.8;
  if (inWindow && !floorLine) return -1;
  return floorLine ? 0.82 : 0.95 + 0.05 * noise2(along, y);
}

/** Slab test against every box; `hit` gets the nearest (index -1 if none) and the face's axis and sign. */
function nearestBox(
  boxes: readonly Building[],
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  hit: { t: number; index: number; axis: number; sign: number },
): void {
  hit.t = Infinity;
  hit.index = -1;
  for (let i = 0; i < boxes.length; i++) {
    const box = boxes[i]!;
    let near = 0;
    let far = Infinity;
    let axis = -1;
    let sign = 0;
    for (let a = 0; a < 3; a++) {
      const o = a === 0 ? ox : a === 1 ? oy : oz;
      const d = a === 0 ? dx : a === 1 ? dy : dz;
      const lo = box.min[a]!;
      const hi = box.max[a]!;
      if (Math.abs(d) < 1e-12) {
        if (o < lo || o > hi) {
          near = Infinity;
          break;
        }
        continue;
      }
      let t0 = (lo - o) / d;
      let t1 = (hi - o) / d;
      let faceSign = -1;
      if (t0 > t1) {
        const swap = t0;
        t0 = t1;
        t1 = swap;
        faceSign = 1;
      }
      if (t0 > near) {
        near = t0;
        axis = a;
        sign = faceSign;
      }
      if (t1 < far) far = t1;
      if (near > far) break;
    }
    if (axis >= 0 && near <= far && near > 0 && near < hit.t) {
      hit.t = near;
      hit.index = i;
      hit.axis = axis;
      hit.sign = sign;
    }
  }
}

function skyShader(sun: readonly [number, number]): Shader {
  const [azimuth, elevation] = sun;
  const sx = Math.cos(elevation) * Math.sin(azimuth);
  const sy = Math.sin(elevation);
  const sz = Math.cos(elevation) * Math.cos(azimuth);
  return (dx, dy, dz, out) => {
    if (dy < 0) {
      // Below the horizon, seen through a window: distant fields and haze.
      const fade = Math.min(1, -dy * 4);
      out[0] = 0.72 - 0.3 * fade;
      out[1] = 0.78 - 0.2 * fade;
      out[2] = 0.8 - 0.4 * fade;
      return;
    }
    const up = Math.sqrt(dy);
    let r = 0.8 + (0.3 - 0.8) * up;
    let g = 0.86 + (0.5 - 0.86) * up;
    let b = 0.93 + (0.85 - 0.93) * up;
    // Clouds on a plane high above, fading out towards the horizon.
    if (dy > 0.02) {
      const cloud = fbm((dx / dy) * 1.2 + 5, (dz / dy) * 1.2 - 3);
      const cover = Math.max(0, Math.min(1, (cloud - 0.52) * 4)) * Math.min(1, dy * 6);
      r += (0.97 - r) * cover;
      g += (0.97 - g) * cover;
      b += (0.98 - b) * cover;
    }
    const toSun = Math.max(0, dx * sx + dy * sy + dz * sz);
    const glow = toSun ** 600 * 3 + toSun ** 10 * 0.25;
    out[0] = r + glow;
    out[1] = g + glow * 0.95;
    out[2] = b + glow * 0.8;
  };
}

function frac(v: number): number {
  return v - Math.floor(v);
}

function clampByte(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : v;
}

/** A deterministic hash of two integers to [0, 1). */
function hash2(x: number, y: number): number {
  let h = Math.imul(x | 0, 374761393) + Math.imul(y | 0, 668265263);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Smooth value noise. */
function noise2(x: number, y: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = x - ix;
  const fy = y - iy;
  const u = fx * fx * (3 - 2 * fx);
  const v = fy * fy * (3 - 2 * fy);
  const a = hash2(ix, iy);
  const b = hash2(ix + 1, iy);
  const c = hash2(ix, iy + 1);
  const d = hash2(ix + 1, iy + 1);
  return a + (b - a) * u + (c - a) * v + (a - b - c + d) * u * v;
}

function fbm(x: number, y: number): number {
  return 0.6 * noise2(x, y) + 0.3 * noise2(x * 2.1, y * 2.1) + 0.1 * noise2(x * 4.3, y * 4.3);
}
