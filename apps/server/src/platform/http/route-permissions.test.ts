import { allRoutes, capabilities, type RouteAccess, type RouteContract, routes } from '@spatium/contracts';
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
      POST   /analytics/heartbeat → public
      GET    /get_my_annotation_styles → capability annotationStyles.use (roles 3, 4, 5)
      POST   /annotationstyles → capability annotationStyles.use (roles 3, 4, 5)
      PUT    /annotationstyles/:id → capability annotationStyles.use (roles 3, 4, 5)
      DELETE /annotationstyles/:id → capability annotationStyles.use (roles 3, 4, 5)
      GET    /tourslights → capability content.read (roles 3, 4)
      GET    /tours/:id → capability content.read (roles 3, 4)
      POST   /tours → capability content.read (roles 3, 4)
      PUT    /tours/:id → capability content.read (roles 3, 4)
      DELETE /tours/:id → capability content.read (roles 3, 4)
      GET    /grouptourslight → capability content.read (roles 3, 4)
      GET    /grouptours/:id → capability content.read (roles 3, 4)
      POST   /grouptours → capability content.read (roles 3, 4)
      PUT    /grouptours/:id → capability content.read (roles 3, 4)
      DELETE /grouptours/:id → capability content.read (roles 3, 4)
      GET    /panoramas → capability content.read (roles 3, 4)
      GET    /panoramas/:id → capability content.read (roles 3, 4)
      POST   /panoramas → capability content.read (roles 3, 4)
      PUT    /panoramas/:id → capability content.read (roles 3, 4)
      DELETE /panoramas/:id → capability content.read (roles 3, 4)
      GET    /getpartclouds → capability content.read (roles 3, 4)
      GET    /clouds/:id → capability content.read (roles 3, 4)
      POST   /clouds → capability content.read (roles 3, 4)
      PUT    /clouds/:id → capability content.read (roles 3, 4)
      DELETE /clouds/:id → capability content.read (roles 3, 4)
      GET    /children_light → capability content.read (roles 3, 4)
      GET    /cloud-children/:id → capability content.read (roles 3, 4)
      POST   /cloud-children → capability content.read (roles 3, 4)
      PUT    /cloud-children/:id → capability content.read (roles 3, 4)
      DELETE /cloud-children/:id → capability content.read (roles 3, 4)
      GET    /bims → capability content.read (roles 3, 4)
      GET    /bims/:id → capability content.read (roles 3, 4)
      POST   /bims → capability content.read (roles 3, 4)
      PUT    /bims/:id → capability content.read (roles 3, 4)
      DELETE /bims/:id → capability content.read (roles 3, 4)
      GET    /threeds → capability content.read (roles 3, 4)
      GET    /threeds/:id → capability content.read (roles 3, 4)
      POST   /threeds → capability content.read (roles 3, 4)
      PUT    /threeds/:id → capability content.read (roles 3, 4)
      DELETE /threeds/:id → capability content.read (roles 3, 4)
      GET    /maps → capability content.read (roles 3, 4)
      GET    /maps/:id → capability content.read (roles 3, 4)
      POST   /maps → capability content.read (roles 3, 4)
      PUT    /maps/:id → capability content.read (roles 3, 4)
      DELETE /maps/:id → capability content.read (roles 3, 4)
      GET    /floorplans → capability content.read (roles 3, 4)
      GET    /floorplans/:id → capability content.read (roles 3, 4)
      POST   /floorplans → capability content.read (roles 3, 4)
      PUT    /floorplans/:id → capability content.read (roles 3, 4)
      DELETE /floorplans/:id → capability content.read (roles 3, 4)
      GET    /geojsons → capability content.read (roles 3, 4)
      GET    /geojsons/:id → capability content.read (roles 3, 4)
      POST   /geojsons → capability content.read (roles 3, 4)
      PUT    /geojsons/:id → capability content.read (roles 3, 4)
      DELETE /geojsons/:id → capability content.read (roles 3, 4)
      GET    /stories → capability content.read (roles 3, 4)
      GET    /stories/:id → capability content.read (roles 3, 4)
      POST   /stories → capability content.read (roles 3, 4)
      PUT    /stories/:id → capability content.read (roles 3, 4)
      DELETE /stories/:id → capability content.read (roles 3, 4)
      GET    /systemforms → capability content.read (roles 3, 4)
      GET    /systemforms/:id → capability content.read (roles 3, 4)
      POST   /systemforms → capability content.read (roles 3, 4)
      PUT    /systemforms/:id → capability content.read (roles 3, 4)
      DELETE /systemforms/:id → capability content.read (roles 3, 4)
      GET    /videos-360-s → capability content.read (roles 3, 4)
      GET    /videos-360-s/:id → capability content.read (roles 3, 4)
      POST   /videos-360-s → capability content.read (roles 3, 4)
      PUT    /videos-360-s/:id → capability content.read (roles 3, 4)
      DELETE /videos-360-s/:id → capability content.read (roles 3, 4)
      GET    /projects → capability content.read (roles 3, 4)
      GET    /oldprojects_light → capability content.read (roles 3, 4)
      GET    /oldsubprojects_light → capability content.read (roles 3, 4)
      GET    /oldprojects/:id → capability content.read (roles 3, 4)
      POST   /oldprojects → capability content.read (roles 3, 4)
      PUT    /oldprojects/:id → capability content.read (roles 3, 4)
      GET    /oldprojects/:id/impact → capability content.read (roles 3, 4)
      DELETE /oldprojects/:id → capability content.read (roles 3, 4)
      GET    /oldsubprojects/:id → capability content.read (roles 3, 4)
      POST   /oldsubprojects → capability content.read (roles 3, 4)
      PUT    /oldsubprojects/:id → capability content.read (roles 3, 4)
      GET    /oldsubprojects/:id/impact → capability content.read (roles 3, 4)
      DELETE /oldsubprojects/:id → capability content.read (roles 3, 4)
      GET    /get_p/:id → capability content.read (roles 3, 4)
      GET    /get_map/:id → capability content.read (roles 3, 4)
      GET    /users_with_access → capability content.read (roles 3, 4)
      GET    /getpartusers → capability content.read (roles 3, 4)
      GET    /mycompanyusers/:companyId → signed in
      POST   /addtagtoservice → capability content.read (roles 3, 4)
      POST   /removetagfromservice → capability content.read (roles 3, 4)
      POST   /duplicate_story/:id → capability content.read (roles 3, 4)
      GET    /search → capability content.read (roles 3, 4)
      GET    /uploads/:id → capability files.use (roles 3, 4, 5)
      GET    /files/:id → public
      GET    /files/:id/thumbnail/:grant → public
      POST   /files/:id/link → capability files.use (roles 3, 4, 5)
      GET    /companies_light → signed in
      GET    /companies → signed in
      GET    /companies/:id → signed in
      POST   /companies → capability admin.catalogue (roles 3)
      PUT    /companies/:id → signed in
      GET    /companies/:id/impact → capability admin.catalogue (roles 3)
      DELETE /companies/:id → capability admin.catalogue (roles 3)
      GET    /users-permissions/roles → signed in
      GET    /users → capability users.read.any (roles 3)
      PUT    /users/:id → signed in
      DELETE /users/:id → signed in
      GET    /overrides/all → capability overrides.edit (roles 3)
      PUT    /overrides/:domain → capability overrides.edit (roles 3)
      DELETE /overrides/:domain → capability overrides.edit (roles 3)
      GET    /tokens → signed in
      POST   /tokens → signed in
      DELETE /tokens/:id → signed in
      GET    /tags → signed in
      POST   /tags → signed in
      PUT    /tags/:id → signed in
      DELETE /tags/:id → signed in
      GET    /hotspots → signed in
      POST   /hotspots → signed in
      PUT    /hotspots/:id → signed in
      DELETE /hotspots/:id → signed in
      GET    /groups → signed in
      POST   /groups → signed in
      PATCH  /groups/:id → signed in
      DELETE /groups/:id → signed in
      GET    /places → signed in
      POST   /places → signed in
      PUT    /places/:id → signed in
      DELETE /places/:id → signed in
      GET    /integrations → signed in
      POST   /integrations → signed in
      PUT    /integrations/:id → signed in
      DELETE /integrations/:id → signed in
      GET    /tours/:id/viewer → capability content.read (roles 3, 4)
      GET    /tours/:id/quizzes → capability content.read (roles 3, 4)
      PUT    /tours/:id/quizzes → capability content.read (roles 3, 4)
      POST   /tours/:id/quiz → capability content.read (roles 3, 4)
      GET    /panoramas/:id/viewer → capability content.read (roles 3, 4)
      GET    /publictours/:id → public
      POST   /publictours/:id/quiz → public
      GET    /tours/:id/files/:file/:grant → public
      GET    /panoramas/:id/tiles/:grant/:level/:tile → public
      GET    /panoramas/:id/preview/:grant → public
      GET    /getmyfiles → capability files.use (roles 3, 4, 5)
      GET    /getmyfolder → capability files.use (roles 3, 4, 5)
      POST   /snapshots → capability content.read (roles 3, 4)
      DELETE /myfiles/:id → capability files.use (roles 3, 4, 5)"
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
