import { describe, expect, it } from 'vitest';
import {
  isShown,
  placedItems,
  placedMarkerId,
  showEverything,
  toggleCategory,
  toggleImportance,
} from './annotationFilters.ts';

const safety = { id: 'safety', name: 'Safety', color: '#e03131' };
const defects = { id: 'defects', name: 'Defects', color: '#1971c2' };
const at = { yaw: 0, pitch: 0, description: '' };
const scene = {
  points_of_interest: [
    { ...at, id: 'p1', title: 'Hatch', importance: 'low' as const },
    { ...at, id: 'p2', title: 'Exit', importance: 'high' as const },
    { ...at, id: 'p3', title: 'Valve', importance: 'medium' as const },
  ],
  annotations: [
    { ...at, id: 'a1', title: 'Crack', category: 'defects' },
    { ...at, id: 'a2', title: 'Rail', category: 'safety' },
    { ...at, id: 'a3', title: 'Orphan', category: 'deleted' },
  ],
};

describe('the annotations of a scene in the viewer', () => {
  it('lists points by importance, then annotations in the tour’s category order', () => {
    const items = placedItems(scene, [safety, defects]);
    expect(items.map((p) => p.item.id)).toEqual(['p2', 'p3', 'p1', 'a2', 'a1', 'a3']);
    expect(items.map(placedMarkerId).slice(2, 4)).toEqual(['point-p1', 'annotation-a2']);
    const orphan = items[5];
    expect(orphan?.kind === 'annotation' && orphan.category).toBeNull();
  });

  it('shows everything until categories or importance levels are switched off', () => {
    const items = placedItems(scene, [safety, defects]);
    expect(items.every((p) => isShown(showEverything, p))).toBe(true);
    const filters = toggleImportance(toggleCategory(showEverything, 'safety'), 'low');
    expect(items.filter((p) => isShown(filters, p)).map((p) => p.item.id)).toEqual(['p2', 'p3', 'a1', 'a3']);
    const back = toggleImportance(toggleCategory(filters, 'safety'), 'low');
    expect(back).toEqual(showEverything);
  });
});
