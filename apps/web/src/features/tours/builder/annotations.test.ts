import { Scene } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import {
  addAnnotation,
  addCategory,
  addPoint,
  categoryNameProblem,
  categoryUsage,
  editCategory,
  editPlaced,
  movePlaced,
  nextCategoryColour,
  removeCategory,
  removePlaced,
  textProblem,
} from './annotations.ts';
import { addHotspot, addScene, itemIds, type SceneData } from './scenes.ts';

const safety = { id: 'safety', name: 'Safety', color: '#e03131' };
const defects = { id: 'defects', name: 'Defects', color: '#1971c2' };

function twoScenes(): SceneData[] {
  let scenes = addScene(addScene([], { id: 1, title: 'Hall' }, 'a'), { id: 2, title: 'Roof' }, 'b');
  scenes = addPoint(
    scenes,
    'a',
    { title: ' Exit ', description: '', importance: 'high' },
    { yaw: 7, pitch: 0.1 },
    'p1',
  );
  scenes = addAnnotation(
    scenes,
    'a',
    { title: 'Crack', description: 'Wide', category: 'defects' },
    { yaw: 1, pitch: 3 },
    'a1',
  );
  scenes = addAnnotation(
    scenes,
    'b',
    { title: 'Loose rail', description: '', category: 'safety' },
    { yaw: 0, pitch: 0 },
    'a2',
  );
  return addAnnotation(
    scenes,
    'b',
    { title: 'Rust', description: '', category: 'defects' },
    { yaw: 0, pitch: 0 },
    'a3',
  );
}

describe('points of interest and annotations in the builder', () => {
  it('adds them at a normalised place, with trimmed text, in a shape the contract accepts', () => {
    const [hall] = twoScenes();
    expect(hall?.points_of_interest).toEqual([
      { id: 'p1', title: 'Exit', description: '', importance: 'high', yaw: 0.7168, pitch: 0.1 },
    ]);
    expect(hall?.annotations[0]).toMatchObject({ id: 'a1', category: 'defects', pitch: 1.5707 });
    expect(Scene.safeParse(hall).success).toBe(true);
  });

  it('gives new items ids no link, hotspot, point or annotation of the tour has', () => {
    let scenes = addHotspot(
      twoScenes(),
      'a',
      { type: 'text', title: 'Office', text: '', url: null, file: null },
      { yaw: 0, pitch: 0 },
      'h1',
    );
    scenes = addPoint(
      scenes,
      'b',
      { title: 'Hatch', description: '', importance: 'low' },
      { yaw: 0, pitch: 0 },
    );
    const ids = itemIds(scenes);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('edits text, importance and category but never the kind or place', () => {
    let scenes = editPlaced(twoScenes(), 'a', 'p1', {
      title: 'Main exit',
      description: 'East',
      importance: 'low',
    });
    scenes = editPlaced(scenes, 'a', 'a1', { title: 'Crack', description: '', category: 'safety' });
    // An annotation's fields never land on a point, nor the other way round.
    scenes = editPlaced(scenes, 'a', 'p1', { title: 'Wrong', description: '', category: 'safety' });
    const [hall] = scenes;
    expect(hall?.points_of_interest[0]).toMatchObject({ title: 'Main exit', importance: 'low', yaw: 0.7168 });
    expect(hall?.points_of_interest[0]).not.toHaveProperty('category');
    expect(hall?.annotations[0]).toMatchObject({ category: 'safety', description: '' });
  });

  it('moves and removes either kind by id, in its own scene only', () => {
    let scenes = movePlaced(twoScenes(), 'a', 'a1', { yaw: -4, pitch: -0.2 });
    expect(scenes[0]?.annotations[0]).toMatchObject({ yaw: 2.2832, pitch: -0.2 });
    scenes = removePlaced(scenes, 'a', 'p1');
    scenes = removePlaced(scenes, 'a', 'a2');
    expect(scenes[0]?.points_of_interest).toEqual([]);
    expect(scenes[1]?.annotations.map((a) => a.id)).toEqual(['a2', 'a3']);
  });

  it('asks for at least 3 characters of annotation text, an empty description being allowed', () => {
    expect(textProblem('  ', true)).toBe('required');
    expect(textProblem(' ab ', true)).toBe('tooShort');
    expect(textProblem('abc', true)).toBeNull();
    expect(textProblem('', false)).toBeNull();
    expect(textProblem('ab', false)).toBe('tooShort');
  });
});

describe('annotation categories in the builder', () => {
  it('adds categories with the next unused colour and refuses names already taken', () => {
    const categories = addCategory([safety], ' Access ', nextCategoryColour([safety]), 'access');
    expect(categories[1]).toEqual({ id: 'access', name: 'Access', color: '#1971c2' });
    expect(categoryNameProblem(categories, 'SAFETY')).toBe('taken');
    expect(categoryNameProblem(categories, 'Safety', 'safety')).toBeNull();
    expect(categoryNameProblem(categories, ' ')).toBe('required');
  });

  it('renames and recolours one category', () => {
    const categories = editCategory([safety, defects], 'defects', { name: 'Snags', color: '#000000' });
    expect(categories).toEqual([safety, { id: 'defects', name: 'Snags', color: '#000000' }]);
  });

  it('counts the annotations and scenes a category holds', () => {
    expect(categoryUsage(twoScenes(), 'defects')).toEqual({ annotations: 2, scenes: 2 });
    expect(categoryUsage(twoScenes(), 'safety')).toEqual({ annotations: 1, scenes: 1 });
    expect(categoryUsage(twoScenes(), 'none')).toEqual({ annotations: 0, scenes: 0 });
  });

  it('removing a category moves its annotations to another, or removes them with it', () => {
    const draft = { categories: [safety, defects], scenes: twoScenes() };
    const moved = removeCategory(draft, 'defects', 'safety');
    expect(moved.categories).toEqual([safety]);
    expect(moved.scenes.flatMap((s) => s.annotations.map((a) => a.category))).toEqual([
      'safety',
      'safety',
      'safety',
    ]);
    const removed = removeCategory(draft, 'defects', null);
    expect(removed.scenes.flatMap((s) => s.annotations.map((a) => a.id))).toEqual(['a2']);
    // Moving into the category being removed (or an unknown one) cannot keep them.
    expect(removeCategory(draft, 'defects', 'defects').scenes[1]?.annotations).toHaveLength(1);
    expect(removeCategory(draft, 'defects', 'nope').scenes[1]?.annotations).toHaveLength(1);
  });
});
