import type { ModuleContext } from '../../context.ts';
import { registerContentKind } from '../../platform/content/content.register.ts';
import type { ContentService } from '../../platform/content/content.service.ts';
import { tours } from './tours.schema.ts';

/**
 * 360 tours: panoramas linked into a walk, with hotspots on them. properties: `locale` (the tour's
 * own language), `localizations` (title and description per further locale), `public` (open at
 * /publictours/{id} without sign-in while enabled). `enabled` toggles with PUT tours/{id}
 * {data:{enabled}} (SPEC §4); the list call is the spec's tourslights.
 */
export function registerToursModule(ctx: ModuleContext): ContentService {
  return registerContentKind(ctx, 'tours', tours);
}
