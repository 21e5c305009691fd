export interface Orderable {
  id: number;
  order: number;
}

export interface OrderChange {
  id: number;
  order: number;
}

/** Items by their `order`, ties by id, so the list reads the same for everyone. */
export function sortByOrder<T extends Orderable>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order || a.id - b.id);
}

/**
 * The list after dropping `activeId` onto `overId`, numbered 0…n-1, and the items whose `order` changed
 * (only those are saved, one order call each). Unknown ids or a drop in place change nothing.
 */
export function reorder<T extends Orderable>(
  items: readonly T[],
  activeId: number,
  overId: number,
): { items: T[]; changes: OrderChange[] } {
  const sorted = sortByOrder(items);
  const from = sorted.findIndex((item) => item.id === activeId);
  const to = sorted.findIndex((item) => item.id === overId);
  if (from < 0 || to < 0 || from === to) return { items: sorted, changes: [] };
  const moved = [...sorted];
  const [item] = moved.splice(from, 1);
  if (item) moved.splice(to, 0, item);
  const changes: OrderChange[] = [];
  const renumbered = moved.map((entry, index) => {
    if (entry.order === index) return entry;
    changes.push({ id: entry.id, order: index });
    return { ...entry, order: index };
  });
  return { items: renumbered, changes };
}
