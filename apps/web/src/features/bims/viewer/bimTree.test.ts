import { describe, expect, it } from 'vitest';
import { bimTreeRows, buildBimTree, ifcClassName, localIdsUnder, storeysOf } from './bimTree.ts';

// The shape ThatOpen gives: category groups without localId holding items.
const spatial = {
  category: 'IFCPROJECT',
  localId: null,
  children: [
    {
      category: null,
      localId: 1,
      children: [
        {
          category: 'IFCBUILDINGSTOREY',
          localId: null,
          children: [
            {
              category: null,
              localId: 2,
              children: [
                {
                  category: 'IFCWALL',
                  localId: null,
                  children: [
                    { category: null, localId: 3 },
                    { category: null, localId: 4 },
                  ],
                },
                { category: 'IFCDOOR', localId: null, children: [{ category: null, localId: 5 }] },
              ],
            },
            { category: null, localId: 6, children: [] },
          ],
        },
      ],
    },
  ],
};
const info = new Map([
  [1, { name: 'Block A project', guid: 'P' }],
  [2, { name: 'Level 0', guid: 'S0' }],
  [3, { name: 'South wall', guid: '0abcDEF' }],
  [4, { name: 'North wall', guid: 'G4' }],
  [5, { name: 'Entrance door', guid: 'G5' }],
  [6, { name: 'Level 1', guid: 'S1' }],
]);

describe('the BIM model tree', () => {
  const tree = buildBimTree(7, spatial, info);

  it('nests storeys under the project and gathers elements under their IFC class', () => {
    const project = tree[0]!;
    expect(project).toMatchObject({ key: '7:1', name: 'Block A project', category: 'IFCPROJECT' });
    const [level0, level1] = project.children;
    expect(level0!.name).toBe('Level 0');
    expect(level1!.name).toBe('Level 1');
    expect(level0!.children.map((c) => [c.name, c.localId, c.children.length])).toEqual([
      ['IfcWall', null, 2],
      ['IfcDoor', null, 1],
    ]);
    expect(localIdsUnder(level0!)).toEqual([2, 3, 4, 5]);
    expect(storeysOf(tree).map((s) => s.name)).toEqual(['Level 0', 'Level 1']);
  });

  it('lists what is expanded, and with a search every match with the nodes above it', () => {
    expect(bimTreeRows(tree, new Set(), '').map((r) => r.node.name)).toEqual(['Block A project']);
    const open = bimTreeRows(tree, new Set(['7:1']), '');
    expect(open.map((r) => [r.node.name, r.depth])).toEqual([
      ['Block A project', 0],
      ['Level 0', 1],
      ['Level 1', 1],
    ]);
    const byName = bimTreeRows(tree, new Set(), 'door');
    expect(byName.map((r) => r.node.name)).toEqual([
      'Block A project',
      'Level 0',
      'IfcDoor',
      'Entrance door',
    ]);
    expect(
      bimTreeRows(tree, new Set(), 'ifcwall')
        .map((r) => r.node.name)
        .slice(-2),
    ).toEqual(['South wall', 'North wall']);
    expect(bimTreeRows(tree, new Set(), '0abcdef').at(-1)!.node.name).toBe('South wall');
    expect(bimTreeRows(tree, new Set(), 'nothing like it')).toEqual([]);
  });

  it('writes IFC classes as the standard does', () => {
    expect(ifcClassName('IFCBUILDINGSTOREY')).toBe('IfcBuildingStorey');
    expect(ifcClassName('IFCSLAB')).toBe('IfcSlab');
  });
});
