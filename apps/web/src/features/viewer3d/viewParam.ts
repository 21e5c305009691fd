import type { ShareView } from '@spatium/contracts';

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

/** The address with `view` in it, everything else kept. */
export function withView(href: string, view: ShareView): string {
  const url = new URL(href);
  url.searchParams.set(viewParam, formatView(view));
  return `${url.pathname}${url.search}${url.hash}`;
}
