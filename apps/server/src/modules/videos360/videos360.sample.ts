import sharp from 'sharp';
import { vp8FrameOfWebp, writeWebm } from './videos360.webm.ts';

/**
 * A generated equirectangular 360° video (WebM, VP8): a horizon with compass labels all the way round
 * and a bright marker circling it once, so playback, seeking and the viewer's orientation can be seen
 * at a glance. For demo data and tests; made with sharp alone (no ffmpeg here).
 */
export async function sampleVideo360(
  options: { width?: number; height?: number; seconds?: number; fps?: number; label?: string } = {},
): Promise<Buffer> {
  const { width = 1536, height = 768, seconds = 6, fps = 8 } = options;
  const label = (options.label ?? 'Spatium 360 video').replace(/[<&>]/g, '');
  const background = await sharp(Buffer.from(backdrop(width, height, label)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const count = Math.max(1, Math.round(seconds * fps));
  const size = Math.round(height / 8);
  const frames: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const x = Math.round((i / count) * width);
    const marker = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2 - 2}" fill="#ffd43b" stroke="#e8590c" stroke-width="${size / 12}"/><text x="50%" y="58%" font-size="${size / 4}" text-anchor="middle" fill="#212529" font-family="sans-serif">${(i / fps).toFixed(1)}s</text></svg>`,
    );
    const webp = await sharp(background.data, { raw: background.info })
      .composite([{ input: marker, left: Math.min(x, width - size), top: Math.round(height / 2 - size / 2) }])
      .webp({ quality: 60 })
      .toBuffer();
    frames.push(vp8FrameOfWebp(webp));
  }
  return writeWebm(frames, { width, height, fps });
}

function backdrop(width: number, height: number, label: string): string {
  // North sits 22.5° right of the picture's centre, as on a camera mounted a little askew: the demo
  // item's offsets turn it back, so the start faces north.
  const directions = ['S', 'SW', 'W', 'NW', 'N', 'NE', 'E', 'SE'];
  const marks = directions
    .map((name, i) => {
      const x = ((i + 0.5) / directions.length) * width;
      return `<text x="${x}" y="${height * 0.4}" font-size="${height / 12}" text-anchor="middle" fill="white" font-family="sans-serif">${name}</text>
  <line x1="${x}" y1="${height * 0.45}" x2="${x}" y2="${height * 0.55}" stroke="white" stroke-width="${height / 200}"/>`;
    })
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#74c0fc"/><stop offset="0.5" stop-color="#a5d8ff"/>
    <stop offset="0.5" stop-color="#8ce99a"/><stop offset="1" stop-color="#2b8a3e"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <line x1="0" y1="${height / 2}" x2="${width}" y2="${height / 2}" stroke="white" stroke-width="${height / 256}"/>
  ${marks}
  <text x="${width / 2}" y="${height * 0.8}" font-size="${height / 18}" text-anchor="middle" fill="white" font-family="sans-serif">${label}</text>
</svg>`;
}
