import { describe, expect, it } from 'vitest';
import { findNode, type ModelNode, treeRows } from './modelTree.ts';

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
