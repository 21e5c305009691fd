import type { ModuleContext } from '../context.ts';
import { registerAppsModule } from './apps/apps.routes.ts';
import { registerKeyCodesModule } from './keycodes/keycodes.routes.ts';

/** Company tools: the tools marketplace and software key codes. */
export function registerToolModules(ctx: ModuleContext): void {
  registerAppsModule(ctx);
  registerKeyCodesModule(ctx);
}
