/**
 * A minimal WebM (Matroska) writer for VP8 key frames: enough for a browser to play and seek a video
 * made without ffmpeg (which the project's machines do not have). Every frame is a key frame, one
 * cluster per second, with cues so a seek jumps straight to its cluster.
 * Element ids and layout: the Matroska/WebM specification (EBML, RFC 8794).
 */

const ids = {
  ebml: [0x1a, 0x45, 0xdf, 0xa3],
  ebmlVersion: [0x42, 0x86],
  ebmlReadVersion: [0x42, 0xf7],
  ebmlMaxIdLength: [0x42, 0xf2],
  ebmlMaxSizeLength: [0x42, 0xf3],
  docType: [0x42, 0x82],
  docTypeVersion: [0x42, 0x87],
  docTypeReadVersion: [0x42, 0x85],
  segment: [0x18, 0x53, 0x80, 0x67],
  seekHead: [0x11, 0x4d, 0x9b, 0x74],
  seek: [0x4d, 0xbb],
  seekId: [0x53, 0xab],
  seekPosition: [0x53, 0xac],
  info: [0x15, 0x49, 0xa9, 0x66],
  timecodeScale: [0x2a, 0xd7, 0xb1],
  duration: [0x44, 0x89],
  muxingApp: [0x4d, 0x80],
  writingApp: [0x57, 0x41],
  tracks: [0x16, 0x54, 0xae, 0x6b],
  trackEntry: [0xae],
  trackNumber: [0xd7],
  trackUid: [0x73, 0xc5],
  trackType: [0x83],
  flagLacing: [0x9c],
  defaultDuration: [0x23, 0xe3, 0x83],
  codecId: [0x86],
  video: [0xe0],
  pixelWidth: [0xb0],
  pixelHeight: [0xba],
  cluster: [0x1f, 0x43, 0xb6, 0x75],
  timecode: [0xe7],
  simpleBlock: [0xa3],
  cues: [0x1c, 0x53, 0xbb, 0x6b],
  cuePoint: [0xbb],
  cueTime: [0xb3],
  cueTrackPositions: [0xb7],
  cueTrack: [0xf7],
  cueClusterPosition: [0xf1],
} as const;

/** An element: its id, its size as an EBML variable-length integer, its data. */
function element(id: readonly number[], data: Buffer | Buffer[]): Buffer {
  const body = Array.isArray(data) ? Buffer.concat(data) : data;
  return Buffer.concat([Buffer.from(id), sizeVint(body.length), body]);
}

