import { contentProperties, type PanoramaTiles, type PanoramaViewer } from '@spatium/contracts';
import type { z } from 'zod';
import type { GrantSubject } from '../../platform/auth/grants.ts';
import { signTileGrant } from './panoramas.grants.ts';
import { tileSizeOf } from './panoramas.tiler.ts';

interface PanoramaLike {
  id: number;
  title: string;
  description: string;
  properties: Record<string, unknown>;
}

/** A tiled panorama's levels with URLs signed for `subject`; null until tiling has finished. */
export function presentPanoramaTiles(
  panorama: Pick<PanoramaLike, 'id' | 'properties'>,
  secret: string,
  subject: GrantSubject,
): z.infer<typeof PanoramaTiles> | null {
  const properties = contentProperties.panoramas.safeParse(panorama.properties).data;
  if (properties?.status !== 'ready' || !properties.width || !properties.height) return null;
  if (properties.levels.length === 0) return null;
  const grant = signTileGrant(secret, panorama.id, subject);
  return {
    width: properties.width,
    height: properties.height,
    tile_size: tileSizeOf(properties.levels),
    levels: properties.levels,
    base_url: `/api/panoramas/${panorama.id}/tiles/${grant}`,
    preview_url: `/api/panoramas/${panorama.id}/preview/${grant}`,
  };
}

/** One panorama for the 360° viewer on its own. */
export function presentPanoramaViewer(
  panorama: PanoramaLike,
  secret: string,
  subject: GrantSubject,
): z.infer<typeof PanoramaViewer> {
  const status = contentProperties.panoramas.safeParse(panorama.properties).data?.status ?? 'uploaded';
  return {
    id: panorama.id,
    title: panorama.title,
    description: panorama.description,
    status,
    tiles: presentPanoramaTiles(panorama, secret, subject),
  };
}
