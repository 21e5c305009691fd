import { describe, expect, it } from 'vitest';
import { menuTarget } from './companyMenu.ts';

describe('menuTarget', () => {
  it.each([
    ['/legal', { kind: 'route', to: '/legal' }],
    ['/my_p/3?sp=4', { kind: 'route', to: '/my_p/3?sp=4' }],
    ['https://example.com/handbook', { kind: 'external', href: 'https://example.com/handbook' }],
    ['mailto:help@example.com', { kind: 'external', href: 'mailto:help@example.com' }],
  ])('leads %s somewhere', (url, target) => {
    expect(menuTarget(url)).toEqual(target);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example', 'handbook', '', undefined])(
    'shows %s as text, not as a link',
    (url) => {
      expect(menuTarget(url)).toEqual({ kind: 'none' });
    },
  );
});