function sizeVint(size: number): Buffer {
  // The shortest length whose all-ones value (reserved for "unknown") stays above the size.
  for (let length = 1; length <= 8; length++) {
    if (size < 2 ** (7 * length) - 1) {
      const out = Buffer.alloc(length);
      let rest = size;
      for (let i = length - 1; i >= 0; i--) {
        out[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      out[0]! |= 1 << (8 - length);
      return out;
    }
  }
  throw new Error(`An element of ${size} bytes is too large`);
}

/** An unsigned integer in `bytes` bytes (the fewest that hold it, unless fixed). */
function uint(id: readonly number[], value: number, bytes?: number): Buffer {
  let length = bytes ?? 1;
  while (!bytes && value >= 2 ** (8 * length)) length++;
  const out = Buffer.alloc(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return element(id, out);
}

function float(id: readonly number[], value: number): Buffer {
  const out = Buffer.alloc(8);
  out.writeDoubleBE(value);
  return element(id, out);
}

function text(id: readonly number[], value: string): Buffer {
  return element(id, Buffer.from(value, 'ascii'));
}

/** The VP8 key frame inside a lossy WebP image (its `VP8 ` chunk). */
export function vp8FrameOfWebp(webp: Buffer): Buffer {
  if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP')
    throw new Error('Not a WebP image');
  let offset = 12;
  while (offset + 8 <= webp.length) {
    const fourcc = webp.toString('ascii', offset, offset + 4);
    const size = webp.readUInt32LE(offset + 4);
    if (fourcc === 'VP8 ') return webp.subarray(offset + 8, offset + 8 + size);
    offset += 8 + size + (size % 2);
  }
  throw new Error('The WebP image has no lossy VP8 frame (lossless or animated?)');
}

/** A WebM file of VP8 key frames shown `fps` times a second. */
export function writeWebm(frames: Buffer[], options: { width: number; height: number; fps: number }): Buffer {
  const frameMs = 1000 / options.fps;
  const header = element(ids.ebml, [
    uint(ids.ebmlVersion, 1),
    uint(ids.ebmlReadVersion, 1),
    uint(ids.ebmlMaxIdLength, 4),
    uint(ids.ebmlMaxSizeLength, 8),
    text(ids.docType, 'webm'),
    uint(ids.docTypeVersion, 2),
    uint(ids.docTypeReadVersion, 2),
  ]);
  const info = element(ids.info, [
    uint(ids.timecodeScale, 1_000_000), // timecodes in milliseconds
    text(ids.muxingApp, 'Spatium'),
    text(ids.writingApp, 'Spatium'),
    float(ids.duration, frames.length * frameMs),
  ]);
  const tracks = element(ids.tracks, [
    element(ids.trackEntry, [
      uint(ids.trackNumber, 1),
      uint(ids.trackUid, 1),
      uint(ids.trackType, 1), // video
      uint(ids.flagLacing, 0),
      uint(ids.defaultDuration, Math.round(frameMs * 1_000_000)),
      text(ids.codecId, 'V_VP8'),
      element(ids.video, [uint(ids.pixelWidth, options.width), uint(ids.pixelHeight, options.height)]),
    ]),
  ]);

  const perCluster = Math.max(1, Math.round(options.fps));
  const clusters: { time: number; bytes: Buffer }[] = [];
  for (let first = 0; first < frames.length; first += perCluster) {
    const time = Math.round(first * frameMs);
    const blocks = frames.slice(first, first + perCluster).map((frame, i) => {
      const head = Buffer.alloc(4);
      head[0] = 0x81; // track 1
      head.writeInt16BE(Math.round((first + i) * frameMs) - time, 1);
      head[3] = 0x80; // key frame
      return element(ids.simpleBlock, [head, frame]);
    });
    clusters.push({ time, bytes: element(ids.cluster, [uint(ids.timecode, time), ...blocks]) });
  }

  // Positions count from the start of the segment's data. The seek head's positions have a fixed
  // width, so its size is known before they are.
  const seekHead = (positions: { info: number; tracks: number; cues: number }) =>
    element(ids.seekHead, [
      element(ids.seek, [
        element(ids.seekId, Buffer.from(ids.info)),
        uint(ids.seekPosition, positions.info, 8),
      ]),
      element(ids.seek, [
        element(ids.seekId, Buffer.from(ids.tracks)),
        uint(ids.seekPosition, positions.tracks, 8),
      ]),
      element(ids.seek, [
        element(ids.seekId, Buffer.from(ids.cues)),
        uint(ids.seekPosition, positions.cues, 8),
      ]),
    ]);
  const seekHeadSize = seekHead({ info: 0, tracks: 0, cues: 0 }).length;
  const infoAt = seekHeadSize;
  const tracksAt = infoAt + info.length;
  let clusterAt = tracksAt + tracks.length;
  const cuePoints: Buffer[] = [];
  for (const cluster of clusters) {
    cuePoints.push(
      element(ids.cuePoint, [
        uint(ids.cueTime, cluster.time),
        element(ids.cueTrackPositions, [uint(ids.cueTrack, 1), uint(ids.cueClusterPosition, clusterAt)]),
      ]),
    );
    clusterAt += cluster.bytes.length;
  }
  const cues = element(ids.cues, cuePoints);
  const segment = element(ids.segment, [
    seekHead({ info: infoAt, tracks: tracksAt, cues: clusterAt }),
    info,
    tracks,
    ...clusters.map((c) => c.bytes),
    cues,
  ]);
  return Buffer.concat([header, segment]);
}
