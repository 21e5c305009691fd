import { describe, expect, it } from 'vitest';
import { embedCode, isEmbeddedTour, publicTourUrl } from './shareLinks.ts';

describe('share links', () => {
  it('gives the full public address with the start scene and language', () => {
    expect(publicTourUrl('https://spatium.example.com', 12)).toBe(
      'https://spatium.example.com/publictours/12',
    );
    expect(publicTourUrl('https://spatium.example.com', 12, { scene: 's 2', language: 'nb-NO' })).toBe(
      'https://spatium.example.com/publictours/12?scene=s+2&lng=nb-NO',
    );
  });

  it('builds an iframe of the embedded tour with its size, escaping the title', () => {
    const code = embedCode('https://spatium.example.com', 7, {
      width: 800,
      height: 450,
      scene: 'lobby',
      title: 'Block "A" <walk> & more',
    });
    expect(code).toBe(
      '<iframe src="https://spatium.example.com/publictours/7?embed=1&amp;scene=lobby" width="800" height="450" title="Block &quot;A&quot; &lt;walk&gt; &amp; more" style="border:0" allow="fullscreen; accelerometer; gyroscope" allowfullscreen loading="lazy"></iframe>',
    );
    expect(embedCode('http://localhost:3000', 7, { width: null, height: 600, title: 'T' })).toContain(
      'width="100%" height="600"',
    );
  });

  it('treats only a public tour with embed=1 as embedded', () => {
    expect(isEmbeddedTour({ pathname: '/publictours/3', search: '?embed=1&scene=a' })).toBe(true);
    expect(isEmbeddedTour({ pathname: '/publictours/3', search: '?scene=a' })).toBe(false);
    expect(isEmbeddedTour({ pathname: '/tours/3', search: '?embed=1' })).toBe(false);
  });
});
