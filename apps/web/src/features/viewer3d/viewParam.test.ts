import { describe, expect, it } from 'vitest';
import { clipFromShared, initialClip, sharedClipOf } from './clipping.ts';
import { formatClip, formatView, parseClip, parseView, withView } from './viewParam.ts';

describe('the view in the address', () => {
  const view = {
    position: [597_010.5, 6_643_020.25, 12] as const,
    target: [597_040, 6_643_024.1234, 3] as const,
  };

  it('round-trips a camera to the millimetre', () => {
    const text = formatView({ position: [...view.position], target: [...view.target] });
    expect(text).toBe('597010.5,6643020.25,12,597040,6643024.123,3');
    expect(parseView(text)).toEqual({
      position: [597_010.5, 6_643_020.25, 12],
      target: [597_040, 6_643_024.123, 3],
    });
  });

  it('ignores anything that is not six finite numbers', () => {
    for (const bad of [
      null,
      '',
      '1,2,3',
      '1,2,3,4,5,x',
      '1,2,3,4,5,6,7',
      '1,,3,4,5,6',
      'Infinity,2,3,4,5,6',
      '1e12,2,3,4,5,6',
    ])
      expect(parseView(bad)).toBeNull();
  });

  it('keeps the rest of the address', () => {
    expect(withView('https://a.example/v/abc?lng=de#x', { position: [1, 2, 3], target: [4, 5, 6] })).toBe(
      '/v/abc?lng=de&view=1,2,3,4,5,6#x',
    );
  });

  it('carries the section beside the camera, and drops it when nothing is clipped', () => {
    const clip = {
      box: {
        inside: false,
        x: [0.1, 0.9] as [number, number],
        y: [0, 1] as [number, number],
        z: [0, 0.5] as [number, number],
        rotation: 30,
      },
      planes: [{ azimuth: 90, tilt: 0, offset: -0.25, flipped: true, enabled: false }],
    };
    const text = formatClip(clip);
    expect(text).toBe('b,0,0.1,0.9,0,1,0,0.5,30~p,90,0,-0.25,1,0');
    expect(parseClip(text)).toEqual(clip);
    const href = 'https://a.example/clouds/7?view=1,2,3,4,5,6&clip=b,1,0,1,0,1,0,1,0';
    expect(withView(href, { position: [1, 2, 3], target: [4, 5, 6], clip })).toContain(`clip=${text}`);
    expect(withView(href, { position: [1, 2, 3], target: [4, 5, 6] })).not.toContain('clip=');
  });

  it('ignores a section with any part out of range or malformed', () => {
    for (const bad of [
      'b,1,0,1,0,1,0,1',
      'b,2,0,1,0,1,0,1,0',
      'b,1,0.9,0.1,0,1,0,1,0',
      'b,1,0,1.5,0,1,0,1,0',
      'p,0,95,0,0,1',
      'p,0,0,0,0',
      'x,1',
      Array(7).fill('p,0,0,0,0,1').join('~'),
      'b,1,0,1,0,1,0,1,0~b,1,0,1,0,1,0,1,0',
    ])
      expect(parseClip(bad), bad).toBeNull();
  });

  it("turns the clipping panel's state into a shared section and back, without its handles", () => {
    const state = {
      ...initialClip,
      enabled: true,
      inside: false,
      z: [0.2, 0.6] as [number, number],
      rotation: -45,
      planes: [{ id: 4, azimuth: 10, tilt: 20, offset: 0.3, flipped: false, enabled: true }],
      handles: { target: 4, mode: 'rotate' as const },
    };
    const shared = sharedClipOf(state)!;
    expect(shared.box).toEqual({ inside: false, x: [0, 1], y: [0, 1], z: [0.2, 0.6], rotation: -45 });
    expect(clipFromShared(shared)).toEqual({
      ...state,
      handles: null,
      planes: [{ ...state.planes[0], id: 1 }],
    });
    expect(sharedClipOf(initialClip)).toBeUndefined();
    expect(sharedClipOf({ ...initialClip, planes: state.planes })?.box).toBeNull();
  });
});
