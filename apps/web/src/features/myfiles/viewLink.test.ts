import { describe, expect, it } from 'vitest';
import { snapshotViewPath } from './viewLink.ts';

describe('snapshotViewPath', () => {
  it('opens the tour at the scene, angles and zoom the snapshot was taken at', () => {
    const path = snapshotViewPath({
      tour: 12,
      scene: 'lobby 2',
      yaw: 1.234567,
      pitch: -0.25,
      zoom: 62.4,
      tour_title: 'Block A',
      scene_title: 'Lobby',
    });
    expect(path).toBe('/tours/12?scene=lobby+2&yaw=1.235&pitch=-0.25&zoom=62');
    const params = new URL(path, 'https://x.test').searchParams;
    expect(Number(params.get('yaw'))).toBeCloseTo(1.235, 3);
  });
});
