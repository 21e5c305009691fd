import type { PlacedFloorplanMarker } from '@spatium/contracts';
import { openPath } from '../../content/index.ts';

/** Where a placed marker leads: the issue, the tour at its scene, or the item's viewer. */
export function markerPath(marker: Pick<PlacedFloorplanMarker, 'kind' | 'item' | 'scene'>): string {
  if (marker.kind === 'issues') return `/issues/${marker.item}`;
  if (marker.kind === 'tours' && marker.scene !== null)
    return `/tours/${marker.item}?scene=${encodeURIComponent(marker.scene)}`;
  return openPath(marker.kind, marker.item);
}
