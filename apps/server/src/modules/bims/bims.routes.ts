import type { ModuleContext } from '../../context.ts';
import { registerContentKind } from '../content/content.register.ts';
import type { ContentService } from '../content/content.service.ts';
import { bims } from './bims.schema.ts';

/**
 * BIM models (IFC). properties: `schema`, the IFC schema version (e.g. IFC4) once read.
 * Files: the IFC file (upload purpose `bim`).
 */
export function registerBimsModule(ctx: ModuleContext): ContentService {
  return registerContentKind(ctx, 'bims', bims);
}
