import { limits, type MenuLink } from '@spatium/contracts';

/** Where a link sits: the index at each level, from the top (`[2, 0]` = first child of the third link). */
export type LinkPath = readonly number[];

/** SPEC §9: menu links go at most 4 levels deep. */
export const maxMenuDepth = limits.menuLinkLevels;

const blankLink = (): MenuLink => ({ label: '', url: '' });

/** The level of a link at `path`: 1 for a top-level link. */
export function depthOf(path: LinkPath): number {
  return path.length;
}

export function canAddChild(path: LinkPath): boolean {
  return depthOf(path) < maxMenuDepth;
}

/** Applies `change` to the sibling list that holds `path`'s link, copying only the branch it walks. */
function withSiblings(
  tree: MenuLink[],
  path: LinkPath,
  change: (siblings: MenuLink[], index: number) => MenuLink[],
): MenuLink[] {
  const [index, ...rest] = path;
  if (index === undefined) return tree;
  if (rest.length === 0) return change(tree, index);
  const parent = tree[index];
  if (!parent) return tree;
  const next = [...tree];
  next[index] = { ...parent, children: withSiblings(parent.children ?? [], rest, change) };
  return next;
}

export function getLink(tree: MenuLink[], path: LinkPath): MenuLink | undefined {
  let siblings: MenuLink[] | undefined = tree;
  let link: MenuLink | undefined;
  for (const index of path) {
    link = siblings?.[index];
    siblings = link?.children;
  }
  return link;
}

export function addTopLevelLink(tree: MenuLink[]): MenuLink[] {
  return [...tree, blankLink()];
}

/** A new empty link right after the one at `path`, on the same level. */
export function addSibling(tree: MenuLink[], path: LinkPath): MenuLink[] {
  return withSiblings(tree, path, (siblings, index) => [
    ...siblings.slice(0, index + 1),
    blankLink(),
    ...siblings.slice(index + 1),
  ]);
}

/** A new empty last child of the link at `path`; refused (tree unchanged) below level 4. */
export function addChild(tree: MenuLink[], path: LinkPath): MenuLink[] {
  if (!canAddChild(path)) return tree;
  return withSiblings(tree, path, (siblings, index) => {
    const link = siblings[index];
    if (!link) return siblings;
    const next = [...siblings];
    next[index] = { ...link, children: [...(link.children ?? []), blankLink()] };
    return next;
  });
}

export function updateLink(tree: MenuLink[], path: LinkPath, patch: Partial<Omit<MenuLink, 'children'>>) {
  return withSiblings(tree, path, (siblings, index) => {
    const link = siblings[index];
    if (!link) return siblings;
    const next = [...siblings];
    next[index] = { ...link, ...patch };
    return next;
  });
}

/** Moves a link one place up (-1) or down (+1) among its siblings; at either end nothing changes. */
export function moveLink(tree: MenuLink[], path: LinkPath, offset: -1 | 1): MenuLink[] {
  return withSiblings(tree, path, (siblings, index) => {
    const target = index + offset;
    if (target < 0 || target >= siblings.length) return siblings;
    const next = [...siblings];
    [next[index], next[target]] = [next[target] as MenuLink, next[index] as MenuLink];
    return next;
  });
}

/** Removes a link with everything below it. */
export function removeLink(tree: MenuLink[], path: LinkPath): MenuLink[] {
  return withSiblings(tree, path, (siblings, index) => siblings.filter((_, i) => i !== index));
}

/** The deepest level used (0 for an empty menu). */
export function treeDepth(tree: MenuLink[]): number {
  return tree.reduce((deepest, link) => Math.max(deepest, 1 + treeDepth(link.children ?? [])), 0);
}

/** Paths of links without a label, which the contract refuses; shown before saving. */
export function unlabelledLinks(tree: MenuLink[], prefix: LinkPath = []): LinkPath[] {
  return tree.flatMap((link, index) => {
    const path = [...prefix, index];
    const own = link.label.trim() ? [] : [path];
    return [...own, ...unlabelledLinks(link.children ?? [], path)];
  });
}

/** The menu as the API takes it: trimmed, empty urls and empty child lists left out. */
export function normaliseMenu(tree: MenuLink[]): MenuLink[] {
  return tree.map((link) => {
    const children = normaliseMenu(link.children ?? []);
    const url = link.url?.trim();
    return {
      label: link.label.trim(),
      ...(url ? { url } : {}),
      ...(children.length > 0 ? { children } : {}),
    };
  });
}
