/** ThatOpen's spatial structure: category groups (no localId) holding items, items holding groups. */
export interface SpatialItem {
  category: string | null;
  localId: number | null;
  children?: SpatialItem[];
}

/** What the tree shows of an item, read from its attributes. */
export interface ItemInfo {
  name: string;
  guid: string | null;
}

/** One row of the model tree: a spatial element or building element, or a group of one IFC class. */
export interface BimNode {
  key: string;
  model: number;
  localId: number | null;
  category: string;
  name: string;
  guid: string | null;
  children: BimNode[];
}

export interface BimTreeRow {
  node: BimNode;
  depth: number;
  expanded: boolean;
}

/** The spatial tree as a person reads it: project → site → building → storey → classes → elements. */
export function buildBimTree(model: number, spatial: SpatialItem, info: Map<number, ItemInfo>): BimNode[] {
  const items = (group: SpatialItem, path: string): BimNode[] =>
    (group.children ?? [])
      .filter((child) => child.localId !== null)
      .map((child) => {
        const id = child.localId!;
        const known = info.get(id);
        return {
          key: `${model}:${id}`,
          model,
          localId: id,
          category: group.category ?? '',
          name: known?.name ?? '',
          guid: known?.guid ?? null,
          children: (child.children ?? []).flatMap((inner) => groupNodes(inner, `${path}/${id}`)),
        };
      });
  const spatialClasses =
    /^IFC(PROJECT|SITE|BUILDING|BUILDINGSTOREY|SPACE|FACILITY|FACILITYPART|BRIDGE|ROAD)$/;
  // Spatial elements stand in the tree themselves; building elements gather under their class.
  const groupNodes = (group: SpatialItem, path: string): BimNode[] => {
    const members = items(group, path);
    if (!group.category || spatialClasses.test(group.category) || members.length === 0) return members;
    return [
      {
        key: `${model}:${path}/${group.category}`,
        model,
        localId: null,
        category: group.category,
        name: ifcClassName(group.category),
        guid: null,
        children: members,
      },
    ];
  };
  return groupNodes(spatial, '');
}

/** Every item at or under a node, itself included (a class group has no item of its own). */
export function localIdsUnder(node: BimNode): number[] {
  const ids: number[] = [];
  const walk = (n: BimNode) => {
    if (n.localId !== null) ids.push(n.localId);
    for (const child of n.children) walk(child);
  };
  walk(node);
  return ids;
}

/** Whether a node itself matches a search by name, IFC class or GUID. */
function matches(node: BimNode, needle: string): boolean {
  if (node.localId === null) return false;
  return (
    node.name.toLowerCase().includes(needle) ||
    ifcClassName(node.category).toLowerCase().includes(needle) ||
    node.category.toLowerCase().includes(needle) ||
    (node.guid ?? '').toLowerCase() === needle
  );
}

/**
 * The rows to list: the expanded part of the tree, or with a search, every match with the nodes
 * above it (opened, so the match shows).
 */
export function bimTreeRows(roots: BimNode[], expanded: ReadonlySet<string>, search: string): BimTreeRow[] {
  const needle = search.trim().toLowerCase();
  const rows: BimTreeRow[] = [];
  const keep = new Set<string>();
  if (needle) {
    const mark = (node: BimNode): boolean => {
      let any = matches(node, needle);
      for (const child of node.children) any = mark(child) || any;
      if (any) keep.add(node.key);
      return any;
    };
    for (const root of roots) mark(root);
  }
  const walk = (node: BimNode, depth: number) => {
    if (needle && !keep.has(node.key)) return;
    const open = needle ? node.children.some((c) => keep.has(c.key)) : expanded.has(node.key);
    rows.push({ node, depth, expanded: open });
    if (open) for (const child of node.children) walk(child, depth + 1);
  };
  for (const root of roots) walk(root, 0);
  return rows;
}

/** The building storeys of a tree, in the order the model lists them. */
export function storeysOf(roots: BimNode[]): BimNode[] {
  const found: BimNode[] = [];
  const walk = (node: BimNode) => {
    if (node.category === 'IFCBUILDINGSTOREY' && node.localId !== null) found.push(node);
    for (const child of node.children) walk(child);
  };
  for (const root of roots) walk(root);
  return found;
}

const classNames: Record<string, string> = {
  BUILDINGSTOREY: 'BuildingStorey',
  WALLSTANDARDCASE: 'WallStandardCase',
  FURNISHINGELEMENT: 'FurnishingElement',
  OPENINGELEMENT: 'OpeningElement',
  FLOWSEGMENT: 'FlowSegment',
  FLOWTERMINAL: 'FlowTerminal',
  FLOWFITTING: 'FlowFitting',
  BUILDINGELEMENTPROXY: 'BuildingElementProxy',
  CURTAINWALL: 'CurtainWall',
  STAIRFLIGHT: 'StairFlight',
  DUCTSEGMENT: 'DuctSegment',
  PIPESEGMENT: 'PipeSegment',
  CABLESEGMENT: 'CableSegment',
  FOOTING: 'Footing',
};

/** IFC class names as the standard writes them: IFCBUILDINGSTOREY → IfcBuildingStorey. */
export function ifcClassName(category: string): string {
  const rest = category.replace(/^IFC/i, '').toUpperCase();
  const known = classNames[rest];
  return `Ifc${known ?? rest.charAt(0) + rest.slice(1).toLowerCase()}`;
}
