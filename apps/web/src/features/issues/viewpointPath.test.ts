import { describe, expect, test } from 'vitest';
import { parseClip } from '../viewer3d/index.ts';
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

  test('a cloud cut by a clip box and a plane, with its section', () => {
    const clip = {
      box: {
        inside: true,
        x: [0, 0.5] as [number, number],
        y: [0, 1] as [number, number],
        z: [0, 1] as [number, number],
        rotation: 0,
      },
      planes: [{ azimuth: 0, tilt: 90, offset: 0.2, flipped: false, enabled: true }],
    };
    const path = viewpointPath({
      content: { kind: 'clouds', id: 3 },
      viewpoint: { position: [1, 2, 3], target: [0, 0, 0], clip },
    });
    expect(path).toBe('/clouds/3?view=1,2,3,0,0,0&clip=b,1,0,0.5,0,1,0,1,0~p,0,90,0.2,0,1');
    expect(parseClip(new URL(path!, 'https://a.example').searchParams.get('clip'))).toEqual(clip);
  });

  test('a BIM model and a 3D model with the camera they were raised from', () => {
    const viewpoint = { position: [4, -2.5, 1.6], target: [0.25, 3, 1.2], element: '2O2Fr$t4X7Zf8NOew3FLOH' };
    expect(viewpointPath({ content: { kind: 'bims', id: 5 }, viewpoint })).toBe(
      '/bims/5?view=4,-2.5,1.6,0.25,3,1.2',
    );
    expect(viewpointPath({ content: { kind: 'threeds', id: 9 }, viewpoint })).toBe(
      '/threeds/9?view=4,-2.5,1.6,0.25,3,1.2',
    );
  });

  test('a 3D viewer without a camera opens as it opens by itself', () => {
    expect(viewpointPath({ content: { kind: 'bims', id: 5 }, viewpoint: { position: [1, 2, 3] } })).toBe(
      '/bims/5',
    );
  });

  test('the item itself when the issue keeps no view, and nothing without an item', () => {
    expect(viewpointPath({ content: { kind: 'clouds', id: 3 }, viewpoint: null })).toBe('/clouds/3');
    expect(viewpointPath({ content: null, viewpoint: { scene: 'hall' } })).toBeNull();
  });
});
