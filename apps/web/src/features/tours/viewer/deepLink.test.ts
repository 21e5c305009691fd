import { describe, expect, it } from 'vitest';
import { decodeView, encodeView, shareUrl } from './deepLink.ts';

describe('deep link', () => {
  it('round-trips a view, rounding angles to 1/1000 rad and zoom to whole numbers', () => {
    const params = encodeView(new URLSearchParams('tab=x'), {
      scene: 'hall',
      yaw: 1.23456,
      pitch: -0.5,
      zoom: 42.4,
    });
    expect(params.toString()).toBe('tab=x&scene=hall&yaw=1.235&pitch=-0.5&zoom=42');
    expect(decodeView(params)).toEqual({ scene: 'hall', yaw: 1.235, pitch: -0.5, zoom: 42 });
  });

  it('needs a scene and ignores malformed numbers', () => {
    expect(decodeView(new URLSearchParams('yaw=1'))).toBeNull();
    expect(decodeView(new URLSearchParams(`scene=${'x'.repeat(41)}`))).toBeNull();
    expect(decodeView(new URLSearchParams('scene=a&yaw=abc&pitch=&zoom=Infinity'))).toEqual({ scene: 'a' });
  });

  it('clamps values to the viewer ranges', () => {
    expect(decodeView(new URLSearchParams('scene=a&yaw=99&pitch=-9&zoom=300'))).toEqual({
      scene: 'a',
      yaw: Math.PI * 2,
      pitch: -Math.PI / 2,
      zoom: 100,
    });
  });

  it('drops angles that are not given', () => {
    const params = encodeView(new URLSearchParams('scene=a&yaw=1&pitch=1&zoom=1'), { scene: 'b' });
    expect(params.toString()).toBe('scene=b');
  });

  it('builds a shareable absolute URL without the hash', () => {
    expect(
      shareUrl('https://app.example/publictours/3?x=1#top', { scene: 's1', yaw: 0, pitch: 0, zoom: 50 }),
    ).toBe('https://app.example/publictours/3?x=1&scene=s1&yaw=0&pitch=0&zoom=50');
  });
});
