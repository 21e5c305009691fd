import {
  type ContentItem,
  contentRoutes,
  type SharedItem,
  type ShareLink,
  type StoryViewer,
  shareLinkRoutes,
  storyRoutes,
} from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';

type Tokens = Record<'editor' | 'member' | 'outsider' | 'restricted', string>;

describe('live 3D embeds in stories: who may open what a chapter embeds', () => {
  const app = useTestApp();
  let t: Awaited<ReturnType<typeof buildTenants>>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  const tokens = {} as Tokens;
  let scan: number;
  let balcony: number;
  let secretBim: number;
  let tour: number;
  let storyId: number;
  const view = {
    position: [10, -20, 15] as [number, number, number],
    target: [1, 2, 3] as [number, number, number],
  };

  const viewer = (id: number, token?: string) =>
    app.call<StoryViewer & { message?: string }>(storyRoutes.storyViewer, { token, params: { id } });
  const embedsOf = async (token?: string) => {
    const answer = await viewer(storyId, token);
    expect(answer.status).toBe(200);
    return answer.body.slides.map((s) => s.embed);
  };
  const create = (properties: Record<string, unknown>) =>
    app.call<ContentItem & { message: string }>(contentRoutes.stories.create, {
      token: tokens.editor,
      body: { title: 'Block A in 3D', subproject: world.subproject.id, properties },
    });

  beforeAll(async () => {
    t = await buildTenants(app);
    world = await buildCatalogue(app.db, t, [t.member.id]);
    tokens.editor = await signInFresh(app, t.companyAdmin.email);
    tokens.member = await signInFresh(app, t.member.email);
    tokens.outsider = await signInFresh(app, t.outsider.email);
    tokens.restricted = await signInFresh(app, t.restricted.email);
    const company = t.company.id;
    // The member sees Block A's sub-project, not Block B's.
    scan = (
      await buildContent(app.db, 'clouds', {
        companyId: company,
        oldsubprojectId: world.subproject.id,
        title: 'Block A scan (private)',
      })
    ).id;
    balcony = (
      await buildContent(app.db, 'threeds', {
        companyId: company,
        oldsubprojectId: world.hiddenSubproject.id,
        title: 'Balcony module (public)',
        properties: { public: true },
      })
    ).id;
    secretBim = (
      await buildContent(app.db, 'bims', {
        companyId: company,
        oldsubprojectId: world.hiddenSubproject.id,
        title: 'Block B tender model',
      })
    ).id;
    tour = (
      await buildContent(app.db, 'tours', {
        companyId: company,
        oldsubprojectId: world.subproject.id,
        title: 'Site walk',
      })
    ).id;
    const story = await create({
      public: true,
      slides: [
        { title: 'The scan', body: '', embed: { kind: 'clouds', id: scan, view } },
        { title: 'The balcony', body: '', embed: { kind: 'threeds', id: balcony, view } },
        { title: 'Block B', body: '', embed: { kind: 'bims', id: secretBim } },
      ],
    });
    expect(story.status).toBe(201);
    storyId = story.body.id;
  });

  it('the editor opens every embed as a member, at the chosen view', async () => {
    expect(await embedsOf(tokens.editor)).toEqual([
      {
        kind: 'clouds',
        id: scan,
        title: 'Block A scan (private)',
        access: 'member',
        public_tour: false,
        view,
      },
      {
        kind: 'threeds',
        id: balcony,
        title: 'Balcony module (public)',
        access: 'member',
        public_tour: false,
        view,
      },
      {
        kind: 'bims',
        id: secretBim,
        title: 'Block B tender model',
        access: 'member',
        public_tour: false,
        view: null,
      },
    ]);
  });

  it('a member opens what they may see as a member, a public item as anyone, and nothing of the rest', async () => {
    const [cloud, model, bim] = await embedsOf(tokens.member);
    expect(cloud).toMatchObject({ access: 'member', title: 'Block A scan (private)', view });
    expect(model).toMatchObject({ access: 'public', title: 'Balcony module (public)', view });
    expect(bim).toEqual({
      kind: 'bims',
      id: secretBim,
      title: null,
      access: null,
      public_tour: false,
      view: null,
    });
  });

  it('a public story never shows a private item to a visitor, another company or the restricted role', async () => {
    for (const token of [undefined, tokens.outsider, tokens.restricted]) {
      const [cloud, model, bim] = await embedsOf(token);
      expect(cloud).toEqual({
        kind: 'clouds',
        id: scan,
        title: null,
        access: null,
        public_tour: false,
        view: null,
      });
      expect(model).toMatchObject({ access: 'public', title: 'Balcony module (public)', view });
      expect(bim).toMatchObject({ access: null, title: null });
      const body = JSON.stringify(await viewer(storyId, token).then((r) => r.body));
      expect(body).not.toContain('Block A scan');
      expect(body).not.toContain('Block B tender model');
    }
  });

  it('a public item that is disabled or made private stops opening for visitors', async () => {
    await app.call(contentRoutes.threeds.update, {
      token: tokens.editor,
      params: { id: balcony },
      body: { data: { enabled: false } },
    });
    expect((await embedsOf())[1]).toMatchObject({ access: null, title: null, view: null });
    await app.call(contentRoutes.threeds.update, {
      token: tokens.editor,
      params: { id: balcony },
      body: { data: { enabled: true, properties: { public: false } } },
    });
    expect((await embedsOf())[1]).toMatchObject({ access: null, title: null });
    expect((await embedsOf(tokens.editor))[1]).toMatchObject({ access: 'member' });
  });

  it('a private story’s link lends its creator’s rights to the story alone, not to what it embeds', async () => {
    const story = await create({
      slides: [{ title: 'The scan', body: '', embed: { kind: 'clouds', id: scan, view } }],
    });
    const link = await app.call<ShareLink>(shareLinkRoutes.createShareLink, {
      token: tokens.editor,
      body: { kind: 'story', item: story.body.id, expires_at: null },
    });
    expect(link.status).toBe(201);
    const opened = await app.call<SharedItem>(shareLinkRoutes.openShareLink, {
      params: { code: link.body.code },
    });
    expect(opened.status).toBe(200);
    if (opened.body.kind !== 'story') throw new Error('not a story');
    expect(opened.body.story.slides[0]!.embed).toMatchObject({ access: null, title: null, view: null });
  });

  it('refuses a view on a kind without a 3D view, and a view that is not three finite numbers each', async () => {
    const onTour = await create({
      slides: [{ title: 'Walk', body: '', embed: { kind: 'tours', id: tour, view } }],
    });
    expect(onTour.status).toBe(400);
    expect(onTour.body.message).toMatch(/point cloud, BIM or 3D model/);
    const broken = await create({
      slides: [
        {
          title: 'Scan',
          body: '',
          embed: { kind: 'clouds', id: scan, view: { position: [1, 2], target: [0, 0, 0] } },
        },
      ],
    });
    expect(broken.status).toBe(400);
  });
});
