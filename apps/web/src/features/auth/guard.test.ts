import { describe, expect, it } from 'vitest';
import { isPublicPath, isTrialOver, publicPathFragments, startPath } from './guard.ts';

describe('isPublicPath (SPEC §2 guard)', () => {
  it('lists exactly the spec fragments, and the terms the legal page links to', () => {
    expect(publicPathFragments).toEqual([
      '/v/',
      '/login',
      '/story',
      '/viewer',
      '/pc_viewer',
      '/bim_viewer',
      'forgot-p',
      '3dviewer',
      'private-story',
      'newpassword',
      'user_invite',
      '/maintenance',
      '/publictours',
      '/legal',
      '/terms',
    ]);
  });

  it.each([
    '/login',
    '/forgot-password',
    '/newpassword',
    '/user_invite',
    '/maintenance',
    '/publictours/7',
    '/legal',
    '/terms',
    '/story/3',
    '/storyv2/3',
    '/v/abc',
    '/viewer/1',
    '/pc_viewer/1',
    '/bim_viewer/1',
    '/x/3dviewer',
    '/private-story/9',
  ])('lets a visitor stay on %s', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each(['/', '/dashboard', '/account', '/status', '/my_p/1', '/companyforms', '/nowhere'])(
    'sends a visitor on %s to /login',
    (path) => {
      expect(isPublicPath(path)).toBe(false);
    },
  );
});

describe('isTrialOver', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  it('is over only in trial mode after the expiration', () => {
    expect(isTrialOver({ trial_mode: true, trial_expiration: '2026-05-31T00:00:00Z' }, now)).toBe(true);
    expect(isTrialOver({ trial_mode: true, trial_expiration: '2026-06-02T00:00:00Z' }, now)).toBe(false);
    expect(isTrialOver({ trial_mode: false, trial_expiration: '2026-05-31T00:00:00Z' }, now)).toBe(false);
    expect(isTrialOver({ trial_mode: true, trial_expiration: null }, now)).toBe(false);
  });
});

describe('startPath', () => {
  const company = (start_at: string | null) =>
    ({ settings: { start_at } }) as unknown as Parameters<typeof startPath>[0]['company'];
  const user = { id: 4, name: 'Authenticated' };
  it('uses the company start route when set', () => {
    expect(startPath({ company: company('/my_p/4'), role: user, oldsubprojects: [] })).toBe('/my_p/4');
    expect(startPath({ company: company('mypanel'), role: user, oldsubprojects: [] })).toBe('/mypanel');
  });

  it('sends a user with sub-projects to the panel and one without to /no_p', () => {
    expect(startPath({ company: company(null), role: user, oldsubprojects: [3] })).toBe('/mypanel');
    expect(startPath({ company: null, role: user, oldsubprojects: [] })).toBe('/no_p');
  });

  it('sends a role that sees no content (5) to the dashboard', () => {
    expect(startPath({ company: null, role: { id: 5, name: 'Restricted' }, oldsubprojects: [] })).toBe(
      '/dashboard',
    );
  });
});
