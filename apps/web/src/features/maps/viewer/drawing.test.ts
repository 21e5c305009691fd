import { describe, expect, it } from 'vitest';
import { drawReducer, emptyDraw } from './drawing.ts';

describe('drawing', () => {
  it('draws a polygon vertex by vertex, closes it on finish, and marks the layer changed', () => {
    let state = drawReducer(emptyDraw, { type: 'mode', mode: 'polygon' });
    for (const at of [
      [5.32, 60.39],
      [5.33, 60.39],
      [5.33, 60.4],
    ] as [number, number][])
      state = drawReducer(state, { type: 'click', at, level: 'L2' });
    expect(state.features).toHaveLength(0);
    state = drawReducer(state, { type: 'finish', level: 'L2' });
    expect(state.features).toEqual([
      {
        type: 'Feature',
        properties: { level: 'L2' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [5.32, 60.39],
              [5.33, 60.39],
              [5.33, 60.4],
              [5.32, 60.39],
            ],
          ],
        },
      },
    ]);
    expect(state.vertices).toEqual([]);
    expect(state.dirty).toBe(true);
  });

  it('refuses to finish a line of one vertex', () => {
    let state = drawReducer(emptyDraw, { type: 'mode', mode: 'line' });
    state = drawReducer(state, { type: 'click', at: [1, 1], level: null });
    expect(drawReducer(state, { type: 'finish', level: null })).toBe(state);
  });

  it('places a point at once, without a level when none is chosen', () => {
    const state = drawReducer(drawReducer(emptyDraw, { type: 'mode', mode: 'point' }), {
      type: 'click',
      at: [10, 60],
      level: null,
    });
    expect(state.features[0]).toEqual({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Point', coordinates: [10, 60] },
    });
  });

  it('undoes vertices, shapes and removals one step at a time', () => {
    let state = drawReducer(emptyDraw, {
      type: 'load',
      features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [0, 0] } }],
    });
    state = drawReducer(state, { type: 'remove', index: 0 });
    expect(state.features).toHaveLength(0);
    state = drawReducer(state, { type: 'mode', mode: 'line' });
    state = drawReducer(state, { type: 'click', at: [1, 1], level: null });
    state = drawReducer(state, { type: 'click', at: [2, 2], level: null });
    state = drawReducer(state, { type: 'undo' });
    expect(state.vertices).toEqual([[1, 1]]);
    state = drawReducer(state, { type: 'undo' });
    expect(state.vertices).toEqual([]);
    state = drawReducer(state, { type: 'undo' });
    expect(state.features).toHaveLength(1);
    expect(drawReducer(state, { type: 'undo' }).features).toHaveLength(1);
  });
});
