import { describe, expect, it } from 'vitest';
import { contentLinksIn } from './contentLinks.ts';

describe('contentLinksIn', () => {
  it('finds viewer and details links of this app, once each, in order', () => {
    const body =
      'See https://app.example.com/tours/12 and /content/clouds/3, again /tours/12, also https://app.example.com/story/9/';
    expect(contentLinksIn(body, 'app.example.com')).toEqual([
      { kind: 'tours', id: 12 },
      { kind: 'clouds', id: 3 },
      { kind: 'stories', id: 9 },
    ]);
  });

  it('ignores other hosts, pages that are not content, and paths inside words', () => {
    const body = 'https://evil.example.org/tours/1 /issues/4 /chat/2 km/tours/5 /content/nothing/6';
    expect(contentLinksIn(body, 'app.example.com')).toEqual([]);
  });

  it('shows at most three cards', () => {
    expect(contentLinksIn('/bims/1 /maps/2 /threeds/3 /clouds/4', 'h')).toHaveLength(3);
  });
});
