import { describe, expect, it } from 'vitest';
import { blankPanorama, joinTileUrl, tilesToPanorama } from './tiles.ts';

const tiles = {
  width: 8192,
  height: 4096,
  tile_size: 512,
  // Deliberately unsorted: PSV sorts by width and passes the sorted index.
  levels: [
    { width: 8192, cols: 16, rows: 8 },
    { width: 2048, cols: 4, rows: 2 },
    { width: 4096, cols: 8, rows: 4 },
  ],
  base_url: '/api/tiles/7',
  preview_url: '/api/tiles/7/preview.jpg',
};

describe('tilesToPanorama', () => {
  it('maps the contract levels to PSV levels sorted by width', () => {
    const panorama = tilesToPanorama(tiles);
    expect(panorama.levels).toEqual([
      { width: 2048, cols: 4, rows: 2 },
      { width: 4096, cols: 8, rows: 4 },
      { width: 8192, cols: 16, rows: 8 },
    ]);
    expect(panorama.baseUrl).toBe('/api/tiles/7/preview.jpg');
  });

  it('builds {base_url}/{index in the contract’s levels}/{col}_{row}.jpg from PSV’s sorted index', () => {
    const panorama = tilesToPanorama(tiles);
    expect(panorama.tileUrl(3, 1, 0)).toBe('/api/tiles/7/1/3_1.jpg');
    expect(panorama.tileUrl(0, 0, 1)).toBe('/api/tiles/7/2/0_0.jpg');
    expect(panorama.tileUrl(15, 7, 2)).toBe('/api/tiles/7/0/15_7.jpg');
  });

  it('signs each tile with the base it is given at the time, so a refreshed grant takes over', () => {
    let base = '/api/panoramas/7/tiles/100.u1.old';
    const panorama = tilesToPanorama(tiles, () => base);
    expect(panorama.tileUrl(0, 0, 0)).toBe('/api/panoramas/7/tiles/100.u1.old/1/0_0.jpg');
    base = '/api/panoramas/7/tiles/200.u1.new';
    expect(panorama.tileUrl(0, 0, 0)).toBe('/api/panoramas/7/tiles/200.u1.new/1/0_0.jpg');
  });

  it('answers null outside the grid', () => {
    const panorama = tilesToPanorama(tiles);
    expect(panorama.tileUrl(4, 0, 0)).toBeNull();
    expect(panorama.tileUrl(0, 2, 0)).toBeNull();
    expect(panorama.tileUrl(0, 0, 3)).toBeNull();
  });

  it('keeps a signed URL’s query string at the end', () => {
    const panorama = tilesToPanorama({ ...tiles, base_url: '/api/tiles/7/?sig=abc&exp=1' });
    expect(panorama.tileUrl(1, 1, 0)).toBe('/api/tiles/7/1/1_1.jpg?sig=abc&exp=1');
    expect(joinTileUrl('https://cdn.example/t', 'a/b.jpg')).toBe('https://cdn.example/t/a/b.jpg');
  });

  it('leaves out levels PSV would refuse, keeping the contract’s numbering of the rest', () => {
    const panorama = tilesToPanorama({
      ...tiles,
      width: 6000,
      height: 3000,
      tile_size: 375,
      levels: [
        { width: 1500, cols: 3, rows: 2 },
        { width: 3000, cols: 8, rows: 4 },
        { width: 6000, cols: 16, rows: 4 },
      ],
    });
    expect(panorama.levels).toEqual([{ width: 3000, cols: 8, rows: 4 }]);
    expect(panorama.tileUrl(7, 3, 0)).toBe('/api/tiles/7/1/7_3.jpg');
  });

  it('shows the preview alone when no level is usable', () => {
    const panorama = tilesToPanorama({ ...tiles, levels: [{ width: 6000, cols: 12, rows: 6 }] });
    expect(panorama.baseUrl).toBe('/api/tiles/7/preview.jpg');
    expect(panorama.levels).toEqual(blankPanorama.levels);
    expect(panorama.tileUrl(0, 0, 0)).toBeNull();
  });

  it('has a blank panorama that requests no tile', () => {
    expect(blankPanorama.tileUrl(0, 0, 0)).toBeNull();
  });
});
