import { describe, expect, it } from 'vitest';
import { compassRotation, headingOf, keepHeight, rideAlong, stepHeight } from './navigation.ts';

const up: [number, number, number] = [0, 0, 1];

describe('compass', () => {
  it('reads the heading clockwise from north (+Y) when looking level', () => {
    expect(headingOf([0, 1, 0], up)).toBe(0);
    expect(headingOf([1, 0, 0], up)).toBe(90);
    expect(headingOf([0, -1, 0], up)).toBe(180);
    expect(headingOf([-1, 0, 0], up)).toBe(270);
    expect(headingOf([1, 1, 0], up)).toBe(45);
  });

  it('keeps the heading when the camera tilts down or up', () => {
    const pitch = -1.2;
    // Looking north-east and down: the camera's up on screen leans north-east too.
    const h = Math.SQRT1_2;
    const forward: [number, number, number] = [Math.cos(pitch) * h, Math.cos(pitch) * h, Math.sin(pitch)];
    const screenUp: [number, number, number] = [-Math.sin(pitch) * h, -Math.sin(pitch) * h, Math.cos(pitch)];
    expect(headingOf(forward, screenUp)).toBe(45);
    const upward: [number, number, number] = [Math.cos(0.8) * -1, 0, Math.sin(0.8)];
    const upwardScreenUp: [number, number, number] = [Math.sin(0.8), 0, Math.cos(0.8)];
    expect(headingOf(upward, upwardScreenUp)).toBe(270);
  });

  it('takes the heading from the top of the screen when looking straight down', () => {
    // Straight down with east at the top of the screen.
    expect(headingOf([0, 0, -1], [1, 0, 0])).toBe(90);
    expect(headingOf([0, 0, -1], [0, 1, 0])).toBe(0);
  });

  it('turns the north arrow against the heading', () => {
    expect(compassRotation(0)).toBe(0);
    // Facing east, north is to the left: a quarter turn anticlockwise.
    expect(compassRotation(90)).toBe(270);
    expect(compassRotation(180)).toBe(180);
  });
});

describe('helicopter height', () => {
  it('eases toward the chosen height above the ground and stays there', () => {
    let z = 30;
    for (let i = 0; i < 60; i++) z = keepHeight(z, 5, 10, 1 / 60);
    expect(z).toBeCloseTo(15, 1);
    // Half a second after the ground rises by 2 m (a kerb, a roof), the camera has followed most of it.
    let over = 15;
    for (let i = 0; i < 30; i++) over = keepHeight(over, 7, 10, 1 / 60);
    expect(over).toBeGreaterThan(16.9);
    expect(over).toBeLessThanOrEqual(17);
    expect(keepHeight(17, 7, 10, 0.016)).toBe(17);
  });

  it('changes the height by a tenth, at least half a metre, within 10 cm and 10 km', () => {
    expect(stepHeight(20, 1)).toBe(22);
    expect(stepHeight(20, -1)).toBe(18);
    expect(stepHeight(2, 1)).toBe(2.5);
    expect(stepHeight(0.4, -1)).toBe(0.1);
    expect(stepHeight(9_999, 1)).toBe(10_000);
  });
});

describe('train ride', () => {
  it('moves at its speed and stops at the end of the path', () => {
    expect(rideAlong(0, 3, 0.5, 10)).toEqual({ travelled: 1.5, arrived: false });
    expect(rideAlong(9, 3, 0.5, 10)).toEqual({ travelled: 10, arrived: true });
  });
});
