import { describe, expect, it } from 'vitest';
import {
  bearing,
  conePath,
  degreesToHeading,
  headingFacing,
  headingToDegrees,
  normaliseAngle,
  nudge,
  pointFromClick,
  viewDirection,
} from './planGeometry.ts';

const square = { width: 100, height: 100 };
const close = (value: number, expected: number) => expect(value).toBeCloseTo(expected, 3);

describe('plan geometry', () => {
  it('keeps angles within one turn', () => {
    close(normaliseAngle(-Math.PI / 2), (3 * Math.PI) / 2);
    close(normaliseAngle(5 * Math.PI), Math.PI);
  });

  it('turns the view clockwise on the plan as the yaw grows', () => {
    close(viewDirection(Math.PI / 2, 0), Math.PI / 2);
    close(viewDirection(Math.PI / 2, Math.PI / 2), Math.PI);
    close(viewDirection(Math.PI / 2, -Math.PI), (3 * Math.PI) / 2);
  });

  it('measures bearings clockwise from the plan’s up, in pixels', () => {
    const centre = { x: 0.5, y: 0.5 };
    close(bearing(centre, { x: 0.5, y: 0 }, square), 0);
    close(bearing(centre, { x: 1, y: 0.5 }, square), Math.PI / 2);
    close(bearing(centre, { x: 0.5, y: 1 }, square), Math.PI);
    close(bearing(centre, { x: 0, y: 0.5 }, square), (3 * Math.PI) / 2);
    // On a plan twice as wide as high, the same fractions are a flatter diagonal.
    close(bearing({ x: 0, y: 1 }, { x: 1, y: 0 }, { width: 200, height: 100 }), Math.atan2(200, 100));
  });

  it('finds the heading that makes the current view face a clicked spot', () => {
    const heading = headingFacing({ x: 0.5, y: 0.5 }, { x: 1, y: 0.5 }, Math.PI / 4, square);
    close(heading, Math.PI / 4);
    close(viewDirection(heading, Math.PI / 4), Math.PI / 2);
  });

  it('turns a click into a plan point, clamped to the plan', () => {
    const box = { left: 10, top: 20, width: 200, height: 100 };
    expect(pointFromClick(box, 60, 45)).toEqual({ x: 0.25, y: 0.25 });
    expect(pointFromClick(box, 500, 0)).toEqual({ x: 1, y: 0 });
  });

  it('moves a point with the arrow keys and ignores other keys', () => {
    expect(nudge({ x: 0.5, y: 0.5 }, 'ArrowRight', 0.01)).toEqual({ x: 0.51, y: 0.5 });
    expect(nudge({ x: 0.5, y: 0.005 }, 'ArrowUp', 0.01)).toEqual({ x: 0.5, y: 0 });
    expect(nudge({ x: 0.5, y: 0.5 }, 'Enter', 0.01)).toBeNull();
  });

  it('draws the cone as a wedge around the view direction', () => {
    // Looking right (π/2) with a 90° field of view from the centre of a 100 px plan.
    const path = conePath({ x: 0.5, y: 0.5 }, square, Math.PI / 2, Math.PI / 2, 10);
    expect(path).toBe('M50 50 L57.07 42.93 A10 10 0 0 1 57.07 57.07 Z');
    expect(conePath({ x: 0.5, y: 0.5 }, square, 0, Math.PI * 1.5, 10)).toContain(' 0 1 1 ');
  });

  it('converts headings to whole degrees and back', () => {
    expect(headingToDegrees(Math.PI)).toBe(180);
    expect(headingToDegrees(-Math.PI / 2)).toBe(270);
    close(degreesToHeading(90), Math.PI / 2);
    close(degreesToHeading(-90), (3 * Math.PI) / 2);
  });
});
