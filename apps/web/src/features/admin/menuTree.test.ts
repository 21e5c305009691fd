import { type MenuLink, MenuLinks } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import {
  addChild,
  addSibling,
  addTopLevelLink,
  canAddChild,
  getLink,
  moveLink,
  normaliseMenu,
  removeLink,
  treeDepth,
  unlabelledLinks,
  updateLink,
} from './menuTree.ts';

const menu = (): MenuLink[] => [
  { label: 'Sites', url: '/sites', children: [{ label: 'Oslo' }, { label: 'Bergen' }] },
  { label: 'Help', url: 'https://help.example.com' },
];

describe('menu tree editing', () => {
  it('adds a top-level link at the end', () => {
    expect(addTopLevelLink(menu()).map((l) => l.label)).toEqual(['Sites', 'Help', '']);
  });

  it('adds a sibling right after a nested link', () => {
    const tree = addSibling(menu(), [0, 0]);
    expect(getLink(tree, [0])?.children?.map((l) => l.label)).toEqual(['Oslo', '', 'Bergen']);
  });

  it('adds a child as the last child', () => {
    const tree = addChild(menu(), [0]);
    expect(getLink(tree, [0])?.children?.map((l) => l.label)).toEqual(['Oslo', 'Bergen', '']);
  });

  it('edits label and url without touching children', () => {
    const tree = updateLink(menu(), [0], { label: 'Projects', url: '/p' });
    expect(getLink(tree, [0])).toMatchObject({ label: 'Projects', url: '/p' });
    expect(getLink(tree, [0])?.children).toHaveLength(2);
  });

  it('moves a link up and down among its siblings and stops at the ends', () => {
    const down = moveLink(menu(), [0, 0], 1);
    expect(getLink(down, [0])?.children?.map((l) => l.label)).toEqual(['Bergen', 'Oslo']);
    const up = moveLink(down, [0, 1], -1);
    expect(getLink(up, [0])?.children?.map((l) => l.label)).toEqual(['Oslo', 'Bergen']);
    expect(moveLink(menu(), [0], -1)).toEqual(menu());
    expect(moveLink(menu(), [1], 1)).toEqual(menu());
  });

  it('removes a link with its children', () => {
    const tree = removeLink(menu(), [0]);
    expect(tree.map((l) => l.label)).toEqual(['Help']);
  });

  it('never changes the tree it was given', () => {
    const original = menu();
    const snapshot = structuredClone(original);
    addChild(original, [0, 1]);
    moveLink(original, [0, 0], 1);
    removeLink(original, [0, 1]);
    updateLink(original, [1], { label: 'x' });
    expect(original).toEqual(snapshot);
  });

  it('goes at most 4 levels deep', () => {
    let tree: MenuLink[] = [{ label: 'L1' }];
    tree = addChild(tree, [0]);
    tree = addChild(tree, [0, 0]);
    tree = addChild(tree, [0, 0, 0]);
    expect(treeDepth(tree)).toBe(4);
    expect(canAddChild([0, 0, 0])).toBe(true);
    expect(canAddChild([0, 0, 0, 0])).toBe(false);
    expect(addChild(tree, [0, 0, 0, 0])).toBe(tree);
    expect(treeDepth(tree)).toBe(4);
  });

  it('finds links without a label', () => {
    const tree = addChild(menu(), [0]);
    expect(unlabelledLinks(tree)).toEqual([[0, 2]]);
  });

  it('normalises to what the contract accepts, 4 levels included', () => {
    let tree: MenuLink[] = [{ label: ' L1 ', url: ' ' }];
    tree = addChild(tree, [0]);
    tree = updateLink(tree, [0, 0], { label: 'L2' });
    tree = addChild(tree, [0, 0]);
    tree = updateLink(tree, [0, 0, 0], { label: 'L3' });
    tree = addChild(tree, [0, 0, 0]);
    tree = updateLink(tree, [0, 0, 0, 0], { label: 'L4', url: '/four' });
    const body = normaliseMenu(tree);
    expect(body[0]).toEqual({
      label: 'L1',
      children: [{ label: 'L2', children: [{ label: 'L3', children: [{ label: 'L4', url: '/four' }] }] }],
    });
    expect(MenuLinks.safeParse(body).success).toBe(true);
  });
});
