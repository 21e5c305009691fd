import type { ShareView } from '@spatium/contracts';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { parseView, viewParam, withView } from '../viewParam.ts';

/**
 * The camera of a 3D viewer and the address (`?view=`): the view to open at — the address's, which a
 * reload or a copied address carries, wins over `fallback` (a share link's, say) — and, once the scene
 * is `ready`, the camera written back into the address about once a second, replacing the history
 * entry rather than adding one per move. `viewReader` is filled by the scene; a page that needs the
 * camera itself (its Share button) passes its own.
 */
export function useViewInAddress(
  ready: boolean,
  fallback: ShareView | null = null,
  reader?: RefObject<(() => ShareView | null) | null>,
) {
  const own = useRef<(() => ShareView | null) | null>(null);
  const viewReader = reader ?? own;
  const [initialView] = useState(
    () => parseView(new URLSearchParams(window.location.search).get(viewParam)) ?? fallback,
  );
  useEffect(() => {
    if (!ready) return;
    const timer = window.setInterval(() => {
      const view = viewReader.current?.();
      if (!view) return;
      const next = withView(window.location.href, view);
      const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      if (next !== current) window.history.replaceState(window.history.state, '', next);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [viewReader, ready]);
  return { initialView, viewReader, readView: () => viewReader.current?.() ?? null };
}
