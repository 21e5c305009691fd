import { randomUUID } from 'node:crypto';
import { catalogueRoutes, contentRoutes, mapRoutes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { buildTenants, signIn } from '../../../test/support/factories.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { files } from '../files/files.schema.ts';
import { places } from '../places/places.schema.ts';

type ProjectMapBody = {
  items: { kind: string; id: number; title: string; level: string | null }[];
  places: { title: string }[];
  issues: unknown[];
  levels: string[];
  may_place: boolean;
};

const square = {
  type: 'Feature',
  properties: { name: 'Pit' },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [5.32, 60.39],
        [5.321, 60.39],
        [5.321, 60.391],
        [5.32, 60.39],
      ],
    ],
  },
};
const point = (lon: number, lat: number, kind: string) => ({
  type: 'Feature',
  properties: { kind },
  geometry: { type: 'Point', coordinates: [lon, lat] },
});

describe('maps, layers and the project map', () => {
  const app = useTestApp();
  let t: Awaited<ReturnType<typeof buildTenants>>;
  let c: Awaited<ReturnType<typeof buildCatalogue>>;
  const tokens: Record<'companyAdmin' | 'member' | 'restricted' | 'outsider', string> = {} as never;

  async function upload(text: string, claimedSize?: number): Promise<number> {
    const storageKey = `uploads/test-${randomUUID()}`;
    await createStorage(app.config).put(storageKey, Buffer.from(text));
    const [row] = await app.db
      .insert(files)
      .values({
        ownerId: t.companyAdmin.id,
        name: 'layer.geojson',
        size: claimedSize ?? Buffer.byteLength(text),
        type: 'application/geo+json',
        purpose: 'geojson',
        storageKey,
      })
      .returning({ id: files.id });
    return row!.id;
  }

  function createLayer(fileId: number, subproject = c.subproject.id) {
    return app.call<{ id: number; properties: Record<string, unknown> }>(contentRoutes.geojsons.create, {
      token: tokens.companyAdmin,
      body: { title: 'Drainage', subproject, files: [fileId] },
    });
  }

  beforeAll(async () => {
    t = await buildTenants(app);
    c = await buildCatalogue(app.db, t, [t.member.id, t.restricted.id]);
    for (const who of ['companyAdmin', 'member', 'restricted', 'outsider'] as const)
      tokens[who] = await signIn(app, t[who].email);
    await app.db
      .insert(places)
      .values({ companyId: t.company.id, title: 'Site office', lat: 60.39, lon: 5.32 });
  });

  describe('basemap', () => {
    it('is the built-in one, with the attribution its data asks for', async () => {
      const res = await app.call<{ source: string; attribution: string; url: string }>(mapRoutes.basemap);
      expect(res.status).toBe(200);
      expect(res.body.source).toBe('builtin');
      expect(res.body.attribution).toContain('OpenStreetMap');
    });

    it('serves vector tiles of land, and empty ones at sea', async () => {
      const world = await app.call(mapRoutes.basemapTile, { params: { z: 0, x: 0, y: 0 } });
      expect(world.status).toBe(200);
      expect(world.headers.get('content-type')).toBe('application/x-protobuf');
      // Norway at zoom 5 holds land; the middle of the Pacific does not.
      const norway = await fetch(`${app.url}/api/basemap/tiles/5/16/8`);
      const pacific = await fetch(`${app.url}/api/basemap/tiles/5/1/15`);
      const land = (await norway.arrayBuffer()).byteLength;
      const sea = (await pacific.arrayBuffer()).byteLength;
      expect(land).toBeGreaterThan(sea);
    });

    it('refuses tiles outside the world and malformed coordinates with a 4xx', async () => {
      expect((await fetch(`${app.url}/api/basemap/tiles/2/7/1`)).status).toBe(404);
      expect((await fetch(`${app.url}/api/basemap/tiles/x/0/0`)).status).toBe(400);
      expect((await fetch(`${app.url}/api/basemap/archive.pmtiles`)).status).toBe(404);
    });
  });

  describe('project map', () => {
    let tour: { id: number };
    let hiddenTour: { id: number };

    beforeAll(async () => {
      tour = await buildContent(app.db, 'tours', {
        companyId: t.company.id,
        oldsubprojectId: c.subproject.id,
        title: 'Block A walk',
      });
      hiddenTour = await buildContent(app.db, 'tours', {
        companyId: t.company.id,
        oldsubprojectId: c.hiddenSubproject.id,
        title: 'Block B walk',
      });
      for (const body of [
        { kind: 'oldsubprojects', id: c.subproject.id, lon: 5.32, lat: 60.39 },
        { kind: 'tours', id: tour.id, lon: 5.321, lat: 60.391, level: 'L2' },
        { kind: 'tours', id: hiddenTour.id, lon: 5.322, lat: 60.392 },
      ]) {
        const res = await app.call(mapRoutes.placeOnMap, { token: tokens.companyAdmin, body });
        expect(res.status).toBe(200);
      }
    });

    it('shows a member the placed items of the sub-projects they were granted, with places and levels', async () => {
      const res = await app.call<ProjectMapBody>(mapRoutes.projectMap, {
        token: tokens.member,
        params: { id: c.project.id },
      });
      expect(res.status).toBe(200);
      expect(res.body.items.map((i) => i.title).sort()).toEqual(['Block A walk', 'Fjordbyen Block A']);
      expect(res.body.levels).toEqual(['L2']);
      expect(res.body.places.map((p) => p.title)).toEqual(['Site office']);
      expect(res.body.issues).toEqual([]);
      expect(res.body.may_place).toBe(false);
    });

    it('shows the company admin every placed item', async () => {
      const res = await app.call<ProjectMapBody>(mapRoutes.projectMap, {
        token: tokens.companyAdmin,
        params: { id: c.project.id },
      });
      expect(res.body.items).toHaveLength(3);
      expect(res.body.may_place).toBe(true);
    });

    it('lets only the company’s content managers place items', async () => {
      const body = { kind: 'tours', id: tour.id, lon: 5.3, lat: 60.3 };
      expect((await app.call(mapRoutes.placeOnMap, { token: tokens.member, body })).status).toBe(403);
      expect((await app.call(mapRoutes.placeOnMap, { token: tokens.restricted, body })).status).toBe(403);
      expect((await app.call(mapRoutes.placeOnMap, { token: tokens.outsider, body })).status).toBe(404);
      const bad = await app.call(mapRoutes.placeOnMap, {
        token: tokens.companyAdmin,
        body: { ...body, lat: 123 },
      });
      expect(bad.status).toBe(400);
    });

    it('shows another company’s user and the restricted role nothing', async () => {
      const outsider = await app.call(mapRoutes.projectMap, {
        token: tokens.outsider,
        params: { id: c.project.id },
      });
      expect(outsider.status).toBe(404);
      const restricted = await app.call(mapRoutes.projectMap, {
        token: tokens.restricted,
        params: { id: c.project.id },
      });
      expect(restricted.status).toBe(403);
      const remove = await app.call(mapRoutes.removeFromMap, {
        token: tokens.outsider,
        params: { kind: 'tours', id: tour.id },
      });
      expect(remove.status).toBe(404);
    });

    it('takes an item off the map', async () => {
      const res = await app.call(mapRoutes.removeFromMap, {
        token: tokens.companyAdmin,
        params: { kind: 'tours', id: hiddenTour.id },
      });
      expect(res.status).toBe(200);
      const map = await app.call<ProjectMapBody>(mapRoutes.projectMap, {
        token: tokens.companyAdmin,
        params: { id: c.project.id },
      });
      expect(map.body.items.map((i) => i.id)).not.toContain(hiddenTour.id);
    });
  });

  describe('GeoJSON layers', () => {
    it('reads an uploaded file, counts its features and serves them', async () => {
      const fileId = await upload(
        JSON.stringify({ type: 'FeatureCollection', features: [square, point(5.32, 60.39, 'well')] }),
      );
      const created = await createLayer(fileId);
      expect(created.status).toBe(201);
      expect(created.body.properties.feature_count).toBe(2);
      const data = await app.call<{ features: unknown[] }>(mapRoutes.geojsonData, {
        token: tokens.member,
        params: { id: created.body.id },
      });
      expect(data.status).toBe(200);
      expect(data.headers.get('content-type')).toBe('application/geo+json');
      expect(data.body.features).toHaveLength(2);
    });

    it('refuses a broken, invalid or oversized file with a clear message', async () => {
      const broken = await createLayer(await upload('{"type":"FeatureCollection","features":['));
      expect(broken.status).toBe(400);
      expect((broken.body as unknown as { message: string }).message).toMatch(/not valid JSON/);
      const outside = await createLayer(
        await upload(JSON.stringify({ type: 'FeatureCollection', features: [point(500, 60, 'x')] })),
      );
      expect(outside.status).toBe(400);
      expect((outside.body as unknown as { message: string }).message).toMatch(
        /features\.0\.geometry.*outside/,
      );
      const huge = await createLayer(await upload('{}', 70 * 1024 * 1024));
      expect(huge.status).toBe(400);
      expect((huge.body as unknown as { message: string }).message).toMatch(/at most 64 MB/);
    });

    it('saves drawn features back, and only for the company’s content managers', async () => {
      const created = await createLayer(
        await upload(JSON.stringify({ type: 'FeatureCollection', features: [] })),
      );
      const id = created.body.id;
      const body = { type: 'FeatureCollection', features: [square, square, point(5.3, 60.3, 'a')] };
      const saved = await app.call<{ feature_count: number }>(mapRoutes.saveGeojsonData, {
        token: tokens.companyAdmin,
        params: { id },
        body,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.feature_count).toBe(3);
      const item = await app.call<{ properties: { feature_count: number } }>(contentRoutes.geojsons.get, {
        token: tokens.member,
        params: { id },
      });
      expect(item.body.properties.feature_count).toBe(3);
      expect(
        (await app.call(mapRoutes.saveGeojsonData, { token: tokens.member, params: { id }, body })).status,
      ).toBe(403);
      expect(
        (await app.call(mapRoutes.saveGeojsonData, { token: tokens.outsider, params: { id }, body })).status,
      ).toBe(404);
      const invalid = await app.call(mapRoutes.saveGeojsonData, {
        token: tokens.companyAdmin,
        params: { id },
        body: { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Blob' } }] },
      });
      expect(invalid.status).toBe(400);
    });

    it('shows another company’s user and the restricted role no layer, map or data', async () => {
      const created = await createLayer(
        await upload(JSON.stringify({ type: 'FeatureCollection', features: [] })),
      );
      const map = await buildContent(app.db, 'maps', {
        companyId: t.company.id,
        oldsubprojectId: c.subproject.id,
      });
      for (const [who, status] of [
        ['outsider', 404],
        ['restricted', 403],
      ] as const) {
        const token = tokens[who];
        expect(
          (await app.call(mapRoutes.geojsonData, { token, params: { id: created.body.id } })).status,
        ).toBe(status);
        expect((await app.call(catalogueRoutes.getMap, { token, params: { id: map.id } })).status).toBe(
          status,
        );
        const layers = await app.call<unknown[]>(contentRoutes.geojsons.list, { token });
        if (who === 'outsider') expect(layers.body).toEqual([]);
        else expect(layers.status).toBe(403);
        const mapsList = await app.call<unknown[]>(contentRoutes.maps.list, { token });
        if (who === 'outsider') expect(mapsList.body).toEqual([]);
        else expect(mapsList.status).toBe(403);
      }
    });
  });
});
