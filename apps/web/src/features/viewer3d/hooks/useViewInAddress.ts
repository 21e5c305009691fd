import type { ShareView } from '@spatium/contracts';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type ClipState, clipFromShared, initialClip, sharedClipOf } from '../clipping.ts';
import { clipParam, parseClip, parseView, viewParam, withView } from '../viewParam.ts';

/**
 * The view of a 3D viewer and the address: the camera (`?view=`) and the section it is cut by
 * (`?clip=`). It opens at the address's, which a reload or a copied address carries, else at
 * `fallback`'s (a share link's, say); once the scene is `ready`, both are written back into the
 * address about once a second, replacing the history entry rather than adding one per move.
 *
 * The scene fills `viewReader` with its camera; `readView` answers the camera with the section, and
 * so does `reader`, for a page that needs the view itself (its Share button).
 */
export function useViewInAddress(
  ready: boolean,
  fallback: ShareView | null = null,
  reader?: RefObject<(() => ShareView | null) | null>,
) {
  const viewReader = useRef<(() => ShareView | null) | null>(null);
  const [initialView] = useState(
    () => parseView(new URLSearchParams(window.location.search).get(viewParam)) ?? fallback,
  );
  const [clip, setClip] = useState<ClipState>(() => {
    const shared = parseClip(new URLSearchParams(window.location.search).get(clipParam)) ?? fallback?.clip;
    return shared ? clipFromShared(shared) : initialClip;
  });
  const clipNow = useRef(clip);
  clipNow.current = clip;

  const readView = useCallback((): ShareView | null => {
    const camera = viewReader.current?.();
    if (!camera) return null;
    const section = sharedClipOf(clipNow.current);
    return section ? { ...camera, clip: section } : camera;
  }, []);

  useEffect(() => {
    if (!reader) return;
    reader.current = readView;
    return () => {
      reader.current = null;
    };
  }, [reader, readView]);

  useEffect(() => {
    if (!ready) return;
    const timer = window.setInterval(() => {
      const view = readView();
      if (!view) return;
      const next = withView(window.location.href, view);
      const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      if (next !== current) window.history.replaceState(window.history.state, '', next);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [readView, ready]);

  return { initialView, viewReader, readView, clip, setClip };
}
