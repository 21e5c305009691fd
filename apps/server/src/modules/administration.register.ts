import type { ModuleContext } from '../context.ts';

/** Companies, user management, overrides, tokens, hotspots, groups, places, integrations and files. */
export function registerAdministrationModules(_ctx: ModuleContext): void {}
