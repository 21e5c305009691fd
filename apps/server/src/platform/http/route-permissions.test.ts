import {
  allRoutes,
  type Capability,
  capabilities,
  companyAdminOnly,
  type RouteAccess,
  type RouteContract,
  routes,
} from '@spatium/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SessionService } from '../auth/sessions.ts';
import { RouteMounter } from './mount.ts';

function holders(capability: Capability): string {
  const asCompanyAdmin: readonly number[] = companyAdminOnly[capability] ?? [];
  const roles = capabilities[capability].map((role) =>
    asCompanyAdmin.includes(role) ? `${role} as company admin` : `${role}`,
  );
  return `roles ${roles.join(', ')}`;
}

function describeAccess(access: RouteAccess): string {
  if ('public' in access) return 'public';
  if ('twoFactorPending' in access) return '2fa step token';
  if ('capability' in access) return `capability ${access.capability} (${holders(access.capability)})`;
  return access.allowEnrolment ? 'signed in (also while enrolling 2FA)' : 'signed in';
}

/**
 * Routes that use POST, PUT or DELETE without a capability that changes shared things, and why.
 * Everything else that is not a GET declares one, so the snapshot above reads as the truth.
 */
const writesWithoutWriteCapability: Record<string, string> = {
  'POST /customauth': 'signing in: public by nature',
  'POST /2fa/verify': 'second sign-in step, with the token of the first',
  'POST /2fa/setup': "the caller's own second factor",
  'POST /2fa/enable': "the caller's own second factor",
  'POST /2fa/disable': "the caller's own second factor",
  'POST /getme': 'a read (SPEC call name) of the caller’s own profile',
  'POST /logout': "ends the caller's own sessions",
  'POST /auth/forgot-password': 'public by nature: the caller cannot sign in',
  'POST /auth/reset-password': 'public by nature, with the token from the mail',
  'POST /user_invite': 'public by nature, with the token from the invitation',
  'POST /switch_company': "the caller's own active company, among their memberships",
  'POST /accept-agreements': "the caller's own acceptance",
  'POST /analytics/pageview': 'anonymous page statistics',
  'POST /analytics/heartbeat': 'anonymous page statistics',
  'POST /analytics/forget':
    'withdrawn consent erases the anonymous tab id it names, which only that tab knows',
  'POST /tours/:id/quiz':
    'answering a quiz is part of viewing a tour; it unlocks a scene for the caller only',
  'POST /publictours/:id/quiz': 'answering a quiz of a public tour, for anyone',
  'POST /snapshots': "a picture of a tour the caller may view, saved into the caller's own files",
  'POST /snapshots/3d': "a picture of a 3D view the caller may see, saved into the caller's own files",
  'POST /clouds/:id/unlock': 'entering a PIN is part of viewing a cloud; it unlocks it for the caller only',
  'POST /pc_viewer/:id/unlock': 'entering the PIN of a public cloud, for anyone; it changes nothing stored',
  'POST /v/:code/unlock':
    'entering the PIN of a shared cloud, for anyone holding the link; it changes nothing stored',
  'POST /measurements': "the caller's own measurement on content the caller may view",
  'PATCH /measurements/:id': "the caller's own measurement",
  'DELETE /measurements/:id': "the caller's own measurement",
  'POST /scene-notes': 'a point of interest or annotation on content the caller may view',
  'PATCH /scene-notes/:id': 'a note of the caller’s own, or on content the caller manages',
  'DELETE /scene-notes/:id': 'a note of the caller’s own, or on content the caller manages',
  'POST /notifications/:id/read': "the caller's own notification",
  'POST /notifications/read_all': "the caller's own notifications",
  'POST /systemforms/:id/submissions':
    'filling in a published form is what viewing it is for; the submission is the caller’s own',
};

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
      POST   /invitations → capability company.administer (roles 3, 4 as company admin)
      GET    /invitations/:token → public
      POST   /user_invite → public
      GET    /users/:id → signed in
      PUT    /users/me → capability profile.edit.self (roles 3, 4, 5)
      POST   /users/me/password → capability profile.edit.self (roles 3, 4, 5)
      POST   /users/me/avatar → capability profile.edit.self (roles 3, 4, 5)
      GET    /avatars/:key → public
      DELETE /users/me → capability profile.edit.self (roles 3, 4, 5)
      POST   /switch_company → signed in
      GET    /ready → public
      GET    /overrides → public
      GET    /agreements → public
      POST   /agreements → capability agreements.publish (roles 3)
      POST   /accept-agreements → signed in
      GET    /i18n/locales → public
      POST   /analytics/pageview → public
      POST   /analytics/heartbeat → public
      POST   /analytics/forget → public
      GET    /get_my_annotation_styles → capability annotationStyles.use (roles 3, 4, 5)
      POST   /annotationstyles → capability annotationStyles.use (roles 3, 4, 5)
      PUT    /annotationstyles/:id → capability annotationStyles.use (roles 3, 4, 5)
      DELETE /annotationstyles/:id → capability annotationStyles.use (roles 3, 4, 5)
      GET    /tourslights → capability content.read (roles 3, 4)
      GET    /tours/:id → capability content.read (roles 3, 4)
      POST   /tours → capability content.manage (roles 3, 4 as company admin)
      PUT    /tours/:id → capability content.manage (roles 3, 4 as company admin)
      DELETE /tours/:id → capability content.manage (roles 3, 4 as company admin)
      GET    /grouptourslight → capability content.read (roles 3, 4)
      GET    /grouptours/:id → capability content.read (roles 3, 4)
      POST   /grouptours → capability content.manage (roles 3, 4 as company admin)
      PUT    /grouptours/:id → capability content.manage (roles 3, 4 as company admin)
      DELETE /grouptours/:id → capability content.manage (roles 3, 4 as company admin)
      GET    /panoramas → capability content.read (roles 3, 4)
      GET    /panoramas/:id → capability content.read (roles 3, 4)
      POST   /panoramas → capability content.manage (roles 3, 4 as company admin)
      PUT    /panoramas/:id → capability content.manage (roles 3, 4 as company admin)
      DELETE /panoramas/:id → capability content.manage (roles 3, 4 as company admin)
      GET    /getpartclouds → capability content.read (roles 3, 4)
      GET    /clouds/:id → capability content.read (roles 3, 4)
      POST   /clouds → capability content.manage (roles 3, 4 as company admin)
      PUT    /clouds/:id → capability content.manage (roles 3, 4 as company admin)
      DELETE /clouds/:id → capability content.manage (roles 3, 4 as company admin)
      GET    /children_light → capability content.read (roles 3, 4)
      GET    /cloud-children/:id → capability content.read (roles 3, 4)
      POST   /cloud-children → capability content.manage (roles 3, 4 as company admin)
      PUT    /cloud-children/:id → capability content.manage (roles 3, 4 as company admin)
      DELETE /cloud-children/:id → capability content.manage (roles 3, 4 as company admin)
      GET    /bims → capability content.read (roles 3, 4)
      GET    /bims/:id → capability content.read (roles 3, 4)
      POST   /bims → capability content.manage (roles 3, 4 as company admin)
      PUT    /bims/:id → capability content.manage (roles 3, 4 as company admin)
      DELETE /bims/:id → capability content.manage (roles 3, 4 as company admin)
      GET    /threeds → capability content.read (roles 3, 4)
      GET    /threeds/:id → capability content.read (roles 3, 4)
      POST   /threeds → capability content.manage (roles 3, 4 as company admin)
      PUT    /threeds/:id → capability content.manage (roles 3, 4 as company admin)
      DELETE /threeds/:id → capability content.manage (roles 3, 4 as company admin)
      GET    /maps → capability content.read (roles 3, 4)
      GET    /maps/:id → capability content.read (roles 3, 4)
      POST   /maps → capability content.manage (roles 3, 4 as company admin)
      PUT    /maps/:id → capability content.manage (roles 3, 4 as company admin)
      DELETE /maps/:id → capability content.manage (roles 3, 4 as company admin)
      GET    /floorplans → capability content.read (roles 3, 4)
      GET    /floorplans/:id → capability content.read (roles 3, 4)
      POST   /floorplans → capability content.manage (roles 3, 4 as company admin)
      PUT    /floorplans/:id → capability content.manage (roles 3, 4 as company admin)
      DELETE /floorplans/:id → capability content.manage (roles 3, 4 as company admin)
      GET    /geojsons → capability content.read (roles 3, 4)
      GET    /geojsons/:id → capability content.read (roles 3, 4)
      POST   /geojsons → capability content.manage (roles 3, 4 as company admin)
      PUT    /geojsons/:id → capability content.manage (roles 3, 4 as company admin)
      DELETE /geojsons/:id → capability content.manage (roles 3, 4 as company admin)
      GET    /stories → capability content.read (roles 3, 4)
      GET    /stories/:id → capability content.read (roles 3, 4)
      POST   /stories → capability content.manage (roles 3, 4 as company admin)
      PUT    /stories/:id → capability content.manage (roles 3, 4 as company admin)
      DELETE /stories/:id → capability content.manage (roles 3, 4 as company admin)
      GET    /systemforms → capability content.read (roles 3, 4)
      GET    /systemforms/:id → capability content.read (roles 3, 4)
      POST   /systemforms → capability content.manage (roles 3, 4 as company admin)
      PUT    /systemforms/:id → capability content.manage (roles 3, 4 as company admin)
      DELETE /systemforms/:id → capability content.manage (roles 3, 4 as company admin)
      GET    /videos-360-s → capability content.read (roles 3, 4)
      GET    /videos-360-s/:id → capability content.read (roles 3, 4)
      POST   /videos-360-s → capability content.manage (roles 3, 4 as company admin)
      PUT    /videos-360-s/:id → capability content.manage (roles 3, 4 as company admin)
      DELETE /videos-360-s/:id → capability content.manage (roles 3, 4 as company admin)
      GET    /projects → capability content.read (roles 3, 4)
      GET    /oldprojects_light → capability content.read (roles 3, 4)
      GET    /oldsubprojects_light → capability content.read (roles 3, 4)
      GET    /oldprojects/:id → capability content.read (roles 3, 4)
      POST   /oldprojects → capability projects.manage (roles 3, 4 as company admin)
      PUT    /oldprojects/:id → capability projects.manage (roles 3, 4 as company admin)
      GET    /oldprojects/:id/impact → capability projects.manage (roles 3, 4 as company admin)
      DELETE /oldprojects/:id → capability projects.manage (roles 3, 4 as company admin)
      GET    /oldsubprojects/:id → capability content.read (roles 3, 4)
      POST   /oldsubprojects → capability projects.manage (roles 3, 4 as company admin)
      PUT    /oldsubprojects/:id → capability projects.manage (roles 3, 4 as company admin)
      GET    /oldsubprojects/:id/impact → capability projects.manage (roles 3, 4 as company admin)
      DELETE /oldsubprojects/:id → capability projects.manage (roles 3, 4 as company admin)
      GET    /get_p/:id → capability content.read (roles 3, 4)
      GET    /get_map/:id → capability content.read (roles 3, 4)
      GET    /users_with_access → capability content.read (roles 3, 4)
      GET    /getpartusers → capability content.read (roles 3, 4)
      GET    /mycompanyusers/:companyId → signed in
      POST   /addtagtoservice → capability content.manage (roles 3, 4 as company admin)
      POST   /removetagfromservice → capability content.manage (roles 3, 4 as company admin)
      POST   /duplicate_story/:id → capability content.manage (roles 3, 4 as company admin)
      GET    /search → capability content.read (roles 3, 4)
      GET    /uploads/:id → capability files.use (roles 3, 4, 5)
      GET    /files/:id → public
      GET    /files/:id/thumbnail/:grant → public
      POST   /files/:id/link → capability files.use (roles 3, 4, 5)
      GET    /companies_light → signed in
      GET    /companies → signed in
      GET    /companies/:id → signed in
      POST   /companies → capability admin.catalogue (roles 3)
      PUT    /companies/:id → capability company.administer (roles 3, 4 as company admin)
      GET    /companies/:id/impact → capability admin.catalogue (roles 3)
      DELETE /companies/:id → capability admin.catalogue (roles 3)
      GET    /users-permissions/roles → signed in
      GET    /users → capability users.read.any (roles 3)
      PUT    /users/:id → capability company.administer (roles 3, 4 as company admin)
      DELETE /users/:id → capability company.administer (roles 3, 4 as company admin)
      GET    /overrides/all → capability overrides.edit (roles 3)
      PUT    /overrides/:domain → capability overrides.edit (roles 3)
      DELETE /overrides/:domain → capability overrides.edit (roles 3)
      GET    /tokens → capability company.administer (roles 3, 4 as company admin)
      POST   /tokens → capability company.administer (roles 3, 4 as company admin)
      DELETE /tokens/:id → capability company.administer (roles 3, 4 as company admin)
      GET    /tags → capability content.read (roles 3, 4)
      POST   /tags → capability company.administer (roles 3, 4 as company admin)
      PUT    /tags/:id → capability company.administer (roles 3, 4 as company admin)
      DELETE /tags/:id → capability company.administer (roles 3, 4 as company admin)
      GET    /hotspots → capability content.read (roles 3, 4)
      POST   /hotspots → capability company.administer (roles 3, 4 as company admin)
      PUT    /hotspots/:id → capability company.administer (roles 3, 4 as company admin)
      DELETE /hotspots/:id → capability company.administer (roles 3, 4 as company admin)
      GET    /groups → capability content.read (roles 3, 4)
      POST   /groups → capability company.administer (roles 3, 4 as company admin)
      PATCH  /groups/:id → capability company.administer (roles 3, 4 as company admin)
      DELETE /groups/:id → capability company.administer (roles 3, 4 as company admin)
      GET    /places → capability content.read (roles 3, 4)
      POST   /places → capability company.administer (roles 3, 4 as company admin)
      PUT    /places/:id → capability company.administer (roles 3, 4 as company admin)
      DELETE /places/:id → capability company.administer (roles 3, 4 as company admin)
      GET    /integrations → capability company.administer (roles 3, 4 as company admin)
      POST   /integrations → capability company.administer (roles 3, 4 as company admin)
      PUT    /integrations/:id → capability company.administer (roles 3, 4 as company admin)
      DELETE /integrations/:id → capability company.administer (roles 3, 4 as company admin)
      GET    /integrations/:id/deliveries → capability company.administer (roles 3, 4 as company admin)
      POST   /integrations/:id/deliveries/:delivery/redeliver → capability company.administer (roles 3, 4 as company admin)
      POST   /integrations/:id/ping → capability company.administer (roles 3, 4 as company admin)
      POST   /integrations/:id/secret → capability company.administer (roles 3, 4 as company admin)
      GET    /tours/:id/viewer → capability content.read (roles 3, 4)
      GET    /tours/:id/quizzes → capability content.manage (roles 3, 4 as company admin)
      PUT    /tours/:id/quizzes → capability content.manage (roles 3, 4 as company admin)
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
      POST   /snapshots/3d → capability content.read (roles 3, 4)
      DELETE /myfiles/:id → capability files.use (roles 3, 4, 5)
      POST   /updatemyfolders → capability files.use (roles 3, 4, 5)
      POST   /movemyfiles → capability files.use (roles 3, 4, 5)
      POST   /changefiletype → capability files.use (roles 3, 4, 5)
      POST   /myfiles → capability files.use (roles 3, 4, 5)
      PUT    /myfiles/:id → capability files.use (roles 3, 4, 5)
      GET    /myfiles_usage → capability files.use (roles 3, 4, 5)
      GET    /clouds/:id/viewer → capability content.read (roles 3, 4)
      POST   /clouds/:id/unlock → capability content.read (roles 3, 4)
      PUT    /clouds/:id/pin → capability content.manage (roles 3, 4 as company admin)
      GET    /pc_viewer/:id → public
      POST   /pc_viewer/:id/unlock → public
      GET    /clouds/:id/octree/:grant/:file → public
      GET    /cloud-children/:id/octree/:grant/:file → public
      GET    /measurements → capability content.read (roles 3, 4)
      POST   /measurements → capability content.read (roles 3, 4)
      PATCH  /measurements/:id → capability content.read (roles 3, 4)
      DELETE /measurements/:id → capability content.read (roles 3, 4)
      GET    /bims/:id/viewer → capability content.read (roles 3, 4)
      GET    /bim_viewer/:id → public
      GET    /bims/:id/fragments/:grant/model.frag → public
      GET    /get_my_favourites → capability favourites.use (roles 3, 4)
      POST   /addafav → capability favourites.use (roles 3, 4)
      POST   /remove_my_fav → capability favourites.use (roles 3, 4)
      POST   /update_fav_order → capability favourites.use (roles 3, 4)
      GET    /dashboard → capability dashboard.use (roles 3, 4, 5)
      PUT    /dashboard/layout → capability dashboard.use (roles 3, 4, 5)
      DELETE /dashboard/layout → capability dashboard.use (roles 3, 4, 5)
      GET    /time_zones → capability dashboard.use (roles 3, 4, 5)
      GET    /mynotes → capability dashboard.use (roles 3, 4, 5)
      POST   /mynotes → capability dashboard.use (roles 3, 4, 5)
      PUT    /mynotes/:id → capability dashboard.use (roles 3, 4, 5)
      DELETE /mynotes/:id → capability dashboard.use (roles 3, 4, 5)
      GET    /quotes → capability quotes.manage (roles 3)
      POST   /quotes → capability quotes.manage (roles 3)
      PUT    /quotes/:id → capability quotes.manage (roles 3)
      DELETE /quotes/:id → capability quotes.manage (roles 3)
      GET    /get_my_issues → capability issues.use (roles 3, 4)
      POST   /create_an_issue → capability issues.use (roles 3, 4)
      GET    /issues/:id → capability issues.use (roles 3, 4)
      PUT    /issues/:id → capability issues.use (roles 3, 4)
      DELETE /issues/:id → capability issues.use (roles 3, 4)
      POST   /issues/:id/messages → capability issues.use (roles 3, 4)
      PUT    /issues/:id/messages/:messageId → capability issues.use (roles 3, 4)
      DELETE /issues/:id/messages/:messageId → capability issues.use (roles 3, 4)
      GET    /issues/:id/messages/:messageId/attachments/:fileId → capability issues.use (roles 3, 4)
      GET    /issues_export.csv → capability issues.use (roles 3, 4)
      GET    /issues_export.bcf → capability issues.use (roles 3, 4)
      GET    /map_issues → capability issues.use (roles 3, 4)
      GET    /road_name → capability issues.use (roles 3, 4)
      GET    /channels → capability chat.use (roles 3, 4)
      GET    /channels/people → capability chat.use (roles 3, 4)
      POST   /channels/direct → capability chat.use (roles 3, 4)
      GET    /channels/:id/messages → capability chat.use (roles 3, 4)
      POST   /channels/:id/messages → capability chat.use (roles 3, 4)
      POST   /channels/:id/read → capability chat.use (roles 3, 4)
      PUT    /chat_messages/:id → capability chat.use (roles 3, 4)
      DELETE /chat_messages/:id → capability chat.use (roles 3, 4)
      GET    /chat_messages/:id/attachments/:fileId → capability chat.use (roles 3, 4)
      GET    /chat_search → capability chat.use (roles 3, 4)
      POST   /chatbot → capability chat.use (roles 3, 4)
      GET    /notifications → signed in
      POST   /notifications/:id/read → signed in
      POST   /notifications/read_all → signed in
      GET    /wiesoapps → capability apps.use (roles 3, 4)
      GET    /get_my_apps → capability apps.use (roles 3, 4)
      POST   /installanapp → capability apps.use (roles 3, 4)
      POST   /uninstallanapp → capability apps.use (roles 3, 4)
      GET    /keycodes → capability keycodes.use (roles 3, 4)
      POST   /keycodes → capability keycodes.generate (roles 3)
      PUT    /keycodes/:id/assign → capability company.administer (roles 3, 4 as company admin)
      PUT    /keycodes/:id/used → capability company.administer (roles 3, 4 as company admin)
      GET    /keycodes/:id/code → capability keycodes.use (roles 3, 4)
      GET    /getcompanyforms → capability content.read (roles 3, 4)
      POST   /systemforms/:id/submissions → capability content.read (roles 3, 4)
      GET    /systemforms/:id/submissions → capability content.read (roles 3, 4)
      GET    /systemforms/:id/submissions.pdf → capability content.read (roles 3, 4)
      GET    /systemforms/:id/submissions/:submission/pdf → capability content.read (roles 3, 4)
      GET    /basemap → public
      GET    /basemap/tiles/:z/:x/:y → public
      GET    /basemap/archive.pmtiles → public
      GET    /project_map/:id → capability content.read (roles 3, 4)
      PUT    /map_placements → capability content.manage (roles 3, 4 as company admin)
      DELETE /map_placements/:kind/:id → capability content.manage (roles 3, 4 as company admin)
      GET    /geojsons/:id/data → capability content.read (roles 3, 4)
      PUT    /geojsons/:id/data → capability content.manage (roles 3, 4 as company admin)
      GET    /floorplans/:id/viewer → capability content.read (roles 3, 4)
      GET    /floorplans/:id/tiles/:grant/:file/:z/:tile → public
      GET    /floorplan_structure/:company → capability content.read (roles 3, 4)
      PUT    /floorplan_structure/:company → capability company.administer (roles 3, 4 as company admin)
      GET    /floorplans/:id/placeables → capability content.manage (roles 3, 4 as company admin)
      POST   /floorplans/:id/markers → capability content.manage (roles 3, 4 as company admin)
      PUT    /floorplan_markers/:id → capability content.manage (roles 3, 4 as company admin)
      DELETE /floorplan_markers/:id → capability content.manage (roles 3, 4 as company admin)
      POST   /share_links → capability content.manage (roles 3, 4 as company admin)
      GET    /get_my_share_links → capability content.read (roles 3, 4)
      DELETE /share_links/:id → capability content.manage (roles 3, 4 as company admin)
      GET    /v/:code → public
      POST   /v/:code/unlock → public
      GET    /stories/:id/viewer → public
      GET    /stories/:id/files/:file/:grant → public
      GET    /threeds/:id/viewer → capability content.read (roles 3, 4)
      GET    /3dviewer/:id → public
      GET    /threeds/:id/model/:grant/model.glb → public
      GET    /scene-notes → capability content.read (roles 3, 4)
      POST   /scene-notes → capability content.read (roles 3, 4)
      PATCH  /scene-notes/:id → capability content.read (roles 3, 4)
      DELETE /scene-notes/:id → capability content.read (roles 3, 4)
      GET    /analytics/report → capability company.administer (roles 3, 4 as company admin)
      GET    /analytics/report.csv → capability company.administer (roles 3, 4 as company admin)
      GET    /smartwater/assets → capability smartwater.read (roles 3, 4)
      GET    /smartwater/sensors/:id/readings → capability smartwater.read (roles 3, 4)
      PATCH  /smartwater/sensors/:id/thresholds → capability company.administer (roles 3, 4 as company admin)
      GET    /smartwater/alerts → capability smartwater.read (roles 3, 4)
      POST   /smartwater/alerts/:id/acknowledge → capability smartwater.acknowledge (roles 3, 4)
      POST   /smartwater/readings → capability smartwater.ingest (roles 3, 4)
      GET    /mycalc → capability mycalc.use (roles 3, 4, 5)
      POST   /mycalc → capability mycalc.use (roles 3, 4, 5)
      DELETE /mycalc/:id → capability mycalc.use (roles 3, 4, 5)"
    `);
  });

  it('declares a capability that changes things on every route that changes things', () => {
    const writes = allRoutes.filter((r) => r.method !== 'GET');
    const misdeclared = writes.filter((r) => {
      if (`${r.method} ${r.path}` in writesWithoutWriteCapability) return false;
      return !('capability' in r.access) || r.access.capability.endsWith('.read');
    });
    expect(misdeclared.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('gives a reason for every exception that still exists', () => {
    const keys = new Set(allRoutes.map((r) => `${r.method} ${r.path}`));
    expect(Object.keys(writesWithoutWriteCapability).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('lists the routes a user whose trial is over still reaches (SPEC §4)', () => {
    const open = allRoutes.filter((r) => 'allowExpiredTrial' in r.access && r.access.allowExpiredTrial);
    expect(open.map((r) => `${r.method.padEnd(6)} ${r.path}`).join('\n')).toMatchInlineSnapshot(`
      "POST   /2fa/setup
      POST   /2fa/enable
      POST   /2fa/disable
      GET    /getauth
      POST   /getme
      POST   /logout
      GET    /users/:id
      PUT    /users/me
      POST   /users/me/password
      POST   /users/me/avatar
      DELETE /users/me
      POST   /accept-agreements"
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
