import type { ContentKind, Issue } from '@spatium/contracts';
import { openPath } from '../content/index.ts';
import { encodeView } from '../tours/index.ts';
import { formatClip, formatView } from '../viewer3d/index.ts';

// The viewers that keep a 3D camera in their address (`?view=`).
const cameraKinds: ReadonlySet<ContentKind> = new Set(['clouds', 'bims', 'threeds']);

/**
 * Where "Open where it was raised" leads: the item's viewer at the issue's viewpoint, in that viewer's own
 * deep-link form (a tour's scene and direction, a 3D camera), or the item's page when there is no view.
 */
export function viewpointPath({ content, viewpoint }: Pick<Issue, 'content' | 'viewpoint'>): string | null {
  if (!content) return null;
  const { kind, id } = content;
  if (kind === 'tours' && viewpoint?.scene) {
    const { scene, yaw, pitch, zoom } = viewpoint;
    return `/tours/${id}?${encodeView(new URLSearchParams(), { scene, yaw, pitch, zoom })}`;
  }
  if (cameraKinds.has(kind) && viewpoint?.position && viewpoint.target) {
    const [x, y, z] = viewpoint.position;
    const [tx, ty, tz] = viewpoint.target;
    // Both values are digits, signs, dots, commas and tildes: safe in a query as they are.
    const view = formatView({ position: [x!, y!, z!], target: [tx!, ty!, tz!] });
    const clip = viewpoint.clip ? `&clip=${formatClip(viewpoint.clip)}` : '';
    return `${openPath(kind, id)}?view=${view}${clip}`;
  }
  return openPath(kind, id);
}
