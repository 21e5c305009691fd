/** The view a deep link carries: ?scene=<id>&yaw=&pitch=&zoom= (angles in radians, zoom 0–100). */
export interface ViewLink {
  scene: string;
  yaw?: number;
  pitch?: number;
  zoom?: number;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function finite(text: string | null, min: number, max: number): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) return undefined;
  return Math.min(max, Math.max(min, value));
}

/** Reads a view from the URL's search parameters; anything missing or malformed is left out. */
export function decodeView(params: URLSearchParams): ViewLink | null {
  const scene = params.get('scene')?.trim();
  if (!scene || scene.length > 40) return null;
  const view: ViewLink = { scene };
  const yaw = finite(params.get('yaw'), -Math.PI * 2, Math.PI * 2);
  const pitch = finite(params.get('pitch'), -Math.PI / 2, Math.PI / 2);
  const zoom = finite(params.get('zoom'), 0, 100);
  if (yaw !== undefined) view.yaw = yaw;
  if (pitch !== undefined) view.pitch = pitch;
  if (zoom !== undefined) view.zoom = zoom;
  return view;
}

/**
 * Writes a view into a copy of `params` (other parameters kept). Angles are rounded to 1/1000 rad
 * (≈ 0.06°), which is finer than anyone can see and keeps the URL short.
 */
export function encodeView(params: URLSearchParams, view: ViewLink): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('scene', view.scene);
  for (const key of ['yaw', 'pitch', 'zoom'] as const) {
    const value = view[key];
    if (value === undefined || !Number.isFinite(value)) next.delete(key);
    else next.set(key, String(round(value, key === 'zoom' ? 0 : 3)));
  }
  return next;
}

/** The absolute URL to share for a view of the page at `href`. */
export function shareUrl(href: string, view: ViewLink): string {
  const url = new URL(href);
  url.search = encodeView(url.searchParams, view).toString();
  url.hash = '';
  return url.toString();
}
