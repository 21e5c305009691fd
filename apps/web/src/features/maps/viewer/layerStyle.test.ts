import { GeojsonStyle } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import { colorExpression, layerSpecs, legendEntries, levelFilter } from './layerStyle.ts';

describe('layer style', () => {
  const plain = GeojsonStyle.parse({});
  const byKind = GeojsonStyle.parse({ color_by: 'kind', colors: { well: '#00f', pipe: '#0f0' } });

  it('colours by a property when values have colours, else with the layer colour', () => {
    expect(colorExpression(plain, '#e8590c')).toBe('#e8590c');
    expect(colorExpression(byKind, '#111')).toEqual([
      'match',
      ['to-string', ['get', 'kind']],
      'well',
      '#00f',
      'pipe',
      '#0f0',
      '#111',
    ]);
  });

  it('keeps the chosen level and the features of no level', () => {
    expect(levelFilter(null)).toBeUndefined();
    expect(levelFilter('L2')).toEqual([
      'any',
      ['!', ['has', 'level']],
      ['==', ['to-string', ['get', 'level']], 'L2'],
    ]);
    const [fill] = layerSpecs('layer-1', plain, 'L2');
    expect(fill).toHaveProperty('filter', [
      'all',
      ['in', ['geometry-type'], ['literal', ['Polygon', 'MultiPolygon']]],
      levelFilter('L2'),
    ]);
  });

  it('draws width and fill from the style', () => {
    const [fill, line] = layerSpecs('layer-1', GeojsonStyle.parse({ width: 5, fill_opacity: 0.6 }), null);
    expect(fill).toMatchObject({ type: 'fill', paint: { 'fill-opacity': 0.6 } });
    expect(line).toMatchObject({ type: 'line', paint: { 'line-width': 5 } });
  });

  it('lists a legend row per coloured value', () => {
    expect(legendEntries('Drainage', plain)).toEqual([{ label: 'Drainage', color: plain.color }]);
    expect(legendEntries('Drainage', byKind).map((e) => e.label)).toEqual(['well', 'pipe', 'Drainage']);
  });
});
