import { randomUUID } from 'node:crypto';
import {
  type ContentItem,
  catalogueRoutes,
  contentRoutes,
  type LiveNotification,
  tourRoutes,
} from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { buildTiledPanorama } from '../../../test/support/panoramas.ts';
import { connectSocket, nextEvent, validate } from '../../../test/support/sockets.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { files } from '../files/files.schema.ts';

/** Words that stand only inside the quiz-locked scene: none may reach a member who has not answered. */
const secrets = ['Vault-hotspot', 'Vault-text', 'Vault-poi', 'Vault-annotation', 'Vault-translation'];

describe('the catalogue shows a tour’s scenes to its editors only', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  const tokens = {} as Record<'editor' | 'member', string>;
  let tourId: number;
  let attachmentId: number;

  beforeAll(async () => {
    tenants = await buildTenants(app);
    world = await buildCatalogue(app.db, tenants, [tenants.member.id]);
    tokens.editor = await signInFresh(app, tenants.companyAdmin.email);
    tokens.member = await signInFresh(app, tenants.member.email);
    const where = { companyId: tenants.company.id, oldsubprojectId: world.subproject.id };
    const panorama = await buildTiledPanorama(app, where);
    const storageKey = `files/test-${randomUUID()}`;
    await createStorage(app.config).put(storageKey, Buffer.from('%PDF-1.4\n%vault\n'));
    const [file] = await app.db
      .insert(files)
      .values({
        companyId: null,
        ownerId: tenants.companyAdmin.id,
        name: 'Vault plan.pdf',
        size: 16,
        type: 'application/pdf',
        purpose: 'document',
        storageKey,
      })
      .returning({ id: files.id });
    attachmentId = file!.id;
    const created = await app.call<ContentItem>(contentRoutes.tours.create, {
      token: tokens.editor,
      body: {
        title: 'Block A walk',
        subproject: world.subproject.id,
        files: [attachmentId],
        properties: {
          annotation_categories: [{ id: 'c1', name: 'Defects', color: '#e03131' }],
          localizations: [
            {
              locale: 'nb-NO',
              title: 'Blokk A',
              description: '',
              hotspots: { h2: { text: 'Vault-translation' } },
            },
          ],
          scenes: [
            { id: 's1', title: 'Entrance', panorama: panorama.id },
            {
              id: 's2',
              title: 'Stairwell',
              panorama: panorama.id,
              hotspots: [
                { id: 'h2', type: 'text', title: 'Vault-hotspot', text: 'Vault-text', yaw: 0, pitch: 0 },
                { id: 'h3', type: 'document', title: 'Plan', file: attachmentId, yaw: 1, pitch: 0 },
              ],
              points_of_interest: [{ id: 'p2', title: 'Vault-poi', yaw: 0, pitch: 0 }],
              annotations: [{ id: 'a2', title: 'Vault-annotation', category: 'c1', yaw: 0, pitch: 0 }],
            },
          ],
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    tourId = created.body.id;
    const saved = await app.call(tourRoutes.saveTourQuizzes, {
      token: tokens.editor,
      params: { id: tourId },
      body: { quizzes: [{ scene: 's2', question: 'Which floor?', options: ['1', '2'], correct: 1 }] },
    });
    expect(saved.status).toBe(200);
  }, 30_000);

  const leaks = (body: unknown) => secrets.filter((secret) => JSON.stringify(body).includes(secret));

  it('gives a member a card of the tour in tourslights, tours/{id} and get_p/{id}', async () => {
    const list = await app.call<ContentItem[]>(contentRoutes.tours.list, { token: tokens.member });
    const item = await app.call<ContentItem>(contentRoutes.tours.get, {
      token: tokens.member,
      params: { id: tourId },
    });
    const page = await app.call(catalogueRoutes.getProjectPage, {
      token: tokens.member,
      params: { id: world.project.id },
    });
    expect([list.status, item.status, page.status]).toEqual([200, 200, 200]);
    expect(list.body.map((t) => t.id)).toContain(tourId);
    expect(JSON.stringify(page.body)).toContain('Block A walk');
    for (const body of [list.body, item.body, page.body]) expect(leaks(body)).toEqual([]);
    expect(item.body.properties).toEqual({
      locale: 'en-US',
      public: false,
      localizations: [{ locale: 'nb-NO', title: 'Blokk A', description: '' }],
      scene_count: 2,
    });
    expect(item.body.files).toEqual([]);
  });

  it('finds nothing of the locked scene for a member in search', async () => {
    const response = await app.call(catalogueRoutes.search, { token: tokens.member, query: { q: 'Vault' } });
    expect(response.status).toBe(200);
    expect(leaks(response.body)).toEqual([]);
  });

  it('does not let a member download a file a locked scene shows', async () => {
    const response = await app.call(catalogueRoutes.downloadFile, {
      token: tokens.member,
      params: { id: attachmentId },
    });
    expect(response.status).toBe(404);
  });

  it('sends a member the card, and the editor the whole tour, when the tour changes', async () => {
    const memberSocket = await connectSocket(app.url);
    const editorSocket = await connectSocket(app.url);
    await validate(memberSocket, tokens.member, tenants.member.id);
    await validate(editorSocket, tokens.editor, tenants.companyAdmin.id);
    const toMember = nextEvent(memberSocket, 'notification');
    const toEditor = nextEvent(editorSocket, 'notification');
    const updated = await app.call(contentRoutes.tours.update, {
      token: tokens.editor,
      params: { id: tourId },
      body: { data: { title: 'Block A walk, revised' } },
    });
    expect(updated.status).toBe(200);
    const [forMember, forEditor] = (await Promise.all([toMember, toEditor])) as LiveNotification[];
    expect(leaks(forMember)).toEqual([]);
    expect(forMember!.result).toMatchObject({ abilities: { update: false, delete: false } });
    expect(leaks(forEditor)).toEqual(secrets);
    memberSocket.disconnect();
    editorSocket.disconnect();
  });

  it('still gives the editor the whole tour, and the member the scene once its quiz is passed', async () => {
    const item = await app.call<ContentItem>(contentRoutes.tours.get, {
      token: tokens.editor,
      params: { id: tourId },
    });
    expect(leaks(item.body)).toEqual(secrets);
    const answered = await app.call(tourRoutes.answerQuiz, {
      token: tokens.member,
      params: { id: tourId },
      body: { scene: 's2', answer: 1 },
    });
    expect(answered.status).toBe(200);
    const viewer = await app.call(tourRoutes.tourViewer, { token: tokens.member, params: { id: tourId } });
    expect(leaks(viewer.body)).toEqual(secrets);
  });
});
