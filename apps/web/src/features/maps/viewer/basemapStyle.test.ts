import { describe, expect, it } from 'vitest';
import { basemapStyle } from './basemapStyle.ts';

const origin = { origin: 'https://spatium.example', api: '/api' };
const builtin = {
  source: 'builtin' as const,
  url: '/basemap/tiles/{z}/{x}/{y}',
  max_zoom: 8,
  attribution: '© OpenStreetMap contributors (ODbL), via geo-maps',
  layer: 'land',
};

describe('basemap style', () => {
  it('draws the built-in land layer from our own tiles, with its attribution', () => {
    const style = basemapStyle(builtin, origin);
    if (typeof style === 'string') throw new Error('expected a style');
    expect(style.sources.basemap).toEqual({
      type: 'vector',
      tiles: ['https://spatium.example/api/basemap/tiles/{z}/{x}/{y}'],
      maxzoom: 8,
      attribution: builtin.attribution,
    });
    expect(style.layers.map((l) => l.id)).toEqual(['background', 'land', 'borders']);
    // No glyphs or sprites: nothing is fetched from outside.
    expect(style.glyphs).toBeUndefined();
  });

  it('reads an operator’s archive through the pmtiles protocol', () => {
    const style = basemapStyle(
      { ...builtin, source: 'pmtiles', url: '/basemap/archive.pmtiles', layer: null },
      origin,
    );
    if (typeof style === 'string') throw new Error('expected a style');
    expect(style.sources.basemap).toMatchObject({
      url: 'pmtiles://https://spatium.example/api/basemap/archive.pmtiles',
    });
  });

  it('uses a map style as a style URL, or as raster tiles when it is a tile template', () => {
    const other = basemapStyle(builtin, { ...origin, api: 'https://acme.spatium.example/api' });
    expect(typeof other === 'string' ? other : other.sources).toMatchObject({
      basemap: { tiles: ['https://acme.spatium.example/api/basemap/tiles/{z}/{x}/{y}'] },
    });
    expect(basemapStyle(builtin, origin, { id: 'a', title: 'A', url: '/styles/site.json' })).toBe(
      'https://spatium.example/styles/site.json',
    );
    const raster = basemapStyle(builtin, origin, {
      id: 'b',
      title: 'B',
      url: 'https://tiles.example/{z}/{x}/{y}.png',
    });
    if (typeof raster === 'string') throw new Error('expected a style');
    expect(raster.sources.basemap).toMatchObject({ type: 'raster' });
  });
});
