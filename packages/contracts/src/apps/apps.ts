import { z } from 'zod';
import type { Capability } from '../core/capabilities.ts';
import { text } from '../core/primitives.ts';

/**
 * A {product}Tools manifest: what the marketplace shows and what the tool needs. The tool's code ships
 * with the web app as a lazily loaded module named by `entry`; `permissions` are the capabilities it
 * calls the API with (the user's own session, so never more than the user may do), and a user who
 * lacks one of them is not offered the tool.
 */
export interface ToolManifest {
  /** Stable id: the install's `app_id`. */
  id: string;
  /** Icon name the web app draws. */
  icon: 'ruler' | 'globe' | 'terrain' | 'qrcode';
  /** Key of the web module that implements the tool. */
  entry: string;
  permissions: readonly Capability[];
}

/** The catalogue (GET wiesoapps): every tool this release ships. Add a tool here and in the web's tool registry. */
export const toolManifests = [
  { id: 'unit-converter', icon: 'ruler', entry: 'unitConverter', permissions: [] },
  { id: 'coordinate-converter', icon: 'globe', entry: 'coordinateConverter', permissions: [] },
  { id: 'cut-fill', icon: 'terrain', entry: 'cutFill', permissions: [] },
  { id: 'content-qr', icon: 'qrcode', entry: 'contentQr', permissions: ['content.read'] },
] as const satisfies readonly ToolManifest[];

export type ToolId = (typeof toolManifests)[number]['id'];
const toolIds = toolManifests.map((tool) => tool.id) as [ToolId, ...ToolId[]];

/** Messages of SPEC §8 for the marketplace. */
export const appMessages = {
  installed: 'App installed',
  installFailed: 'Error installing tool, please try again',
  uninstallFailed: 'Error uninstalling app, please try again',
  disabled: 'Tools are turned off on this site.',
} as const;

/** One tool of the catalogue as the caller sees it: whether they have it installed (SPEC §3 apps). */
export const App = z.object({
  id: z.enum(toolIds),
  icon: text(),
  entry: text(),
  permissions: z.array(text()),
  installed: z.boolean(),
  /**
   * SPEC §4 "installing": the server's side of an install is one write, so this is false in every
   * answer; the web app shows the state while the install call and the tool's module load.
   */
  installing: z.boolean(),
});
export type App = z.infer<typeof App>;

/** One of the user's installs (GET get_my_apps). */
export const AppInstall = z.object({
  id: z.number().int(),
  app_id: z.enum(toolIds),
  installed_at: text(),
});
export type AppInstall = z.infer<typeof AppInstall>;

export const InstallAppBody = z.object({ app_id: z.enum(toolIds).describe('The tool to install') });
export type InstallAppBody = z.infer<typeof InstallAppBody>;
