import { describe, expect, it } from 'vitest';
import type { ViewerSceneData } from '../api/tours.ts';
import { escapeHtml, hotspotMarkers, sceneLinkLabel, sceneToNode } from './nodes.ts';

const hostile = '<img src=x onerror="alert(1)">';

describe('scenes as virtual-tour nodes', () => {
  it('escapes what Photo Sphere Viewer would put into the page as HTML', () => {
    const scene = {
      id: 's1',
      title: hostile,
      locked: false,
      tiles: null,
      links: [],
      hotspots: [],
      points_of_interest: [],
      annotations: [],
    } as unknown as ViewerSceneData;
    const node = sceneToNode(scene, new Set(['s1']));
    expect(node.caption).toBe('&#60;img src=x onerror=&#34;alert(1)&#34;&#62;');
    expect(node.name).toBe(node.caption);
    const [marker] = hotspotMarkers([
      {
        id: 'h1',
        title: 'Tom & Jerry’s <b>',
        text: '',
        yaw: 0,
        pitch: 0,
        style: { width: 150, height: 100, line: 80 },
      },
    ]);
    expect(marker?.tooltip).toBe('Tom &#38; Jerry’s &#60;b&#62;');
    // Escaped text reads as the original once parsed.
    const probe = document.createElement('div');
    probe.innerHTML = escapeHtml(hostile);
    expect([probe.textContent, probe.querySelector('img')]).toEqual([hostile, null]);
  });
});

describe('hotspotMarkers', () => {
  const hotspot = {
    id: 'h1',
    title: 'Site office',
    text: 'Report here first',
    yaw: 0,
    pitch: 0,
    style: { width: 150, height: 100, line: 80 },
  };

  it('makes each hotspot a named button that Enter and Space open, in the viewer', () => {
    const opened: string[] = [];
    const [marker] = hotspotMarkers([hotspot], null, (id) => opened.push(id));
    const element = marker?.element;
    if (!element) throw new Error('no marker');
    expect([element.tabIndex, element.getAttribute('role'), element.getAttribute('aria-label')]).toEqual([
      0,
      'button',
      'Site office',
    ]);
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    element.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(opened).toEqual(['h1', 'h1']);
  });

  it('leaves them as they are where nothing opens them (the builder)', () => {
    const [marker] = hotspotMarkers([hotspot]);
    expect(marker?.element.getAttribute('role')).toBeNull();
  });
});

describe('sceneToNode', () => {
  it('fetches tiles with the scene’s most recently fetched grant', () => {
    const scene = {
      id: 's1',
      title: 'Entrance',
      locked: false,
      tiles: {
        width: 4096,
        height: 2048,
        tile_size: 512,
        levels: [{ width: 4096, cols: 8, rows: 4 }],
        base_url: '/api/panoramas/3/tiles/first',
        preview_url: '/api/panoramas/3/preview/first',
      },
      links: [],
      hotspots: [],
    } as unknown as ViewerSceneData;
    let latest: string | undefined;
    const panorama = sceneToNode(scene, new Set(['s1']), () => latest).panorama;
    expect(panorama.tileUrl(1, 1, 0)).toBe('/api/panoramas/3/tiles/first/0/1_1.jpg');
    latest = '/api/panoramas/3/tiles/second';
    expect(panorama.tileUrl(1, 1, 0)).toBe('/api/panoramas/3/tiles/second/0/1_1.jpg');
  });
});

describe('sceneLinkLabel', () => {
  const goTo = (title: string) => `Go to ${title}`;

  it('keeps a link’s own words', () => {
    expect(sceneLinkLabel('Back to the entrance', 'Main entrance', goTo)).toBe('Back to the entrance');
  });

  it('says where it goes when the link is untitled or named after its scene', () => {
    expect(sceneLinkLabel('', 'Stairwell', goTo)).toBe('Go to Stairwell');
    expect(sceneLinkLabel('Stairwell', 'Stairwell', goTo)).toBe('Go to Stairwell');
  });
});
