import type { MyFile } from '@spatium/contracts';
import { encodeView } from '../tours/index.ts';

/** The tour page at the snapshot's exact view, in the viewer's own deep-link form. */
export function snapshotViewPath(view: NonNullable<MyFile['view']>): string {
  const { tour, scene, yaw, pitch, zoom } = view;
  return `/tours/${tour}?${encodeView(new URLSearchParams(), { scene, yaw, pitch, zoom })}`;
}
