import { describe, expect, test } from 'vitest';
import { viewpointPath } from './viewpointPath.ts';

describe('where an issue raised in a viewer opens', () => {
  test('a tour at the scene and direction it was raised from', () => {
    expect(
      viewpointPath({
        content: { kind: 'tours', id: 7 },
        viewpoint: { scene: 'hall', yaw: 1.23456, pitch: -0.2, zoom: 40 },
      }),
    ).toBe('/tours/7?scene=hall&yaw=1.235&pitch=-0.2&zoom=40');
  });

  test('a point cloud with the camera it was raised from', () => {
    expect(
      viewpointPath({
        content: { kind: 'clouds', id: 3 },
        viewpoint: { position: [1.5, 2, 30.1234], target: [0, 0, 0] },
      }),
    ).toBe('/clouds/3?view=1.5,2,30.123,0,0,0');
  });

  test('the item itself when the issue keeps no view, and nothing without an item', () => {
    expect(viewpointPath({ content: { kind: 'clouds', id: 3 }, viewpoint: null })).toBe('/clouds/3');
    expect(viewpointPath({ content: null, viewpoint: { scene: 'hall' } })).toBeNull();
  });
});
