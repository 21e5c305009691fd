import { describe, expect, it } from 'vitest';
import { chooseSnap, closestOnSegment, type SnapCandidate } from './snap.ts';

const candidate = (kind: SnapCandidate['kind'], x: number, y: number): SnapCandidate => ({
  kind,
  pixel: [x, y],
  point: [x, y, 0],
});

describe('chooseSnap', () => {
  it('snaps to the nearest vertex within the radius', () => {
    const near = candidate('vertex', 105, 100);
    const chosen = chooseSnap(
      [100, 100],
      [candidate('vertex', 110, 100), near, candidate('vertex', 300, 0)],
      12,
    );
    expect(chosen).toBe(near);
  });

  it('prefers a vertex to a nearer edge point', () => {
    const corner = candidate('vertex', 110, 100);
    expect(chooseSnap([100, 100], [candidate('edge', 101, 100), corner], 12)).toBe(corner);
  });

  it('snaps to an edge when no vertex is near', () => {
    const edge = candidate('edge', 104, 100);
    expect(chooseSnap([100, 100], [candidate('vertex', 140, 100), edge], 12)).toBe(edge);
  });

  it('keeps the picked point when nothing is within the radius', () => {
    expect(
      chooseSnap([100, 100], [candidate('vertex', 120, 100), candidate('edge', 100, 113)], 12),
    ).toBeNull();
  });
});

describe('closestOnSegment', () => {
  it('projects onto the segment and stops at its ends', () => {
    expect(closestOnSegment([5, 3, 0], [0, 0, 0], [10, 0, 0])).toEqual([5, 0, 0]);
    expect(closestOnSegment([-4, 1, 0], [0, 0, 0], [10, 0, 0])).toEqual([0, 0, 0]);
    expect(closestOnSegment([1, 1, 1], [2, 2, 2], [2, 2, 2])).toEqual([2, 2, 2]);
  });
});
