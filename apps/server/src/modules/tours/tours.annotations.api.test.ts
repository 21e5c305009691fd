import { randomUUID } from 'node:crypto';
import { type ContentItem, contentRoutes, tourRoutes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { buildTiledPanorama } from '../../../test/support/panoramas.ts';

interface ViewerScene {
  id: string;
  locked: boolean;
  hotspots: { title: string }[];
  points_of_interest: { id: string; title: string; importance: string }[];
  annotations: { id: string; title: string; category: string }[];
}
interface Viewer {
  annotation_categories: { id: string; name: string; color: string }[];
  scenes: ViewerScene[];
}

const categories = [
  { id: 'safety', name: 'Safety', color: '#e03131' },
  { id: 'defects', name: 'Defects', color: '#1971c2' },
];
const point = {
  id: 'p1',
  yaw: 0.4,
  pitch: -0.1,
  title: 'Fire extinguisher',
  description: 'Checked in March',
  importance: 'high',
};
const annotation = {
  id: 'a1',
  yaw: -0.8,
  pitch: 0.2,
  title: 'Crack in the wall',
  description: '',
  category: 'defects',
};

describe('points of interest and annotations of tour scenes', () => {
  const app = useTestApp();
  const tokens = {} as Record<'editor' | 'member' | 'outsider' | 'restricted', string>;
  let tourId: number;
  let scenes: Record<string, unknown>[];

  beforeAll(async () => {
    const tenants = await buildTenants(app);
    const world = await buildCatalogue(app.db, tenants, [tenants.member.id]);
    tokens.editor = await signInFresh(app, tenants.companyAdmin.email);
    tokens.member = await signInFresh(app, tenants.member.email);
    tokens.outsider = await signInFresh(app, tenants.outsider.email);
    tokens.restricted = await signInFresh(app, tenants.restricted.email);
    const where = { companyId: tenants.company.id, oldsubprojectId: world.subproject.id };
    const [first, second] = [
      await buildTiledPanorama(app, where),
      await buildTiledPanorama(app, { ...where, hue: 200 }),
    ];
    scenes = [
      {
        id: 's1',
        title: 'Entrance',
        panorama: first.id,
        points_of_interest: [point],
        annotations: [annotation],
      },
      {
        id: 's2',
        title: 'Plant room',
        panorama: second.id,
        hotspots: [{ id: 'h2', type: 'text', title: 'Valve code 4711', yaw: 0, pitch: 0 }],
        points_of_interest: [{ ...point, id: 'p2', title: 'Main valve' }],
        annotations: [{ ...annotation, id: 'a2', title: 'Leaking pipe', category: 'safety' }],
      },
    ];
    const created = await app.call<ContentItem>(contentRoutes.tours.create, {
      token: tokens.editor,
      body: {
        title: 'Plant inspection',
        subproject: world.subproject.id,
        properties: { public: true, annotation_categories: categories, scenes },
      },
    });
    expect(created.status).toBe(201);
    tourId = created.body.id;
    const quiz = { scene: 's2', question: 'Which valve closes the water?', options: ['A', 'B'], correct: 1 };
    const saved = await app.call(tourRoutes.saveTourQuizzes, {
      token: tokens.editor,
      params: { id: tourId },
      body: { quizzes: [quiz] },
    });
    expect(saved.status).toBe(200);
  }, 30_000);

  const saveProperties = (properties: Record<string, unknown>, token = tokens.editor) =>
    app.call<{ message: string }>(contentRoutes.tours.update, {
      token,
      params: { id: tourId },
      body: { data: { properties } },
    });
  const withFirstScene = (change: Record<string, unknown>) => ({
    scenes: [{ ...scenes[0], ...change }, scenes[1]],
  });

  it('keeps the categories, points of interest and annotations an editor saved', async () => {
    const item = await app.call<ContentItem>(contentRoutes.tours.get, {
      token: tokens.editor,
      params: { id: tourId },
    });
    expect(item.body.properties.annotation_categories).toEqual(categories);
    const [entrance] = item.body.properties.scenes as ViewerScene[];
    expect(entrance!.points_of_interest).toEqual([point]);
    expect(entrance!.annotations).toEqual([annotation]);
  });

  it.each([
    ['a point title', { points_of_interest: [{ ...point, title: 'ab' }] }, 'points_of_interest.0.title'],
    ['a point description', { points_of_interest: [{ ...point, description: ' x ' }] }, 'description'],
    ['an annotation title', { annotations: [{ ...annotation, title: '  ab  ' }] }, 'annotations.0.title'],
  ])('refuses %s shorter than 3 characters with the spec’s message (400)', async (_, change, where) => {
    const response = await saveProperties(withFirstScene(change));
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(where);
    expect(response.body.message).toContain('Annotation text needs at least 3 characters');
  });

  it('refuses an importance other than low, medium or high (400)', async () => {
    const response = await saveProperties(
      withFirstScene({ points_of_interest: [{ ...point, importance: 'urgent' }] }),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('points_of_interest.0.importance');
  });

  it('refuses an annotation in a category the tour does not have, naming it (400)', async () => {
    const response = await saveProperties(
      withFirstScene({ annotations: [{ ...annotation, category: 'gone' }] }),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'The annotation "Crack in the wall" of scene "Entrance" is in a category this tour does not have.',
    );
  });

  it('refuses to remove a category that annotations still use (400)', async () => {
    const response = await saveProperties({ annotation_categories: [categories[0]] });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('is in a category this tour does not have');
  });

  it('refuses two categories of the same name, and a colour that is not a hex code (400)', async () => {
    const twice = await saveProperties({
      annotation_categories: [...categories, { id: 'other', name: 'safety', color: '#000000' }],
    });
    expect([twice.status, twice.body.message]).toEqual([
      400,
      'Two annotation categories have the same name.',
    ]);
    const colour = await saveProperties({
      annotation_categories: [{ ...categories[0], color: 'red' }, categories[1]],
    });
    expect(colour.status).toBe(400);
    expect(colour.body.message).toContain('A colour is a hex code such as #228be6');
  });

  it('refuses two items of one scene with the same id (400)', async () => {
    const response = await saveProperties(withFirstScene({ annotations: [{ ...annotation, id: 'p1' }] }));
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('have the same id');
  });

  it('shows the viewer the categories, and hotspots, points and annotations of open scenes only', async () => {
    const response = await app.call<Viewer>(tourRoutes.tourViewer, {
      token: tokens.member,
      params: { id: tourId },
    });
    expect(response.status).toBe(200);
    expect(response.body.annotation_categories).toEqual(categories);
    const [open, locked] = response.body.scenes;
    expect(open).toMatchObject({ locked: false, points_of_interest: [point], annotations: [annotation] });
    expect(locked).toMatchObject({ locked: true, hotspots: [], points_of_interest: [], annotations: [] });
    for (const secret of ['Leaking pipe', 'Main valve', 'Valve code'])
      expect(JSON.stringify(response.body)).not.toContain(secret);
  });

  it('reveals a locked scene’s hotspots, points and annotations once its quiz is passed', async () => {
    const right = await app.call<ViewerScene>(tourRoutes.answerQuiz, {
      token: tokens.member,
      params: { id: tourId },
      body: { scene: 's2', answer: 1 },
    });
    expect(right.status).toBe(200);
    expect(right.body.points_of_interest.map((p) => p.title)).toEqual(['Main valve']);
    expect(right.body.annotations.map((a) => a.title)).toEqual(['Leaking pipe']);
    expect(right.body.hotspots.map((h) => h.title)).toEqual(['Valve code 4711']);
  });

  it('shows a public tour’s visitors the same, and nothing of a locked scene', async () => {
    const response = await app.call<Viewer>(tourRoutes.publicTour, {
      params: { id: tourId },
      query: { visitor: randomUUID() },
    });
    expect(response.status).toBe(200);
    expect(response.body.annotation_categories).toEqual(categories);
    expect(response.body.scenes[0]!.annotations).toEqual([annotation]);
    expect(response.body.scenes[1]).toMatchObject({ locked: true, points_of_interest: [], annotations: [] });
  });

  it('answers 404 to another company, on reading and on saving annotations', async () => {
    const statuses = await Promise.all([
      app.call(tourRoutes.tourViewer, { token: tokens.outsider, params: { id: tourId } }),
      app.call(contentRoutes.tours.get, { token: tokens.outsider, params: { id: tourId } }),
      saveProperties({ annotation_categories: [] }, tokens.outsider),
    ]);
    expect(statuses.map((r) => r.status)).toEqual([404, 404, 404]);
  });

  it('refuses the restricted role (403), and members who may only view may not change them', async () => {
    const statuses = await Promise.all([
      app.call(tourRoutes.tourViewer, { token: tokens.restricted, params: { id: tourId } }),
      saveProperties({ annotation_categories: [] }, tokens.restricted),
      saveProperties({ annotation_categories: [...categories].reverse() }, tokens.member),
    ]);
    expect(statuses.map((r) => r.status)).toEqual([403, 403, 403]);
  });
});
