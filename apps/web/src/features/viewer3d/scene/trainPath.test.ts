import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { TrainPath } from './trainPath.ts';

describe('train path', () => {
  it('passes through every drawn point, raised by the ride height', () => {
    const path = new TrainPath(
      [
        [0, 0, 0],
        [10, 0, 0],
        [10, 10, 2],
      ],
      1.5,
    );
    const sampled = path.sample();
    for (const [x, y, z] of [
      [0, 0, 1.5],
      [10, 0, 1.5],
      [10, 10, 3.5],
    ] as const)
      expect(Math.min(...sampled.map((p) => p.distanceTo(new Vector3(x, y, z))))).toBeLessThan(0.6);
    expect(sampled[0]!.toArray()).toEqual([0, 0, 1.5]);
    expect(sampled.at(-1)!.toArray()).toEqual([10, 10, 3.5]);
  });

  it('is measured by length, so equal distances are equal steps along it', () => {
    const straight = new TrainPath(
      [
        [0, 0, 0],
        [1, 0, 0],
        [100, 0, 0],
      ],
      0,
    );
    expect(straight.length).toBeCloseTo(100, 3);
    expect(straight.poseAt(50, 5)!.position.x).toBeCloseTo(50, 1);
    expect(straight.poseAt(25, 5)!.position.x).toBeCloseTo(25, 1);
  });

  it('looks ahead along the path, and along its last direction at the end', () => {
    const path = new TrainPath(
      [
        [0, 0, 0],
        [20, 0, 0],
      ],
      2,
    );
    const start = path.poseAt(0, 5)!;
    expect(start.position.toArray()).toEqual([0, 0, 2]);
    expect(start.lookAt.x).toBeCloseTo(5);
    expect(start.lookAt.z).toBeCloseTo(2);
    const end = path.poseAt(path.length, 5)!;
    expect(end.position.x).toBeCloseTo(20);
    expect(end.lookAt.x).toBeCloseTo(25);
    expect(path.poseAt(100, 5)!.position.x).toBeCloseTo(20);
  });

  it('makes no ride of fewer than two points', () => {
    const one = new TrainPath([[1, 2, 3]], 1);
    expect(one.length).toBe(0);
    expect(one.poseAt(0, 1)).toBeNull();
    expect(one.sample()).toHaveLength(1);
  });
});
