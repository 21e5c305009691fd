import { type PanoramaViewer, tourRoutes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { buildTiledPanorama } from '../../../test/support/panoramas.ts';

describe('one panorama in the 360° viewer', () => {
  const app = useTestApp();
  const tokens = { member: '', outsider: '' };
  let readyId: number;
  let untiledId: number;

  beforeAll(async () => {
    const tenants = await buildTenants(app);
    const world = await buildCatalogue(app.db, tenants, [tenants.member.id]);
    tokens.member = await signInFresh(app, tenants.member.email);
    tokens.outsider = await signInFresh(app, tenants.outsider.email);
    const where = { companyId: tenants.company.id, oldsubprojectId: world.subproject.id };
    readyId = (await buildTiledPanorama(app, where)).id;
    untiledId = (await buildContent(app.db, 'panoramas', { ...where, title: 'Still tiling' })).id;
  });

  it('gives a member its signed tiles, which load without a token', async () => {
    const viewer = await app.call<PanoramaViewer>(tourRoutes.panoramaViewer, {
      token: tokens.member,
      params: { id: readyId },
    });
    expect(viewer.status).toBe(200);
    expect(viewer.body).toMatchObject({ id: readyId, status: 'ready', tiles: { width: 2048, height: 1024 } });
    const tiles = viewer.body.tiles!;
    expect((await fetch(new URL(`${tiles.base_url}/0/0_0.jpg`, app.url))).status).toBe(200);
    expect((await fetch(new URL(tiles.preview_url, app.url))).status).toBe(200);
  });

  it('says where an untiled panorama stands instead of giving tiles', async () => {
    const viewer = await app.call<PanoramaViewer>(tourRoutes.panoramaViewer, {
      token: tokens.member,
      params: { id: untiledId },
    });
    expect(viewer.status).toBe(200);
    expect(viewer.body).toMatchObject({ status: 'uploaded', tiles: null });
  });

  it('answers 404 to another company', async () => {
    const viewer = await app.call(tourRoutes.panoramaViewer, {
      token: tokens.outsider,
      params: { id: readyId },
    });
    expect(viewer.status).toBe(404);
  });
});
