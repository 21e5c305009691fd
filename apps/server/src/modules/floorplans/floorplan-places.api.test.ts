import {
  type FloorplanPlaceable,
  type FloorplanStructure,
  type FloorplanStructureView,
  type FloorplanViewer,
  floorplanRoutes,
  type PlacedFloorplanMarker,
} from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { companies } from '../companies/companies.schema.ts';
import { contentFiles, files } from '../files/files.schema.ts';
import { issues } from '../issues/issues.schema.ts';

type Who = 'companyAdmin' | 'member' | 'restricted' | 'outsider';

describe('floor-plan buildings and markers', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  const tokens = {} as Record<Who, string>;
  const plans = {} as Record<'level2' | 'level3' | 'hidden' | 'foreign', { id: number; file: number }>;
  let tour: { id: number };
  let hiddenCloud: { id: number };
  let sharedIssue: number;
  let privateIssue: number;

  /** A floor plan with one attached file (its sheet); tiling is not needed for these rules. */
  async function plan(companyId: number, oldsubprojectId: number, title: string) {
    const row = await buildContent(app.db, 'floorplans', { companyId, oldsubprojectId, title });
    const [file] = await app.db
      .insert(files)
      .values({
        name: `${title}.png`,
        size: 10,
        type: 'image/png',
        purpose: 'floorplan',
        storageKey: `uploads/${title}-${row.id}`,
      })
      .returning({ id: files.id });
    await app.db.insert(contentFiles).values({ kind: 'floorplans', itemId: row.id, fileId: file!.id });
    return { id: row.id, file: file!.id };
  }

  async function issue(createdBy: number, shared: boolean, title: string) {
    const [row] = await app.db
      .insert(issues)
      .values({
        companyId: tenants.company.id,
        oldsubprojectId: world.subproject.id,
        title,
        severity: 'medium',
        shareWithCompany: shared,
        lineWidth: 3,
        color: '#e03131',
        createdBy,
      })
      .returning({ id: issues.id });
    return row!.id;
  }

  beforeAll(async () => {
    tenants = await buildTenants(app);
    world = await buildCatalogue(app.db, tenants, [tenants.member.id, tenants.restricted.id]);
    for (const who of ['companyAdmin', 'member', 'restricted', 'outsider'] as const)
      tokens[who] = await signInFresh(app, tenants[who].email);
    const { company, otherCompany } = tenants;
    plans.level2 = await plan(company.id, world.subproject.id, 'Level 2');
    plans.level3 = await plan(company.id, world.subproject.id, 'Level 3');
    plans.hidden = await plan(company.id, world.hiddenSubproject.id, 'Basement');
    plans.foreign = await plan(otherCompany.id, world.otherSubproject.id, 'Pier deck');
    tour = await buildContent(app.db, 'tours', {
      companyId: company.id,
      oldsubprojectId: world.subproject.id,
      title: 'Walkthrough',
      properties: { scenes: [{ id: 'hall', title: 'Hall', panorama: 1, plan_position: null }] },
    });
    hiddenCloud = await buildContent(app.db, 'clouds', {
      companyId: company.id,
      oldsubprojectId: world.hiddenSubproject.id,
      title: 'Basement scan',
    });
    sharedIssue = await issue(tenants.companyAdmin.id, true, 'Cracked tile');
    privateIssue = await issue(tenants.companyAdmin.id, false, 'Draft note');
  });

  const structureOf = (who: Who, company = tenants.company.id) =>
    app.call<FloorplanStructureView>(floorplanRoutes.floorplanStructure, {
      token: tokens[who],
      params: { company },
    });
  const saveStructure = (who: Who, body: unknown, company = tenants.company.id) =>
    app.call<FloorplanStructureView & { message: string }>(floorplanRoutes.saveFloorplanStructure, {
      token: tokens[who],
      params: { company },
      body,
    });
  const viewer = (who: Who, id: number) =>
    app.call<FloorplanViewer>(floorplanRoutes.floorplanViewer, { token: tokens[who], params: { id } });

  const blockA = (): FloorplanStructure => ({
    version: 1,
    buildings: [
      {
        id: 'block-a',
        name: 'Block A',
        floors: [
          { id: 'level-3', name: 'Level 3', floorplan: plans.level3.id, file: plans.level3.file },
          { id: 'level-2', name: 'Level 2', floorplan: plans.level2.id, file: null },
          { id: 'basement', name: 'Basement', floorplan: plans.hidden.id, file: null },
        ],
      },
    ],
  });

  it('lets company admins save buildings and floors, and shows them in the viewer', async () => {
    const saved = await saveStructure('companyAdmin', blockA());
    expect(saved.status).toBe(200);
    expect(saved.body.structure).toEqual(blockA());
    expect(saved.body.abilities).toEqual({ update: true });
    const seen = await viewer('member', plans.level2.id);
    expect(seen.status).toBe(200);
    // The member may not see the basement's plan: the floor stays, its plan does not show.
    expect(seen.body.buildings).toEqual([
      {
        id: 'block-a',
        name: 'Block A',
        floors: [
          { id: 'level-3', name: 'Level 3', floorplan: plans.level3.id, file: plans.level3.file },
          { id: 'level-2', name: 'Level 2', floorplan: plans.level2.id, file: null },
          { id: 'basement', name: 'Basement', floorplan: null, file: null },
        ],
      },
    ]);
    const member = await structureOf('member');
    expect(member.body.abilities).toEqual({ update: false });
    expect(member.body.floorplans.map((p) => p.id)).not.toContain(plans.hidden.id);
  });

  it('refuses another company’s plan, a foreign sheet, duplicates and empty names with a message', async () => {
    const withFloor = (floor: Record<string, unknown>) => ({
      buildings: [{ id: 'b', name: 'Block B', floors: [{ id: 'f', name: 'Ground', ...floor }] }],
    });
    const foreign = await saveStructure('companyAdmin', withFloor({ floorplan: plans.foreign.id }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Block B, Ground: the floor plan is not one of the company’s.');
    const missing = await saveStructure('companyAdmin', withFloor({ floorplan: 999_999 }));
    expect(missing.body.message).toBe(foreign.body.message);
    const sheet = await saveStructure(
      'companyAdmin',
      withFloor({ floorplan: plans.level2.id, file: plans.level3.file }),
    );
    expect(sheet.status).toBe(400);
    expect(sheet.body.message).toBe('Block B, Ground: the sheet is not a file of Level 2.');
    const twice = await saveStructure('companyAdmin', {
      buildings: [
        {
          id: 'b',
          name: 'B',
          floors: [
            { id: 'f', name: 'One' },
            { id: 'f', name: 'Two' },
          ],
        },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain('Two floors of B have the same id');
    const unnamed = await saveStructure('companyAdmin', withFloor({ name: '  ' }));
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message).toContain('Every floor needs a name');
    expect((await structureOf('companyAdmin')).body.structure).toEqual(blockA());
  });

  it('keeps the structure from members, the restricted role and other companies', async () => {
    expect((await saveStructure('member', blockA())).status).toBe(403);
    expect((await saveStructure('restricted', blockA())).status).toBe(403);
    expect((await saveStructure('outsider', blockA())).status).toBe(404);
    expect((await structureOf('outsider')).status).toBe(404);
    expect((await structureOf('restricted')).status).toBe(403);
    // The outsider's own company has no buildings; ours did not leak into it.
    const own = await structureOf('outsider', tenants.otherCompany.id);
    expect(own.status).toBe(200);
    expect(own.body.structure.buildings).toEqual([]);
    // Nor do our plans; the outsider was granted no sub-project, so not even their own company's plan shows.
    expect(own.body.floorplans).toEqual([]);
  });

  const place = (who: Who, id: number, body: Record<string, unknown>) =>
    app.call<PlacedFloorplanMarker & { message: string }>(floorplanRoutes.placeFloorplanMarker, {
      token: tokens[who],
      params: { id },
      body,
    });

  let sceneMarker: number;

  it('places a tour scene, an issue and content on a sheet, and opens them to those who see them', async () => {
    const placeables = await app.call<FloorplanPlaceable[]>(floorplanRoutes.floorplanPlaceables, {
      token: tokens.companyAdmin,
      params: { id: plans.level3.id },
    });
    expect(placeables.status).toBe(200);
    expect(placeables.body).toContainEqual({
      kind: 'tours',
      item: tour.id,
      title: 'Walkthrough',
      scenes: [{ id: 'hall', title: 'Hall' }],
    });
    expect(placeables.body.map((p) => `${p.kind}:${p.item}`)).toContain(`issues:${sharedIssue}`);
    const at = { file: plans.level3.file, x: 120, y: 80 };
    const scene = await place('companyAdmin', plans.level3.id, {
      ...at,
      kind: 'tours',
      item: tour.id,
      scene: 'hall',
    });
    expect(scene.status).toBe(200);
    expect(scene.body).toMatchObject({
      kind: 'tours',
      item: tour.id,
      scene: 'hall',
      title: 'Walkthrough — Hall',
    });
    sceneMarker = scene.body.id;
    expect(
      (await place('companyAdmin', plans.level3.id, { ...at, kind: 'issues', item: sharedIssue })).status,
    ).toBe(200);
    expect(
      (await place('companyAdmin', plans.level3.id, { ...at, kind: 'issues', item: privateIssue })).status,
    ).toBe(200);
    expect(
      (await place('companyAdmin', plans.level3.id, { ...at, kind: 'clouds', item: hiddenCloud.id })).status,
    ).toBe(200);

    const admin = await viewer('companyAdmin', plans.level3.id);
    expect(admin.body.abilities).toEqual({ update: true, place: true });
    expect(admin.body.sheets[0]!.placed.map((m) => m.title)).toEqual([
      'Walkthrough — Hall',
      'Cracked tile',
      'Draft note',
      'Basement scan',
    ]);
    // The member sees the tour and the shared issue; not the private issue nor the hidden cloud.
    const member = await viewer('member', plans.level3.id);
    expect(member.body.abilities).toEqual({ update: false, place: false });
    expect(member.body.sheets[0]!.placed.map((m) => m.title)).toEqual(['Walkthrough — Hall', 'Cracked tile']);
    expect((await viewer('outsider', plans.level3.id)).status).toBe(404);
    expect((await viewer('restricted', plans.level3.id)).status).toBe(403);
  });

  it('refuses markers of other companies, unknown scenes, foreign sheets, and members', async () => {
    const at = { file: plans.level3.file, x: 10, y: 10 };
    const foreignItem = await buildContent(app.db, 'bims', {
      companyId: tenants.otherCompany.id,
      oldsubprojectId: world.otherSubproject.id,
    });
    expect(
      (await place('companyAdmin', plans.level3.id, { ...at, kind: 'bims', item: foreignItem.id })).status,
    ).toBe(404);
    const scene = await place('companyAdmin', plans.level3.id, {
      ...at,
      kind: 'tours',
      item: tour.id,
      scene: 'roof',
    });
    expect(scene.status).toBe(400);
    expect(scene.body.message).toBe('The tour has no such scene.');
    const sheet = await place('companyAdmin', plans.level3.id, {
      ...at,
      file: plans.level2.file,
      kind: 'tours',
      item: tour.id,
    });
    expect(sheet.status).toBe(400);
    expect(sheet.body.message).toBe('The sheet is not a file of this floor plan.');
    const off = await place('companyAdmin', plans.level3.id, { ...at, x: -1, kind: 'tours', item: tour.id });
    expect(off.status).toBe(400);
    expect((await place('member', plans.level3.id, { ...at, kind: 'tours', item: tour.id })).status).toBe(
      403,
    );
    expect((await place('restricted', plans.level3.id, { ...at, kind: 'tours', item: tour.id })).status).toBe(
      403,
    );
    expect((await place('outsider', plans.level3.id, { ...at, kind: 'tours', item: tour.id })).status).toBe(
      404,
    );
    expect(
      (
        await place('outsider', plans.foreign.id, {
          file: plans.foreign.file,
          x: 1,
          y: 1,
          kind: 'tours',
          item: tour.id,
        })
      ).status,
    ).toBe(404);
  });

  it('moves and removes markers for managers only', async () => {
    const move = (who: Who, body = { x: 300, y: 200 }) =>
      app.call<PlacedFloorplanMarker>(floorplanRoutes.moveFloorplanMarker, {
        token: tokens[who],
        params: { id: sceneMarker },
        body,
      });
    const remove = (who: Who) =>
      app.call(floorplanRoutes.removeFloorplanMarker, { token: tokens[who], params: { id: sceneMarker } });
    expect((await move('outsider')).status).toBe(404);
    expect((await move('member')).status).toBe(403);
    expect((await remove('outsider')).status).toBe(404);
    expect((await remove('member')).status).toBe(403);
    const moved = await move('companyAdmin');
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: sceneMarker, x: 300, y: 200 });
    expect((await remove('companyAdmin')).status).toBe(200);
    const after = await viewer('companyAdmin', plans.level3.id);
    expect(after.body.sheets[0]!.placed.map((m) => m.id)).not.toContain(sceneMarker);
    expect((await remove('companyAdmin')).status).toBe(404);
  });

  it('neither offers nor shows issues where the company has switched them off', async () => {
    const at = { file: plans.level3.file, x: 40, y: 40 };
    const titles = async () => (await viewer('companyAdmin', plans.level3.id)).body.sheets[0]!.placed;
    expect((await titles()).some((m) => m.kind === 'issues')).toBe(true);
    await app.db.update(companies).set({ issuesEnabled: false }).where(eq(companies.id, tenants.company.id));
    try {
      const offered = await app.call<FloorplanPlaceable[]>(floorplanRoutes.floorplanPlaceables, {
        token: tokens.companyAdmin,
        params: { id: plans.level3.id },
      });
      expect(offered.status).toBe(200);
      expect(offered.body.some((p) => p.kind === 'issues')).toBe(false);
      expect(offered.body.some((p) => p.kind === 'tours')).toBe(true);
      expect((await titles()).some((m) => m.kind === 'issues')).toBe(false);
      const refused = await place('companyAdmin', plans.level3.id, {
        ...at,
        kind: 'issues',
        item: sharedIssue,
      });
      expect(refused.status).toBe(404);
    } finally {
      await app.db.update(companies).set({ issuesEnabled: true }).where(eq(companies.id, tenants.company.id));
    }
    expect((await titles()).some((m) => m.kind === 'issues')).toBe(true);
  });
});
