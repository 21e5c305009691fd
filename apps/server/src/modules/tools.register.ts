import type { ModuleContext } from '../context.ts';
import { registerAppsModule } from './apps/apps.routes.ts';
import { registerKeyCodesModule } from './keycodes/keycodes.routes.ts';
import { registerSmartwaterModule } from './smartwater/smartwater.routes.ts';

/** Company tools: the tools marketplace, software key codes and Smartwater. */
export function registerToolModules(ctx: ModuleContext): void {
  registerAppsModule(ctx);
  registerKeyCodesModule(ctx);
  registerSmartwaterModule(ctx);
}
