import { can, type ToolManifest, toolManifests } from '@spatium/contracts';

/**
 * A tool runs with the user's session, so it can never do more than the user; a user is only offered
 * (and may only install) a tool whose every permission their role holds, so no tool fails half-way.
 */
export function mayUseTool(roleId: number, tool: ToolManifest): boolean {
  return tool.permissions.every((capability) => can(roleId, capability));
}

export function toolsFor(roleId: number): ToolManifest[] {
  return toolManifests.filter((tool) => mayUseTool(roleId, tool));
}
