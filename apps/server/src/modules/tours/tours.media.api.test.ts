import { randomUUID } from 'node:crypto';
import { type ContentItem, contentRoutes, tourRoutes } from '@spatium/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { buildTiledPanorama } from '../../../test/support/panoramas.ts';
import { signGrant } from '../../platform/auth/grants.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { contentFiles, files } from '../files/files.schema.ts';

interface Attachment {
  url: string;
  name: string;
  type: string;
}
interface Viewer {
  locale: string;
  localizations: { locale: string; title: string; description: string; scenes: Record<string, string> }[];
  plan: { url: string; width: number; height: number } | null;
  scenes: {
    id: string;
    hotspots: { id: string; attachment: Attachment | null; file?: unknown }[];
    localizations: unknown[];
  }[];
}

describe('tour plans, localisations and hotspot files', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  const tokens = {} as Record<'editor' | 'member' | 'outsider' | 'restricted', string>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  let tourId: number;
  let panoramaId: number;
  const file = {} as Record<
    'photo' | 'manual' | 'planImage' | 'floorPng' | 'floorPdf' | 'otherFloor' | 'otherSecret',
    number
  >;
  let floorplanId: number;
  let otherFloorplanId: number;

  /** A file in storage as a finished upload leaves it, optionally already a company's. */
  async function storeFile(name: string, type: string, bytes: Buffer, companyId: number | null) {
    const storageKey = `files/test-${randomUUID()}`;
    await createStorage(app.config).put(storageKey, bytes);
    const [row] = await app.db
      .insert(files)
      .values({
        companyId,
        ownerId: tenants.companyAdmin.id,
        name,
        size: bytes.length,
        type,
        purpose: 'document',
        storageKey,
      })
      .returning({ id: files.id });
    return row!.id;
  }
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#3b5bdb' } })
      .png()
      .toBuffer();

  async function buildFloorplan(companyId: number, subprojectId: number, fileIds: number[]) {
    const row = await buildContent(app.db, 'floorplans', { companyId, oldsubprojectId: subprojectId });
    await app.db
      .insert(contentFiles)
      .values(fileIds.map((fileId, position) => ({ kind: 'floorplans', itemId: row.id, fileId, position })));
    return row.id;
  }

  const scenes = (hotspots: Record<string, unknown>[] = []) => [
    {
      id: 's1',
      title: 'Entrance',
      panorama: panoramaId,
      plan_position: { x: 0.25, y: 0.5, heading: 1.5 },
      hotspots,
    },
  ];
  const update = (data: Record<string, unknown>, token = tokens.editor) =>
    app.call<ContentItem & { message: string; code: string }>(contentRoutes.tours.update, {
      token,
      params: { id: tourId },
      body: { data },
    });
  const viewer = (token: string) =>
    app.call<Viewer>(tourRoutes.tourViewer, { token, params: { id: tourId } });
  const publicTour = () => app.call<Viewer>(tourRoutes.publicTour, { params: { id: tourId } });
  // Bodies are read in full: a response left half-read keeps its connection, and the server, open.
  const fetchPath = async (urlPath: string, init?: RequestInit) => {
    const response = await fetch(new URL(urlPath, app.url), init);
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body };
  };

  beforeAll(async () => {
    tenants = await buildTenants(app);
    world = await buildCatalogue(app.db, tenants, [tenants.member.id]);
    tokens.editor = await signInFresh(app, tenants.companyAdmin.email);
    tokens.member = await signInFresh(app, tenants.member.email);
    tokens.outsider = await signInFresh(app, tenants.outsider.email);
    tokens.restricted = await signInFresh(app, tenants.restricted.email);
    const company = tenants.company.id;
    panoramaId = (await buildTiledPanorama(app, { companyId: company, oldsubprojectId: world.subproject.id }))
      .id;
    file.photo = await storeFile('facade.png', 'image/png', await png(64, 48), null);
    file.manual = await storeFile(
      'Fire manual.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.4\n%test\n'),
      null,
    );
    file.planImage = await storeFile('sketch.png', 'image/png', await png(300, 200), null);
    file.floorPng = await storeFile('Level 1.png', 'image/png', await png(400, 300), company);
    file.floorPdf = await storeFile('Level 1.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n'), company);
    file.otherFloor = await storeFile('Pier.png', 'image/png', await png(50, 50), tenants.otherCompany.id);
    file.otherSecret = await storeFile(
      'Bid prices.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.4\n'),
      tenants.otherCompany.id,
    );
    floorplanId = await buildFloorplan(company, world.hiddenSubproject.id, [file.floorPng, file.floorPdf]);
    otherFloorplanId = await buildFloorplan(tenants.otherCompany.id, world.otherSubproject.id, [
      file.otherFloor,
    ]);
    const created = await app.call<ContentItem>(contentRoutes.tours.create, {
      token: tokens.editor,
      body: {
        title: 'Block A walk',
        subproject: world.subproject.id,
        files: [file.photo, file.manual],
        properties: {
          public: true,
          scenes: scenes([
            { id: 'h-photo', type: 'image', title: 'Facade', file: file.photo, yaw: 0, pitch: 0 },
            { id: 'h-manual', type: 'document', title: 'Fire manual', file: file.manual, yaw: 1, pitch: 0 },
          ]),
        },
      },
    });
    expect(created.status).toBe(201);
    tourId = created.body.id;
  }, 30_000);

  describe('the plan', () => {
    it('takes an image of a floor plan of the same company, measured by the server', async () => {
      const saved = await update({ properties: { plan: { floorplan: floorplanId, file: file.floorPng } } });
      expect(saved.status).toBe(200);
      expect(saved.body.properties.plan).toEqual({
        floorplan: floorplanId,
        file: file.floorPng,
        width: 400,
        height: 300,
      });
      const { body } = await viewer(tokens.member);
      expect(body.plan).toMatchObject({ width: 400, height: 300 });
      expect(body.scenes[0]).toMatchObject({ plan_position: { x: 0.25, y: 0.5, heading: 1.5 } });
      const image = await fetchPath(body.plan!.url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect((await sharp(image.body).metadata()).width).toBe(400);
    });

    it('gives anonymous visitors of a public tour a plan URL of their own that works', async () => {
      const { body } = await publicTour();
      expect(body.plan).toMatchObject({ width: 400, height: 300 });
      expect(Object.keys(body.plan!).sort()).toEqual(['height', 'url', 'width']);
      expect(body.plan!.url).toContain('.anonymous.');
      expect(JSON.stringify(body)).not.toContain(`"floorplan"`);
      expect((await fetchPath(body.plan!.url)).status).toBe(200);
    });

    it('refuses a floor plan of another company exactly like a missing one (400)', async () => {
      const other = await update({
        properties: { plan: { floorplan: otherFloorplanId, file: file.otherFloor } },
      });
      const missing = await update({ properties: { plan: { floorplan: 999_999, file: file.otherFloor } } });
      expect([other.status, missing.status]).toEqual([400, 400]);
      expect(other.body.message).toBe(missing.body.message);
      expect(other.body.message).not.toContain('Pier');
    });

    it('refuses a file that is not the floor plan’s, and a PDF floor plan', async () => {
      const foreign = await update({
        properties: { plan: { floorplan: floorplanId, file: file.otherFloor } },
      });
      expect([foreign.status, foreign.body.code]).toEqual([400, 'tours.plan_file']);
      const pdf = await update({ properties: { plan: { floorplan: floorplanId, file: file.floorPdf } } });
      expect([pdf.status, pdf.body.code]).toEqual([400, 'tours.plan_type']);
    });

    it('says nothing about another company’s file offered as the tour’s own plan', async () => {
      const answer = await update({
        files: [file.photo, file.manual, file.otherSecret],
        properties: { plan: { floorplan: null, file: file.otherSecret } },
      });
      expect([answer.status, answer.body.code]).toEqual([400, 'files.not_attachable']);
      expect(answer.body.message).not.toContain('Bid prices');
    });

    it('takes an image uploaded to the tour itself, attached in the same change', async () => {
      const refused = await update({ properties: { plan: { floorplan: null, file: file.planImage } } });
      expect([refused.status, refused.body.code]).toEqual([400, 'tours.plan_file']);
      const saved = await update({
        files: [file.photo, file.manual, file.planImage],
        properties: { plan: { floorplan: null, file: file.planImage } },
      });
      expect(saved.status).toBe(200);
      expect((await viewer(tokens.member)).body.plan).toMatchObject({ width: 300, height: 200 });
    });

    it('serves a plan larger than 2560 px as a scaled WebP copy, whole or by range', async () => {
      const scanned = await storeFile('Scanned plan.png', 'image/png', await png(6000, 1500), null);
      const saved = await update({
        files: [file.photo, file.manual, file.planImage, scanned],
        properties: { plan: { floorplan: null, file: scanned } },
      });
      expect(saved.status).toBe(200);
      const { plan } = (await viewer(tokens.member)).body;
      // Viewers lay the plan out by the original's size; the copy keeps its proportions.
      expect(plan).toMatchObject({ width: 6000, height: 1500 });
      const whole = await fetchPath(plan!.url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('image/webp');
      expect(whole.headers.get('content-disposition')).toContain('Scanned plan.webp');
      const metadata = await sharp(whole.body).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 2560, 640]);
      const part = await fetchPath(plan!.url, { headers: { range: 'bytes=0-9' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 0-9/${whole.body.length}`);
      expect(part.body.equals(whole.body.subarray(0, 10))).toBe(true);
      // Served again from the copy already made: the same bytes.
      expect((await fetchPath(plan!.url)).body.equals(whole.body)).toBe(true);
    });

    it('drops the plan from viewers once its image leaves the tour', async () => {
      expect((await update({ files: [file.photo, file.manual] })).status).toBe(200);
      expect((await viewer(tokens.member)).body.plan).toBeNull();
      expect((await update({ properties: { plan: null } })).status).toBe(200);
    });

    it('keeps plans out of reach of another company (404) and the restricted role (403)', async () => {
      const statuses = await Promise.all([
        update({ properties: { plan: { floorplan: floorplanId, file: file.floorPng } } }, tokens.outsider),
        update({ properties: { plan: { floorplan: floorplanId, file: file.floorPng } } }, tokens.restricted),
        viewer(tokens.outsider),
        viewer(tokens.restricted),
      ]);
      expect(statuses.map((r) => r.status)).toEqual([404, 403, 404, 403]);
    });
  });

  describe('hotspot files', () => {
    it('presents image and document hotspots with a signed URL instead of the file id', async () => {
      const { body } = await viewer(tokens.member);
      const [photo, manual] = body.scenes[0]!.hotspots;
      expect(photo).not.toHaveProperty('file');
      expect(photo!.attachment).toMatchObject({ name: 'facade.png', type: 'image/png' });
      expect(manual!.attachment).toMatchObject({ name: 'Fire manual.pdf', type: 'application/pdf' });
      const document = await fetchPath(manual!.attachment!.url);
      expect(document.status).toBe(200);
      expect(document.headers.get('content-disposition')).toMatch(/^inline;/);
      expect(document.body.toString()).toContain('%PDF');
      const part = await fetchPath(manual!.attachment!.url, { headers: { range: 'bytes=0-3' } });
      expect([part.status, part.body.toString()]).toEqual([206, '%PDF']);
    });

    it('lets an anonymous visitor of a public tour open them', async () => {
      const { body } = await publicTour();
      const photo = body.scenes[0]!.hotspots[0]!.attachment!;
      const image = await fetchPath(photo.url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    });

    it('answers 404 to a forged, expired or borrowed grant', async () => {
      const { body } = await publicTour();
      const url = body.scenes[0]!.hotspots[0]!.attachment!.url;
      const forged = url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      const expiredGrant = signGrant(
        app.config.jwtSecret,
        `tour-file:${tourId}:${file.photo}`,
        'anonymous',
        Date.now() - 7 * 3600_000,
      );
      const expired = `/api/tours/${tourId}/files/${file.photo}/${expiredGrant}`;
      // A grant names its file: it opens no other one, not even another of the same tour.
      const borrowed = url.replace(`/files/${file.photo}/`, `/files/${file.manual}/`);
      const statuses = await Promise.all([forged, expired, borrowed].map((u) => fetchPath(u)));
      expect(statuses.map((r) => r.status)).toEqual([404, 404, 404]);
    });

    it('never serves a file of a tour that is not public to an anonymous grant', async () => {
      const grant = signGrant(app.config.jwtSecret, `tour-file:${tourId}:${file.photo}`, 'anonymous');
      expect((await update({ properties: { public: false } })).status).toBe(200);
      expect((await publicTour()).status).toBe(404);
      expect((await fetchPath(`/api/tours/${tourId}/files/${file.photo}/${grant}`)).status).toBe(404);
      expect((await update({ properties: { public: true } })).status).toBe(200);
    });

    it('honours a user’s grant only while that user may open the tour', async () => {
      const resource = `tour-file:${tourId}:${file.photo}`;
      const path = (subject: `u${number}`) =>
        `/api/tours/${tourId}/files/${file.photo}/${signGrant(app.config.jwtSecret, resource, subject)}`;
      const statuses = await Promise.all(
        [tenants.member.id, tenants.outsider.id, tenants.restricted.id].map((id) =>
          fetchPath(path(`u${id}`)),
        ),
      );
      expect(statuses.map((r) => r.status)).toEqual([200, 404, 404]);
    });

    it('refuses a hotspot file that is not one of the tour’s files (400)', async () => {
      const other = await update({
        properties: {
          scenes: scenes([
            { id: 'h', type: 'image', title: 'Pier', file: file.otherFloor, yaw: 0, pitch: 0 },
          ]),
        },
      });
      expect([other.status, other.body.code]).toEqual([400, 'tours.hotspot_file']);
    });

    it('keeps a locked scene’s hotspots, and their files, behind its quiz', async () => {
      const quiz = { scene: 's1', question: 'Helmet?', options: ['Yes', 'No'], correct: 0 };
      await app.call(tourRoutes.saveTourQuizzes, {
        token: tokens.editor,
        params: { id: tourId },
        body: { quizzes: [quiz] },
      });
      expect((await viewer(tokens.member)).body.scenes[0]!.hotspots).toEqual([]);
      await app.call(tourRoutes.saveTourQuizzes, {
        token: tokens.editor,
        params: { id: tourId },
        body: { quizzes: [] },
      });
    });
  });

  describe('localisations', () => {
    const localized = (localizations: Record<string, unknown>[], locale = 'en-US') =>
      update({ properties: { locale, localizations } });

    it('saves them, forgets titles of scenes the tour does not have, and gives them to viewers', async () => {
      const saved = await localized([
        {
          locale: 'nb-NO',
          title: 'Blokk A-runden',
          description: 'En runde gjennom blokk A.',
          scenes: { s1: 'Inngang', gone: 'Borte' },
        },
      ]);
      expect(saved.status).toBe(200);
      const expected = [
        {
          locale: 'nb-NO',
          title: 'Blokk A-runden',
          description: 'En runde gjennom blokk A.',
          scenes: { s1: 'Inngang' },
        },
      ];
      expect(saved.body.properties.localizations).toEqual([{ ...expected[0], links: {}, hotspots: {} }]);
      expect((await viewer(tokens.member)).body.localizations).toEqual(expected);
      expect((await publicTour()).body).toMatchObject({ locale: 'en-US', localizations: expected });
    });

    it('translates link words and hotspot texts, forgets removed ones, and sends a locked scene none of its hotspots’', async () => {
      const twoScenes = [
        {
          id: 's1',
          title: 'Entrance',
          panorama: panoramaId,
          links: [{ id: 'l1', to: 's2', title: 'To the stairs', yaw: 1, pitch: 0 }],
          hotspots: [
            { id: 'h1', type: 'text', title: 'Site office', text: 'Report here.', yaw: 0, pitch: 0 },
          ],
        },
        {
          id: 's2',
          title: 'Stairwell',
          panorama: panoramaId,
          hotspots: [
            { id: 'h2', type: 'text', title: 'Hidden valve', text: 'Behind the door.', yaw: 0, pitch: 0 },
          ],
        },
      ];
      const saved = await update({
        properties: {
          scenes: twoScenes,
          locale: 'en-US',
          localizations: [
            {
              locale: 'nb-NO',
              title: '',
              description: '',
              links: { l1: 'Til trappen', gone: 'Borte' },
              hotspots: {
                h1: { title: 'Anleggskontor', text: 'Meld deg her.' },
                h2: { title: 'Skjult ventil', text: 'Bak døren.' },
                gone: { title: 'Borte', text: '' },
                blank: { title: '', text: '  ' },
              },
            },
          ],
        },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.properties.localizations).toEqual([
        {
          locale: 'nb-NO',
          title: '',
          description: '',
          scenes: {},
          links: { l1: 'Til trappen' },
          hotspots: {
            h1: { title: 'Anleggskontor', text: 'Meld deg her.' },
            h2: { title: 'Skjult ventil', text: 'Bak døren.' },
          },
        },
      ]);
      const quizzes = (list: Record<string, unknown>[]) =>
        app.call(tourRoutes.saveTourQuizzes, {
          token: tokens.editor,
          params: { id: tourId },
          body: { quizzes: list },
        });
      expect(
        (await quizzes([{ scene: 's2', question: 'Which floor?', options: ['1', '2'], correct: 1 }])).status,
      ).toBe(200);
      try {
        for (const seen of [await viewer(tokens.member), await publicTour()]) {
          const { body } = seen;
          expect(body.localizations).toEqual([{ locale: 'nb-NO', title: '', description: '', scenes: {} }]);
          expect(body.scenes.map((scene) => scene.localizations)).toEqual([
            [
              {
                locale: 'nb-NO',
                links: { l1: 'Til trappen' },
                hotspots: { h1: { title: 'Anleggskontor', text: 'Meld deg her.' } },
              },
            ],
            [{ locale: 'nb-NO', links: {}, hotspots: {} }],
          ]);
          // Not in any language: the locked scene's hotspot is the quiz's to reveal.
          expect(JSON.stringify(body)).not.toMatch(/Skjult ventil|Hidden valve/);
        }
        const unlocked = await app.call<{ localizations: unknown }>(tourRoutes.answerQuiz, {
          token: tokens.member,
          params: { id: tourId },
          body: { scene: 's2', answer: 1 },
        });
        expect(unlocked.body.localizations).toEqual([
          { locale: 'nb-NO', links: {}, hotspots: { h2: { title: 'Skjult ventil', text: 'Bak døren.' } } },
        ]);
      } finally {
        await quizzes([]);
      }
    });

    it('refuses a second localisation of one language, one in the tour’s own, and unknown languages', async () => {
      const entry = (locale: string) => ({ locale, title: 'T', description: '' });
      const answers = await Promise.all([
        localized([entry('de'), entry('de')]),
        localized([entry('en-US')]),
        localized([entry('xx-YY')]),
        localized([], 'klingon'),
      ]);
      expect(answers.map((a) => [a.status, a.body.code])).toEqual([
        [400, 'tours.duplicate'],
        [400, 'tours.own_locale'],
        [400, 'tours.unknown_locale'],
        [400, 'tours.unknown_locale'],
      ]);
      expect(answers[0]!.body.message).toBe('There are two localisations in de; keep one.');
    });
  });
});
