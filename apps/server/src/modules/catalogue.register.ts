import type { ModuleContext } from '../context.ts';

/** Projects, sub-projects, every content kind, tags and search. */
export function registerCatalogueModules(_ctx: ModuleContext): void {}
