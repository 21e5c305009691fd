import { catalogueRoutes, contentRoutes, mapRoutes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signIn } from '../../../test/support/factories.ts';
import { contentTables } from '../content/content.tables.ts';
import { DEMO_PASSWORD } from '../demo/demo.seed.ts';
import { oldprojects } from '../projects/projects.schema.ts';

type ProjectMapBody = {
  items: { kind: string; title: string; lon: number; lat: number }[];
  places: unknown[];
};

describe('the demo maps, and who sees them', () => {
  const app = useTestApp({ SEED_DEMO: 'true' });
  const token: Record<string, string> = {};
  let fjordbyen: number;
  let harbourMap: number;
  let rooms: number;

  beforeAll(async () => {
    for (const who of ['user', 'companyadmin', 'restricted', 'other'])
      token[who] = await signIn(app, `${who}@example.${who === 'other' ? 'org' : 'com'}`, DEMO_PASSWORD);
    const [project] = await app.db.select().from(oldprojects).where(eq(oldprojects.title, 'Fjordbyen'));
    fjordbyen = project!.id;
    const [map] = await app.db
      .select()
      .from(contentTables.maps)
      .where(eq(contentTables.maps.title, 'Havnelageret harbour map'));
    harbourMap = map!.id;
    const [layer] = await app.db
      .select()
      .from(contentTables.geojsons)
      .where(eq(contentTables.geojsons.title, 'Havnelageret – rooms, levels L1–L2'));
    rooms = layer!.id;
  });

  it('puts Fjordbyen’s content on the map in Bergen, only what the user may see', async () => {
    const admin = await app.call<ProjectMapBody>(mapRoutes.projectMap, {
      token: token.companyadmin,
      params: { id: fjordbyen },
    });
    expect(admin.body.items.length).toBeGreaterThanOrEqual(13);
    for (const item of admin.body.items) {
      expect(item.lon).toBeGreaterThan(5.3);
      expect(item.lon).toBeLessThan(5.33);
      expect(item.lat).toBeGreaterThan(60.38);
      expect(item.lat).toBeLessThan(60.4);
    }
    expect(admin.body.places).toHaveLength(2);
    const user = await app.call<ProjectMapBody>(mapRoutes.projectMap, {
      token: token.user,
      params: { id: fjordbyen },
    });
    const titles = user.body.items.map((i) => i.title);
    expect(titles).toContain('Fjordbyen Block A – 360 site walk');
    expect(titles).not.toContain('Fjordbyen Block B – handover inspection');
  });

  it('has a two-level building whose rooms layer is styled by use and labelled', async () => {
    const map = await app.call<{
      map: { properties: { levels: string[] } };
      layers: { id: number; properties: Record<string, unknown> }[];
    }>(catalogueRoutes.getMap, { token: token.user, params: { id: harbourMap } });
    expect(map.body.map.properties.levels).toEqual(['L1', 'L2']);
    const layer = map.body.layers.find((l) => l.id === rooms)!;
    expect(layer.properties.feature_count).toBe(6);
    expect(layer.properties.style).toMatchObject({ color_by: 'use', label_by: 'name' });
    const data = await app.call<{ features: { properties: { level: string } }[] }>(mapRoutes.geojsonData, {
      token: token.user,
      params: { id: rooms },
    });
    expect(new Set(data.body.features.map((f) => f.properties.level))).toEqual(new Set(['L1', 'L2']));
  });

  it('shows other@example.org and restricted@example.com nothing of Nordvik Bygg’s maps, layers, places or markers', async () => {
    for (const [who, status] of [
      ['other', 404],
      ['restricted', 403],
    ] as const) {
      const t = token[who];
      expect((await app.call(mapRoutes.projectMap, { token: t, params: { id: fjordbyen } })).status).toBe(
        status,
      );
      expect((await app.call(catalogueRoutes.getMap, { token: t, params: { id: harbourMap } })).status).toBe(
        status,
      );
      expect((await app.call(mapRoutes.geojsonData, { token: t, params: { id: rooms } })).status).toBe(
        status,
      );
      for (const kind of ['maps', 'geojsons', 'floorplans'] as const) {
        const list = await app.call<{ company: number; title: string }[]>(contentRoutes[kind].list, {
          token: t,
        });
        if (status === 403) expect(list.status).toBe(403);
        else expect(list.body.map((i) => i.title).filter((title) => !title.startsWith('E39'))).toEqual([]);
      }
    }
    const otherPlaces = await app.api<{ title: string }[]>('GET', '/places', { token: token.other });
    expect(otherPlaces.body.map((p) => p.title)).not.toContain('Fjordbyen site office');
    expect((await app.api('GET', '/places', { token: token.restricted })).status).toBe(403);
  });
});
