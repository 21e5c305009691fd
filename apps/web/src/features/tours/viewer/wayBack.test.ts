import { describe, expect, it } from 'vitest';
import type { TourData } from '../api/tours.ts';
import { wayBackFrom } from './wayBack.ts';

const scene = (id: string, locked = false) => ({ id, title: `Scene ${id}`, locked });
const tour = (scenes: ReturnType<typeof scene>[], first_scene: string | null = null) =>
  ({ scenes, first_scene }) as unknown as TourData;

describe('wayBackFrom', () => {
  it('leads back to the open scene the visitor came from', () => {
    const t = tour([scene('a'), scene('b'), scene('quiz', true)], 'a');
    expect(wayBackFrom(t, 'quiz', 'b')).toEqual({ sceneId: 'b', title: 'Scene b', isPrevious: true });
  });

  it('offers the first open scene to a visitor who came straight to the locked one', () => {
    const t = tour([scene('quiz', true), scene('a'), scene('b')], 'b');
    expect(wayBackFrom(t, 'quiz', null)).toEqual({ sceneId: 'b', title: 'Scene b', isPrevious: false });
    expect(wayBackFrom(tour([scene('quiz', true), scene('a')]), 'quiz', null)?.sceneId).toBe('a');
  });

  it('does not lead into another locked scene, and is nowhere when every other scene is locked', () => {
    const t = tour([scene('quiz', true), scene('other', true), scene('a')]);
    expect(wayBackFrom(t, 'quiz', 'other')).toEqual({ sceneId: 'a', title: 'Scene a', isPrevious: false });
    expect(wayBackFrom(tour([scene('quiz', true), scene('other', true)]), 'quiz', 'other')).toBeNull();
  });
});
