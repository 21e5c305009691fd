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
