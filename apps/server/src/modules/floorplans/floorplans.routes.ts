import type { ModuleContext } from '../../context.ts';
import { type ContentService, registerContentKind } from '../content/index.ts';
import { floorplans } from './floorplans.schema.ts';

/**
 * Floor plans: drawings of a building's levels. properties: `levels`, the level names in order.
 * Files: images or PDFs, one per level (upload purpose `floorplan`).
 */
export function registerFloorplansModule(ctx: ModuleContext): ContentService {
  return registerContentKind(ctx, 'floorplans', floorplans);
}
