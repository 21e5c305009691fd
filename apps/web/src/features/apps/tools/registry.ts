import { type ToolId, type ToolManifest, toolManifests } from '@spatium/contracts';
import type { ComponentType } from 'react';
import { importWithTimeout } from '../../../platform/api/index.ts';

/**
 * The web half of each tool: its module, loaded only when the tool is installed or opened. A tool is
 * an ordinary React component that calls the API through `callRoute`, i.e. with the user's own session:
 * it can do no more than the user. To add a tool, see docs/TOOLS.md.
 */
const modules: Record<ToolManifest['entry'], () => Promise<{ default: ComponentType }>> = {
  unitConverter: () => import('./UnitConverter.tsx'),
  coordinateConverter: () => import('./CoordinateConverter.tsx'),
  cutFill: () => import('./CutFillCalculator.tsx'),
  contentQr: () => import('./ContentQr.tsx'),
};

export function toolManifest(id: string): ToolManifest | undefined {
  return toolManifests.find((tool) => tool.id === id);
}

export function loadTool(id: ToolId): Promise<{ default: ComponentType }> {
  const manifest = toolManifest(id);
  const load = manifest && modules[manifest.entry];
  if (!load) return Promise.reject(new Error(`No module for tool ${id}`));
  return importWithTimeout(load);
}
