import type { App, AppInstall, ToolManifest } from '@spatium/contracts';
import type { InstallRow } from './apps.repository.ts';

export function presentApp(tool: ToolManifest, installed: boolean): App {
  return {
    id: tool.id as App['id'],
    icon: tool.icon,
    entry: tool.entry,
    permissions: [...tool.permissions],
    installed,
    installing: false,
  };
}

export function presentInstall(row: InstallRow): AppInstall {
  return {
    id: row.id,
    app_id: row.appId as AppInstall['app_id'],
    installed_at: row.installedAt.toISOString(),
  };
}
