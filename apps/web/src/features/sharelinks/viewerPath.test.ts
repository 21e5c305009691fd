import { describe, expect, it } from 'vitest';
import { viewerPathTarget } from './viewerPath.ts';

describe('viewerPathTarget', () => {
  it("opens each kind's public viewer, keeping the camera in the query", () => {
    expect(viewerPathTarget('clouds/12', '?view=1,2,3')).toBe('/pc_viewer/12?view=1,2,3');
    expect(viewerPathTarget('bim/7')).toBe('/bim_viewer/7');
    expect(viewerPathTarget('threeds/7/')).toBe('/3dviewer/7');
    expect(viewerPathTarget('tours/3')).toBe('/publictours/3');
  });

  it('opens a share link by its code', () => {
    expect(viewerPathTarget('AbCdEf12_-', '?x=1')).toBe('/v/AbCdEf12_-?x=1');
  });

  it('refuses what is no viewer address', () => {
    for (const rest of ['', 'maps/3', 'clouds/0', 'clouds/abc', 'clouds/1/2', 'short', 'clouds/12345678901'])
      expect(viewerPathTarget(rest), rest).toBeNull();
  });
});
