import { describe, expect, it } from 'vitest';
import { markerPath } from './markers.ts';

describe('markerPath', () => {
  it('opens an issue, a tour at its scene, and other items in their viewers', () => {
    expect(markerPath({ kind: 'issues', item: 7, scene: null })).toBe('/issues/7');
    expect(markerPath({ kind: 'tours', item: 3, scene: 'hall 2' })).toBe('/tours/3?scene=hall%202');
    expect(markerPath({ kind: 'tours', item: 3, scene: null })).toBe('/tours/3');
    expect(markerPath({ kind: 'clouds', item: 4, scene: null })).toBe('/clouds/4');
    expect(markerPath({ kind: 'geojsons', item: 5, scene: null })).toBe('/content/geojsons/5');
  });
});
