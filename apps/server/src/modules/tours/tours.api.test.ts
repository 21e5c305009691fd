import { randomUUID } from 'node:crypto';
import { type ContentItem, contentRoutes, tourRoutes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { buildTiledPanorama } from '../../../test/support/panoramas.ts';

interface Tiles {
  width: number;
  levels: { width: number; cols: number; rows: number }[];
  base_url: string;
  preview_url: string;
}
interface ViewerScene {
  id: string;
  locked: boolean;
  quiz: { question: string; options: string[] } | null;
  tiles: Tiles | null;
}
interface Viewer {
  id: number;
  first_scene: string | null;
  scenes: ViewerScene[];
}

const quiz = {
  scene: 's2',
  question: 'Which floor is the fire exit on?',
  options: ['1', '2', '3'],
  correct: 2,
};

describe('tour viewer, quizzes and public tours', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  const tokens = {} as Record<'editor' | 'member' | 'outsider' | 'restricted', string>;
  let tourId: number;
  let otherTourId: number;

  beforeAll(async () => {
    tenants = await buildTenants(app);
    const world = await buildCatalogue(app.db, tenants, [tenants.member.id]);
    tokens.editor = await signInFresh(app, tenants.companyAdmin.email);
    tokens.member = await signInFresh(app, tenants.member.email);
    tokens.outsider = await signInFresh(app, tenants.outsider.email);
    tokens.restricted = await signInFresh(app, tenants.restricted.email);
    const where = { companyId: tenants.company.id, oldsubprojectId: world.subproject.id };
    const [first, second] = [
      await buildTiledPanorama(app, where),
      await buildTiledPanorama(app, { ...where, hue: 120 }),
    ];
    const created = await app.call<ContentItem>(contentRoutes.tours.create, {
      token: tokens.editor,
      body: {
        title: 'Block A walk',
        subproject: world.subproject.id,
        properties: {
          scenes: [
            {
              id: 's1',
              title: 'Entrance',
              panorama: first.id,
              links: [{ id: 'l1', to: 's2', yaw: 1, pitch: 0 }],
              hotspots: [{ id: 'h1', type: 'text', title: 'Site office', yaw: 0.5, pitch: 0.1 }],
            },
            {
              id: 's2',
              title: 'Stairwell',
              panorama: second.id,
              links: [{ id: 'l2', to: 's1', yaw: -1, pitch: 0 }],
            },
          ],
        },
      },
    });
    expect(created.status).toBe(201);
    tourId = created.body.id;
    const saved = await app.call(tourRoutes.saveTourQuizzes, {
      token: tokens.editor,
      params: { id: tourId },
      body: { quizzes: [quiz] },
    });
    expect(saved.status).toBe(200);
    const other = await buildContent(app.db, 'tours', {
      companyId: tenants.otherCompany.id,
      oldsubprojectId: world.otherSubproject.id,
      properties: { public: false },
    });
    otherTourId = other.id;
  }, 30_000);

  const viewer = (token: string) =>
    app.call<Viewer>(tourRoutes.tourViewer, { token, params: { id: tourId } });
  const fetchPath = (urlPath: string) => fetch(new URL(urlPath, app.url));

  it('shows editors the quizzes with their answers', async () => {
    const response = await app.call(tourRoutes.tourQuizzes, { token: tokens.editor, params: { id: tourId } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([{ ...quiz, localizations: [] }]);
  });

  it('refuses a quiz on a scene the tour does not have (400)', async () => {
    const response = await app.call(tourRoutes.saveTourQuizzes, {
      token: tokens.editor,
      params: { id: tourId },
      body: { quizzes: [{ ...quiz, scene: 'nope' }] },
    });
    expect(response.status).toBe(400);
  });

  it('refuses a scene link to a scene the tour does not have (400)', async () => {
    const response = await app.call(contentRoutes.tours.update, {
      token: tokens.editor,
      params: { id: tourId },
      body: {
        data: {
          properties: {
            scenes: [{ id: 'x', title: 'X', panorama: 1, links: [{ id: 'l', to: 'y', yaw: 0, pitch: 0 }] }],
          },
        },
      },
    });
    expect(response.status).toBe(400);
  });

  it('keeps a quiz’s translations, without empty ones, and shows them to viewers without the answer', async () => {
    const save = (localizations: Record<string, unknown>[]) =>
      app.call<{ message: string; code: string }>(tourRoutes.saveTourQuizzes, {
        token: tokens.editor,
        params: { id: tourId },
        body: { quizzes: [{ ...quiz, localizations }] },
      });
    const norwegian = {
      locale: 'nb-NO',
      question: 'Hvilken etasje er nødutgangen i?',
      options: ['1.', '2.'],
    };
    expect((await save([norwegian, { locale: 'de', question: ' ', options: ['', ''] }])).status).toBe(200);
    const stored = await app.call<{ localizations: unknown[] }[]>(tourRoutes.tourQuizzes, {
      token: tokens.editor,
      params: { id: tourId },
    });
    expect(stored.body[0]!.localizations).toEqual([norwegian]);
    const locked = (await viewer(tokens.member)).body.scenes[1]!;
    expect(locked.quiz).toEqual({
      question: quiz.question,
      options: quiz.options,
      localizations: [norwegian],
      number: 1,
      count: 1,
    });

    const refused = await Promise.all([
      save([{ ...norwegian, options: ['1', '2', '3', '4'] }]),
      save([norwegian, norwegian]),
      save([{ ...norwegian, locale: 'en-US' }]),
      save([{ ...norwegian, locale: 'xx' }]),
    ]);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual([
      [400, 'tours.quiz_options'],
      [400, 'tours.duplicate'],
      [400, 'tours.own_locale'],
      [400, 'tours.unknown_locale'],
    ]);
    expect(refused[0]!.body.message).toBe(
      'The nb-NO translation of "Which floor is the fire exit on?" has more options than the quiz.',
    );
    expect((await save([])).status).toBe(200);
  });

  it('keeps quizzes from members who may only view the tour (403)', async () => {
    const read = await app.call(tourRoutes.tourQuizzes, { token: tokens.member, params: { id: tourId } });
    const save = await app.call(tourRoutes.saveTourQuizzes, {
      token: tokens.member,
      params: { id: tourId },
      body: { quizzes: [] },
    });
    expect([read.status, save.status]).toEqual([403, 403]);
  });

  it('answers 404 to another company on the viewer, quizzes and answers', async () => {
    const statuses = await Promise.all([
      viewer(tokens.outsider),
      app.call(tourRoutes.tourQuizzes, { token: tokens.outsider, params: { id: tourId } }),
      app.call(tourRoutes.saveTourQuizzes, {
        token: tokens.outsider,
        params: { id: tourId },
        body: { quizzes: [] },
      }),
      app.call(tourRoutes.answerQuiz, {
        token: tokens.outsider,
        params: { id: tourId },
        body: { scene: 's2', answer: 2 },
      }),
      app.call(tourRoutes.tourViewer, { token: tokens.editor, params: { id: otherTourId } }),
    ]);
    expect(statuses.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
  });

  it('refuses the restricted role (403)', async () => {
    const statuses = await Promise.all([
      viewer(tokens.restricted),
      app.call(tourRoutes.tourQuizzes, { token: tokens.restricted, params: { id: tourId } }),
      app.call(tourRoutes.answerQuiz, {
        token: tokens.restricted,
        params: { id: tourId },
        body: { scene: 's2', answer: 2 },
      }),
    ]);
    expect(statuses.map((r) => r.status)).toEqual([403, 403, 403]);
  });

  it('gives the viewer open scenes with signed tiles, and locked scenes without tiles or answer', async () => {
    const response = await viewer(tokens.member);
    expect(response.status).toBe(200);
    const [open, locked] = response.body.scenes;
    expect(response.body.first_scene).toBe('s1');
    expect(open).toMatchObject({ id: 's1', locked: false, quiz: null });
    expect(open!.tiles).toMatchObject({
      width: 2048,
      tile_size: 512,
      levels: [{ width: 1024 }, { width: 2048 }],
    });
    expect(locked).toMatchObject({
      id: 's2',
      locked: true,
      quiz: { question: quiz.question, options: quiz.options },
      tiles: null,
    });
    expect(JSON.stringify(response.body)).not.toContain('correct');
  });

  it('serves signed tiles with long cache headers, and 404 for a tampered signature', async () => {
    const tiles = (await viewer(tokens.member)).body.scenes[0]!.tiles!;
    const tile = await fetchPath(`${tiles.base_url}/1/3_1.jpg`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/jpeg');
    expect(tile.headers.get('cache-control')).toMatch(/max-age=\d{4,}/);
    expect((await tile.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect((await fetchPath(tiles.preview_url)).status).toBe(200);

    const tampered = tiles.base_url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await fetchPath(`${tampered}/0/0_0.jpg`)).status).toBe(404);
    // A grant names its panorama: it opens no other one (e.g. the locked scene's).
    const otherPanorama = tiles.base_url.replace(
      /\/panoramas\/(\d+)\//,
      (_, id) => `/panoramas/${Number(id) + 1}/`,
    );
    expect((await fetchPath(`${otherPanorama}/0/0_0.jpg`)).status).toBe(404);
  });

  it('opens every scene to an editor in the builder view, and refuses it to viewers (403) and others (404)', async () => {
    const asEditor = await app.call<Viewer>(tourRoutes.tourViewer, {
      token: tokens.editor,
      params: { id: tourId },
      query: { edit: 'true' },
    });
    expect(asEditor.status).toBe(200);
    expect(asEditor.body.scenes[1]).toMatchObject({
      id: 's2',
      locked: false,
      quiz: null,
    });
    expect(asEditor.body.scenes[1]!.tiles).not.toBeNull();
    // The builder view unlocks nothing: the editor's own viewer still asks the quiz.
    expect((await viewer(tokens.editor)).body.scenes[1]!.locked).toBe(true);
    const statuses = await Promise.all(
      [tokens.member, tokens.outsider, tokens.restricted].map(async (token) => {
        const response = await app.call(tourRoutes.tourViewer, {
          token,
          params: { id: tourId },
          query: { edit: 'true' },
        });
        return response.status;
      }),
    );
    expect(statuses).toEqual([403, 404, 403]);
  });

  it('says "Your answer was wrong" to a wrong answer and opens the scene on the right one', async () => {
    const wrong = await app.call<{ message: string }>(tourRoutes.answerQuiz, {
      token: tokens.member,
      params: { id: tourId },
      body: { scene: 's2', answer: 0 },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Your answer was wrong');

    const right = await app.call<ViewerScene>(tourRoutes.answerQuiz, {
      token: tokens.member,
      params: { id: tourId },
      body: { scene: 's2', answer: 2 },
    });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ id: 's2', locked: false });
    expect((await fetchPath(`${right.body.tiles!.base_url}/0/0_0.jpg`)).status).toBe(200);
    expect((await viewer(tokens.member)).body.scenes[1]!.locked).toBe(false);
    // Passing is per person: the editor's scene stays locked.
    expect((await viewer(tokens.editor)).body.scenes[1]!.locked).toBe(true);
  });

  describe('public tours', () => {
    const setTour = (data: Record<string, unknown>) =>
      app.call(contentRoutes.tours.update, { token: tokens.editor, params: { id: tourId }, body: { data } });

    it('answers 404 for a private tour, even when enabled', async () => {
      expect((await app.call(tourRoutes.publicTour, { params: { id: tourId } })).status).toBe(404);
      expect(
        (
          await app.call(tourRoutes.answerPublicQuiz, {
            params: { id: tourId },
            body: { scene: 's2', answer: 2, visitor: randomUUID() },
          })
        ).status,
      ).toBe(404);
    });

    it('shows an enabled public tour to anyone, with nothing a visitor should not see', async () => {
      expect((await setTour({ properties: { public: true } })).status).toBe(200);
      const response = await app.call<Viewer & Record<string, unknown>>(tourRoutes.publicTour, {
        params: { id: tourId },
      });
      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(
        [
          'annotation_categories',
          'description',
          'first_scene',
          'id',
          'locale',
          'localizations',
          'plan',
          'scenes',
          'title',
        ].sort(),
      );
      const text = JSON.stringify(response.body);
      for (const word of ['created_by', 'company', 'abilities', 'correct', 'subproject', 'panorama"'])
        expect(text).not.toContain(word);
      expect(response.body.scenes[1]).toMatchObject({ locked: true, tiles: null });
      expect((await fetchPath(`${response.body.scenes[0]!.tiles!.base_url}/0/0_0.jpg`)).status).toBe(200);
    });

    it('lets a visitor unlock a scene with the right answer, remembered by visitor id', async () => {
      const visitor = randomUUID();
      const answer = (value: number) =>
        app.call<ViewerScene & { message: string }>(tourRoutes.answerPublicQuiz, {
          params: { id: tourId },
          body: { scene: 's2', answer: value, visitor },
        });
      const wrong = await answer(1);
      expect([wrong.status, wrong.body.message]).toEqual([400, 'Your answer was wrong']);
      const right = await answer(2);
      expect(right.status).toBe(200);
      expect(right.body.tiles).not.toBeNull();
      const again = await app.call<Viewer>(tourRoutes.publicTour, {
        params: { id: tourId },
        query: { visitor },
      });
      expect(again.body.scenes[1]!.locked).toBe(false);
      const stranger = await app.call<Viewer>(tourRoutes.publicTour, {
        params: { id: tourId },
        query: { visitor: randomUUID() },
      });
      expect(stranger.body.scenes[1]!.locked).toBe(true);
    });

    it('asks a scene’s questions one at a time, in order, and opens it after the last', async () => {
      const second = { scene: 's2', question: 'How many exits?', options: ['One', 'Two'], correct: 1 };
      const saveQuizzes = (quizzes: Record<string, unknown>[]) =>
        app.call<{ code: string; message: string }>(tourRoutes.saveTourQuizzes, {
          token: tokens.editor,
          params: { id: tourId },
          body: { quizzes },
        });
      expect((await saveQuizzes([quiz, second])).status).toBe(200);
      try {
        const visitor = randomUUID();
        const answer = (body: { answer: number; question?: number }) =>
          app.call<ViewerScene & { message: string }>(tourRoutes.answerPublicQuiz, {
            params: { id: tourId },
            body: { scene: 's2', visitor, ...body },
          });
        const tour = await app.call<Viewer>(tourRoutes.publicTour, {
          params: { id: tourId },
          query: { visitor },
        });
        expect(tour.body.scenes[1]).toMatchObject({ locked: true, quiz: { number: 1, count: 2 } });
        // Answering the second question first is allowed when it is named; the scene stays shut.
        const secondFirst = await answer({ question: 2, answer: 1 });
        expect(secondFirst.body).toMatchObject({ locked: true, tiles: null, quiz: { number: 1, count: 2 } });
        expect((await answer({ question: 3, answer: 0 })).status).toBe(404);
        expect((await answer({ answer: 0 })).body.message).toBe('Your answer was wrong');
        const opened = await answer({ answer: 2 });
        expect(opened.body).toMatchObject({ locked: false, quiz: null });
        expect(opened.body.tiles).not.toBeNull();

        const eleven = Array.from({ length: 11 }, (_, i) => ({ ...second, question: `Question ${i + 1}?` }));
        const refused = await saveQuizzes(eleven);
        expect([refused.status, refused.body.code]).toEqual([400, 'tours.quiz_questions']);
        expect(refused.body.message).toBe('A scene can ask at most 10 questions.');
      } finally {
        await saveQuizzes([quiz]);
      }
    });

    it('answers 404 once the public tour is disabled', async () => {
      expect((await setTour({ enabled: false })).status).toBe(200);
      expect((await app.call(tourRoutes.publicTour, { params: { id: tourId } })).status).toBe(404);
      expect(
        (
          await app.call(tourRoutes.answerPublicQuiz, {
            params: { id: tourId },
            body: { scene: 's2', answer: 2, visitor: randomUUID() },
          })
        ).status,
      ).toBe(404);
    });
  });
});
