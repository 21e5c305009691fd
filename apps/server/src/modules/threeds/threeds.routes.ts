import type { ModuleContext } from '../../context.ts';
import { type ContentService, registerContentKind } from '../content/index.ts';
import { threeds } from './threeds.schema.ts';

/**
 * 3D models (glTF, GLB, OBJ). properties: `format`, the model format once known.
 * Files: the model and its textures (upload purpose `threed`).
 */
export function registerThreedsModule(ctx: ModuleContext): ContentService {
  return registerContentKind(ctx, 'threeds', threeds);
}
