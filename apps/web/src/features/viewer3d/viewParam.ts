import { type ShareClip, ShareClip as ShareClipSchema, type ShareView } from '@spatium/contracts';

/**
 * The camera in the address (`?view=x,y,z,tx,ty,tz`: where it stands, what it looks at), so that a
 * reload or a copied address returns to the same view.
 */
export const viewParam = 'view';

export function formatView(view: ShareView): string {
  return [...view.position, ...view.target].map((n) => String(Math.round(n * 1000) / 1000)).join(',');
}

/** The view in a `?view=` value; null when absent or not six finite numbers. */
export function parseView(value: string | null | undefined): ShareView | null {
  if (!value) return null;
  const numbers = value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (numbers.length !== 6 || !numbers.every((n) => Number.isFinite(n) && Math.abs(n) <= 1e9)) return null;
  const [x, y, z, tx, ty, tz] = numbers as [number, number, number, number, number, number];
  return { position: [x, y, z], target: [tx, ty, tz] };
}

/**
 * The section in the address (`?clip=`), beside the camera: segments joined by `~`, the box as
 * `b,inside,x0,x1,y0,y1,z0,z1,rotation` and each plane as `p,azimuth,tilt,offset,flipped,enabled`
 * (flags as 1 or 0).
 */
export const clipParam = 'clip';

const rounded = (n: number, places: number) => String(Math.round(n * 10 ** places) / 10 ** places);
const flag = (on: boolean) => (on ? '1' : '0');

export function formatClip(clip: ShareClip): string {
  const segments: string[] = [];
  const { box } = clip;
  if (box)
    segments.push(
      [
        'b',
        flag(box.inside),
        ...[...box.x, ...box.y, ...box.z].map((n) => rounded(n, 4)),
        rounded(box.rotation, 2),
      ].join(','),
    );
  for (const p of clip.planes)
    segments.push(
      [
        'p',
        rounded(p.azimuth, 2),
        rounded(p.tilt, 2),
        rounded(p.offset, 4),
        flag(p.flipped),
        flag(p.enabled),
      ].join(','),
    );
  return segments.join('~');
}

/** The section in a `?clip=` value; null when absent or malformed in any part. */
export function parseClip(value: string | null | undefined): ShareClip | null {
  if (!value) return null;
  let box: unknown = null;
  const planes: unknown[] = [];
  for (const segment of value.split('~')) {
    const [kind, ...parts] = segment.split(',');
    const numbers = parts.map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
    const asFlag = (n: number | undefined) => (n === 1 ? true : n === 0 ? false : undefined);
    if (kind === 'b' && box === null && numbers.length === 8) {
      const [inside, x0, x1, y0, y1, z0, z1, rotation] = numbers;
      box = { inside: asFlag(inside), x: [x0, x1], y: [y0, y1], z: [z0, z1], rotation };
    } else if (kind === 'p' && numbers.length === 5) {
      const [azimuth, tilt, offset, flipped, enabled] = numbers;
      planes.push({ azimuth, tilt, offset, flipped: asFlag(flipped), enabled: asFlag(enabled) });
    } else return null;
  }
  return ShareClipSchema.safeParse({ box, planes }).data ?? null;
}

/** The address with `view` (and its section, or none) in it, everything else kept. */
export function withView(href: string, view: ShareView): string {
  const url = new URL(href);
  url.searchParams.set(viewParam, formatView(view));
  if (view.clip) url.searchParams.set(clipParam, formatClip(view.clip));
  else url.searchParams.delete(clipParam);
  // Commas and tildes need no escaping in a query: kept as they are, the address stays readable.
  const search = url.search.replace(/%2C/gi, ',').replace(/%7E/gi, '~');
  return `${url.pathname}${search}${url.hash}`;
}
