import type { ModuleContext } from '../../context.ts';
import { registerContentKind } from '../../platform/content/content.register.ts';
import type { ContentService } from '../../platform/content/content.service.ts';
import { panoramas } from './panoramas.schema.ts';

/**
 * Panoramas: equirectangular 360° photos, the scenes of tours.
 * properties: `width`/`height` in pixels once known; `status` follows tiling (uploaded → tiling → ready | failed).
 * Files: the panorama image (upload purpose `panorama`).
 */
export function registerPanoramasModule(ctx: ModuleContext): ContentService {
  return registerContentKind(ctx, 'panoramas', panoramas);
}
