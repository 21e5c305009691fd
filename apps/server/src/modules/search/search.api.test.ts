import { catalogueRoutes, tourRoutes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants, buildUser } from '../../../test/support/factories.ts';
import { hotspots } from '../hotspots/hotspots.schema.ts';
import { tourQuizzes } from '../tours/tours.schema.ts';

type Actor = 'admin' | 'companyAdmin' | 'member' | 'memberWithoutAccess' | 'restricted' | 'outsider';
const actors: Actor[] = ['admin', 'companyAdmin', 'member', 'memberWithoutAccess', 'restricted', 'outsider'];
interface Results {
  subprojects: { id: number }[];
  documents: { id: number; kind: string }[];
  pois: { id: number }[];
  tour_pois: { id: string; tour: number; scene: string }[];
}

describe('search', () => {
  const app = useTestApp();
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  let tokens: Record<Actor, string>;
  let ids: { doc: number; hiddenDoc: number; foreignDoc: number; poi: number };
  let tourId: number;

  beforeAll(async () => {
    const t = await buildTenants(app);
    const memberWithoutAccess = await buildUser(app.db, { companyId: t.company.id });
    world = await buildCatalogue(app.db, t, [t.member.id]);
    const point = (id: string, title: string) => ({
      id,
      title,
      description: '',
      importance: 'high',
      yaw: 1,
      pitch: 0,
    });
    const tour = await buildContent(app.db, 'tours', {
      companyId: t.company.id,
      oldsubprojectId: world.subproject.id,
      title: 'Fjordbyen site walk',
      properties: {
        scenes: [
          {
            id: 'open',
            title: 'Gate',
            panorama: 1,
            points_of_interest: [point('p1', 'Fjordbyen gas valve')],
          },
          {
            id: 'locked',
            title: 'Cellar',
            panorama: 1,
            points_of_interest: [point('p2', 'Fjordbyen cellar key')],
          },
        ],
      },
    });
    await app.db.insert(tourQuizzes).values([
      {
        tourId: tour.id,
        sceneId: 'locked',
        position: 0,
        question: 'Which door?',
        options: ['Left', 'Right'],
        correct: 1,
      },
      {
        tourId: tour.id,
        sceneId: 'locked',
        position: 1,
        question: 'Which floor?',
        options: ['1', '2'],
        correct: 0,
      },
    ]);
    const hidden = await buildContent(app.db, 'bims', {
      companyId: t.company.id,
      oldsubprojectId: world.hiddenSubproject.id,
      title: 'Fjordbyen model',
    });
    const foreign = await buildContent(app.db, 'maps', {
      companyId: t.otherCompany.id,
      oldsubprojectId: world.otherSubproject.id,
      title: 'Fjordbyen rival map',
    });
    const [poi] = await app.db
      .insert(hotspots)
      .values({
        companyId: t.company.id,
        tourId: tour.id,
        title: 'Fjordbyen fire exit',
        type: 'poi',
        importance: 'high',
      })
      .returning();
    tourId = tour.id;
    ids = { doc: tour.id, hiddenDoc: hidden.id, foreignDoc: foreign.id, poi: poi!.id };
    const users = { ...t, memberWithoutAccess };
    tokens = Object.fromEntries(
      await Promise.all(actors.map(async (a) => [a, await signInFresh(app, users[a].email)] as const)),
    ) as Record<Actor, string>;
  });

  it('needs at least 3 characters', async () => {
    const response = await app.call<{ message: string }>(catalogueRoutes.search, {
      token: tokens.admin,
      query: { q: 'Fj' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('Type at least 3 characters to search');
  });

  it('takes LIKE wildcards literally', async () => {
    const response = await app.call<Results>(catalogueRoutes.search, {
      token: tokens.admin,
      query: { q: '%%%' },
    });
    expect(response.body).toEqual({
      subprojects: [],
      documents: [],
      pois: [],
      tour_pois: [],
      scene_pois: [],
    });
  });

  it.each(actors)('finds for %s only what they may see', async (actor) => {
    const response = await app.call<Results>(catalogueRoutes.search, {
      token: tokens[actor],
      query: { q: 'fjordbyen' },
    });
    if (actor === 'restricted') return expect(response.status).toBe(403);
    // Ids repeat across kinds: a document is its kind and id.
    const docs = response.body.documents.map((d) => `${d.kind}:${d.id}`);
    const subs = response.body.subprojects.map((s) => s.id);
    const granted = actor === 'admin' || actor === 'companyAdmin' || actor === 'member';
    expect(docs.includes(`tours:${ids.doc}`)).toBe(granted);
    expect(subs.includes(world.subproject.id)).toBe(granted);
    expect(response.body.pois.map((p) => p.id).includes(ids.poi)).toBe(granted);
    // Points inside tour scenes: of the open scene only; the quiz-locked one gives nothing away.
    expect(response.body.tour_pois.map((p) => `${p.tour}:${p.scene}:${p.id}`)).toEqual(
      granted ? [`${ids.doc}:open:p1`] : [],
    );
    expect(docs.includes(`bims:${ids.hiddenDoc}`)).toBe(actor === 'admin' || actor === 'companyAdmin');
    expect(docs.includes(`maps:${ids.foreignDoc}`)).toBe(actor === 'admin');
  });

  it('finds the points of a quiz-locked scene once the caller has answered all its questions', async () => {
    const search = async () =>
      (await app.call<Results>(catalogueRoutes.search, { token: tokens.member, query: { q: 'cellar key' } }))
        .body.tour_pois;
    const answer = (value: number) =>
      app.call(tourRoutes.answerQuiz, {
        token: tokens.member,
        params: { id: tourId },
        body: { scene: 'locked', answer: value },
      });
    expect(await search()).toEqual([]);
    expect((await answer(1)).status).toBe(200);
    expect(await search()).toEqual([]);
    expect((await answer(0)).status).toBe(200);
    expect((await search()).map((p) => p.id)).toEqual(['p2']);
  });
});
