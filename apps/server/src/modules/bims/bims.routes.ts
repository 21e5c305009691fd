import type { ModuleContext } from '../../context.ts';
import { type ContentService, registerContentKind } from '../content/index.ts';
import { bims } from './bims.schema.ts';

/**
 * BIM models (IFC). properties: `schema`, the IFC schema version (e.g. IFC4) once read.
 * Files: the IFC file (upload purpose `bim`).
 */
export function registerBimsModule(ctx: ModuleContext): ContentService {
  return registerContentKind(ctx, 'bims', bims);
}
