import { capabilities, type RouteAccess, type RouteContract, routes } from '@spatium/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SessionService } from '../auth/sessions.ts';
import { RouteMounter } from './mount.ts';

function describeAccess(access: RouteAccess): string {
  if ('public' in access) return 'public';
  if ('twoFactorPending' in access) return '2fa step token';
  if ('capability' in access) {
    return `capability ${access.capability} (roles ${capabilities[access.capability].join(', ')})`;
  }
  return access.allowEnrolment ? 'signed in (also while enrolling 2FA)' : 'signed in';
}

const allRoutes = Object.values<RouteContract>(routes);

// A change here is a permission change: review it as a security change.
describe('route permissions', () => {
  it('lists who may call every route', () => {
    const lines = allRoutes.map((r) => `${r.method.padEnd(6)} ${r.path} → ${describeAccess(r.access)}`);
    expect(lines.join('\n')).toMatchInlineSnapshot(`
      "GET    /health → public
      POST   /customauth → public
      POST   /2fa/verify → 2fa step token
      POST   /2fa/setup → signed in (also while enrolling 2FA)
      POST   /2fa/enable → signed in (also while enrolling 2FA)
      POST   /2fa/disable → signed in
      GET    /getauth → signed in (also while enrolling 2FA)
      POST   /getme → signed in (also while enrolling 2FA)
      POST   /logout → signed in (also while enrolling 2FA)
      POST   /impersonate → capability users.impersonate (roles 3)
      GET    /reset_2fa/:id → capability users.reset2fa (roles 3)
      POST   /auth/forgot-password → public
      POST   /auth/reset-password → public
      POST   /invitations → signed in
      GET    /invitations/:token → public
      POST   /user_invite → public
      GET    /users/:id → signed in
      PUT    /users/me → capability profile.edit.self (roles 3, 4, 5)
      POST   /users/me/password → capability profile.edit.self (roles 3, 4, 5)
      POST   /users/me/avatar → capability profile.edit.self (roles 3, 4, 5)
      GET    /avatars/:key → public
      DELETE /users/me → capability profile.edit.self (roles 3, 4, 5)
      POST   /switch_company → signed in
      GET    /overrides → public
      GET    /agreements → public
      POST   /agreements → capability agreements.publish (roles 3)
      POST   /accept-agreements → signed in
      GET    /i18n/locales → public
      POST   /analytics/pageview → public
      POST   /analytics/heartbeat → public"
    `);
  });

  it('has an access rule of a known kind on every route', () => {
    const kinds = ['public', 'signedIn', 'capability', 'twoFactorPending'];
    const lacking = allRoutes.filter((r) => {
      const access = r.access as RouteAccess | undefined;
      if (!access || typeof access !== 'object') return true;
      const present = Object.keys(access).filter((key) => kinds.includes(key));
      if (present.length !== 1) return true;
      return 'capability' in access && !(access.capability in capabilities);
    });
    expect(lacking.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('declares each method and path once', () => {
    const keys = allRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses to mount a route without an access rule', () => {
    const mounter = new RouteMounter(Fastify(), {} as SessionService, 'warn');
    const route = { ...routes.health, access: undefined } as unknown as RouteContract;
    expect(() => mounter.mount(route, async () => ({}))).toThrow('declares no access rule');
  });
});
