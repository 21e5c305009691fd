import { describe, expect, it } from 'vitest';
import { explodeDepth, explodeOffsets, findNode, type ModelNode, treeRows } from './modelTree.ts';

const leaf = (id: string, name: string): ModelNode => ({ id, name, children: [] });
const tree: ModelNode[] = [
  {
    id: 'root',
    name: 'Balcony module',
    children: [leaf('slab', 'Balcony slab'), leaf('wall', 'Back wall'), leaf('rail', 'Front railing')],
  },
];

describe('model tree', () => {
  it('lists every node indented in document order', () => {
    const rows = treeRows(tree, new Set());
    expect(rows.map((r) => [r.node.name, r.depth])).toEqual([
      ['Balcony module', 0],
      ['Balcony slab', 1],
      ['Back wall', 1],
      ['Front railing', 1],
    ]);
    expect(rows.every((r) => !r.hiddenByParent)).toBe(true);
  });

  it('marks the children of a hidden node as hidden through it', () => {
    const rows = treeRows(tree, new Set(['root']));
    expect(rows.map((r) => r.hiddenByParent)).toEqual([false, true, true, true]);
  });

  it('filters by name, case-insensitively, keeping the ancestors of a match', () => {
    expect(treeRows(tree, new Set(), '  WALL ').map((r) => r.node.id)).toEqual(['root', 'wall']);
    expect(treeRows(tree, new Set(), 'stair')).toEqual([]);
  });

  it('finds a node anywhere by id', () => {
    expect(findNode(tree, 'rail')?.name).toBe('Front railing');
    expect(findNode(tree, 'nothing')).toBeUndefined();
    expect(findNode(tree, null)).toBeUndefined();
  });
});

describe('explode by hierarchy level', () => {
  // A house of two floors, each with rooms; a loose chimney stands beside them under the root.
  const house: ModelNode[] = [
    {
      id: 'root',
      name: 'House',
      children: [
        { id: 'ground', name: 'Ground floor', children: [leaf('kitchen', 'Kitchen'), leaf('hall', 'Hall')] },
        { id: 'first', name: 'First floor', children: [leaf('bedroom', 'Bedroom')] },
        leaf('chimney', 'Chimney'),
      ],
    },
  ];
  const centres = new Map<string, [number, number, number]>([
    ['ground', [0, 0, 1]],
    ['first', [0, 0, 3]],
    ['chimney', [4, 0, 2]],
    ['kitchen', [-2, 1, 1]],
    ['hall', [2, -1, 1]],
    ['bedroom', [0, 2, 3]],
  ]);
  const centre: [number, number, number] = [0, 0, 2];

  it('counts the levels below the single root', () => {
    expect(explodeDepth(house)).toBe(2);
    expect(explodeDepth(tree)).toBe(1);
    expect(explodeDepth([leaf('only', 'Only')])).toBe(0);
    // Several top nodes are the first level themselves.
    expect(explodeDepth([leaf('a', 'A'), leaf('b', 'B')])).toBe(1);
  });

  it('moves the floors as units at level 1, each away from the centre by its distance from it', () => {
    const offsets = explodeOffsets(house, 1, centres, centre, 1);
    expect([...offsets.keys()].sort()).toEqual(['chimney', 'first', 'ground']);
    expect(offsets.get('ground')).toEqual([0, 0, -1]);
    expect(offsets.get('first')).toEqual([0, 0, 1]);
    expect(offsets.get('chimney')).toEqual([4, 0, 0]);
  });

  it('moves every room alone at level 2, and the chimney, which has nothing below it, too', () => {
    const offsets = explodeOffsets(house, 2, centres, centre, 0.5);
    expect([...offsets.keys()].sort()).toEqual(['bedroom', 'chimney', 'hall', 'kitchen']);
    expect(offsets.get('kitchen')).toEqual([-1, 0.5, -0.5]);
    expect(offsets.get('bedroom')).toEqual([0, 1, 0.5]);
    expect(offsets.get('chimney')).toEqual([2, 0, 0]);
  });

  it('puts everything back at 0 and leaves groups without a centre where they are', () => {
    for (const offset of explodeOffsets(house, 2, centres, centre, 0).values())
      expect(offset.map(Math.abs)).toEqual([0, 0, 0]);
    const noChimney = new Map(centres);
    noChimney.delete('chimney');
    expect(explodeOffsets(house, 1, noChimney, centre, 1).has('chimney')).toBe(false);
  });
});
