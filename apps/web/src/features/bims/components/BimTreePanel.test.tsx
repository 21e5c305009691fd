import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../../test/render.tsx';
import type { BimNode } from '../viewer/bimTree.ts';
import { BimTreePanel } from './BimTreePanel.tsx';

// Federated models of one building usually share their project's name: only the title tells them apart.
const project = (model: number): BimNode => ({
  key: `${model}:1`,
  model,
  localId: 1,
  category: 'IFCPROJECT',
  name: 'Fjordbyen Block A project',
  guid: null,
  children: [],
});
const titles: Record<number, string> = { 1: 'Architecture', 2: 'Structure' };
const panel = (modelTitle?: (model: number) => string | undefined) => (
  <BimTreePanel
    roots={[project(1), project(2)]}
    ready
    hidden={[]}
    selected={null}
    onSelect={() => {}}
    onHidden={() => {}}
    modelTitle={modelTitle}
  />
);

describe('BimTreePanel', () => {
  it("heads each loaded model's tree with its title", () => {
    renderAt(panel((model) => titles[model]));
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toBe('Architecture');
    expect(items[2]).toBe('Structure');
    expect(screen.getAllByRole('button', { name: 'Fjordbyen Block A project' })).toHaveLength(2);
  });

  it('shows no titles for one model', () => {
    renderAt(panel());
    expect(screen.queryByText('Architecture')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
