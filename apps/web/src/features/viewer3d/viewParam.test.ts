import { describe, expect, it } from 'vitest';
import { formatView, parseView, withView } from './viewParam.ts';

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
      '/v/abc?lng=de&view=1%2C2%2C3%2C4%2C5%2C6#x',
    );
  });
});
