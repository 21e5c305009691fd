/** One node of a model's scene graph, as the model tree lists it. Loads no three.js. */
export interface ModelNode {
  id: string;
  name: string;
  children: ModelNode[];
}

export type ModelStatus = 'loading' | 'ready' | 'error';

export interface ModelTreeRow {
  node: ModelNode;
  depth: number;
  /** Hidden through an ancestor, though its own switch may be on. */
  hiddenByParent: boolean;
}

/** The tree as indented rows, in document order; a name filter keeps matches and their ancestors. */
export function treeRows(tree: ModelNode[], hidden: ReadonlySet<string>, filter = ''): ModelTreeRow[] {
  const needle = filter.trim().toLocaleLowerCase();
  const rows: ModelTreeRow[] = [];
  const matches = (node: ModelNode): boolean =>
    needle === '' || node.name.toLocaleLowerCase().includes(needle) || node.children.some(matches);
  const walk = (nodes: ModelNode[], depth: number, hiddenByParent: boolean) => {
    for (const node of nodes) {
      if (!matches(node)) continue;
      rows.push({ node, depth, hiddenByParent });
      walk(node.children, depth + 1, hiddenByParent || hidden.has(node.id));
    }
  };
  walk(tree, 0, false);
  return rows;
}

/** The node with this id, anywhere in the tree. */
export function findNode(tree: ModelNode[], id: string | null): ModelNode | undefined {
  if (id === null) return undefined;
  for (const node of tree) {
    if (node.id === id) return node;
    const inside = findNode(node.children, id);
    if (inside) return inside;
  }
  return undefined;
}

export type Vec3 = [number, number, number];

/** The level explode splits first: the children of the file's single root, or its top nodes. */
export function explodeTop(tree: ModelNode[]): ModelNode[] {
  return tree.length === 1 ? tree[0]!.children : tree;
}

/** How many levels explode can split the model at: 1 for a flat list of parts, 0 for nothing to split. */
export function explodeDepth(tree: ModelNode[]): number {
  const depth = (nodes: ModelNode[]): number =>
    nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children)));
  return depth(explodeTop(tree));
}

/**
 * Where each group moves when the model is exploded at `level` (1: the top groups; the deepest: every
 * part alone), as an offset in the model's coordinates: away from the model's centre along the line
 * through the group's own centre, `factor` times its distance from it. A group moves as one, its parts
 * with it; a part with nothing below it moves alone even above the level. Groups without a centre
 * (nothing drawn) stay.
 */
export function explodeOffsets(
  tree: ModelNode[],
  level: number,
  centres: ReadonlyMap<string, Vec3>,
  modelCentre: Vec3,
  factor: number,
): Map<string, Vec3> {
  const offsets = new Map<string, Vec3>();
  const visit = (nodes: ModelNode[], depth: number) => {
    for (const node of nodes) {
      if (depth < level && node.children.length > 0) {
        visit(node.children, depth + 1);
        continue;
      }
      const centre = centres.get(node.id);
      if (centre) offsets.set(node.id, [0, 1, 2].map((i) => (centre[i]! - modelCentre[i]!) * factor) as Vec3);
    }
  };
  visit(explodeTop(tree), 1);
  return offsets;
}
