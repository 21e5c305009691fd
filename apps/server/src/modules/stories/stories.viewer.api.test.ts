import { randomUUID } from 'node:crypto';
import { type ContentItem, contentRoutes, type StoryViewer, storyRoutes } from '@spatium/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { files } from '../files/files.schema.ts';

type Tokens = Record<'editor' | 'member' | 'outsider' | 'restricted', string>;

describe('story viewers (GET stories/{id}/viewer and its images)', () => {
  const app = useTestApp();
  let t: Awaited<ReturnType<typeof buildTenants>>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  const tokens = {} as Tokens;
  let photo: number;
  let pdf: number;
  let tourId: number;
  let foreignTour: number;

  async function storeFile(name: string, type: string, bytes: Buffer): Promise<number> {
    const storageKey = `files/test-${randomUUID()}`;
    await createStorage(app.config).put(storageKey, bytes);
    const [row] = await app.db
      .insert(files)
      .values({
        companyId: null,
        ownerId: t.companyAdmin.id,
        name,
        size: bytes.length,
        type,
        purpose: 'document',
        storageKey,
      })
      .returning({ id: files.id });
    return row!.id;
  }
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
  const viewer = (id: number, token?: string) =>
    app.call<StoryViewer & { message?: string }>(storyRoutes.storyViewer, { token, params: { id } });
  const create = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    app.call<ContentItem & { message: string }>(contentRoutes.stories.create, {
      token: tokens.editor,
      body: {
        title: 'Topping-out',
        subproject: world.subproject.id,
        files: [photo, pdf],
        properties,
        ...extra,
      },
    });
  const fetchPath = async (urlPath: string) => {
    const response = await fetch(new URL(urlPath, app.url));
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get('content-type'), body };
  };

  beforeAll(async () => {
    t = await buildTenants(app);
    world = await buildCatalogue(app.db, t, [t.member.id]);
    tokens.editor = await signInFresh(app, t.companyAdmin.email);
    tokens.member = await signInFresh(app, t.member.email);
    tokens.outsider = await signInFresh(app, t.outsider.email);
    tokens.restricted = await signInFresh(app, t.restricted.email);
    photo = await storeFile('crane.png', 'image/png', await png());
    pdf = await storeFile('minutes.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n'));
    tourId = (
      await buildContent(app.db, 'tours', {
        companyId: t.company.id,
        oldsubprojectId: world.subproject.id,
        title: 'Block A walk',
        properties: { public: true },
      })
    ).id;
    foreignTour = (
      await buildContent(app.db, 'tours', {
        companyId: t.otherCompany.id,
        oldsubprojectId: world.otherSubproject.id,
      })
    ).id;
  });

  const chapters = () => [
    {
      title: 'Foundation',
      body: 'Piling finished in March.\n<script>alert(1)</script>',
      image: photo,
      embed: null,
    },
    {
      title: 'Walk it',
      body: 'Step inside.',
      media: 'https://example.com/press',
      embed: { kind: 'tours', id: tourId },
    },
  ];

  it('a private story opens for those who may see it, and is missing to everyone else', async () => {
    const story = await create({ slides: chapters() });
    expect(story.status).toBe(201);
    const member = await viewer(story.body.id, tokens.member);
    expect(member.status).toBe(200);
    expect(member.body).toMatchObject({ title: 'Topping-out', public: false, can_edit: false });
    expect(member.body.slides).toHaveLength(2);
    // The text comes back as written: the viewers show it as text, never as markup.
    expect(member.body.slides[0]!.body).toContain('<script>');
    expect(member.body.slides[1]).toMatchObject({
      link: 'https://example.com/press',
      image: null,
      embed: { kind: 'tours', id: tourId, title: 'Block A walk', public_tour: true },
    });
    expect((await viewer(story.body.id, tokens.editor)).body.can_edit).toBe(true);
    expect((await viewer(story.body.id, tokens.outsider)).status).toBe(404);
    expect((await viewer(story.body.id, tokens.restricted)).status).toBe(404);
    expect((await viewer(story.body.id)).status).toBe(404);
  });

  it('an enabled public story opens without sign-in, with signed images; disabled, it does not', async () => {
    const story = await create({ public: true, slides: chapters() });
    const anonymous = await viewer(story.body.id);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.can_edit).toBe(false);
    const image = anonymous.body.slides[0]!.image!;
    expect(image.name).toBe('crane.png');
    const bytes = await fetchPath(image.url);
    expect(bytes.status).toBe(200);
    expect(bytes.type).toBe('image/png');
    // An outsider sees a public story as anyone does, but never as an editor.
    expect((await viewer(story.body.id, tokens.outsider)).body.can_edit).toBe(false);
    // A forged or re-aimed grant opens nothing.
    expect((await fetchPath(image.url.replace(/[^/]{4}$/, 'AAAA'))).status).toBe(404);
    expect((await fetchPath(image.url.replace(`/files/${photo}/`, `/files/${pdf}/`))).status).toBe(404);

    await app.call(contentRoutes.stories.update, {
      token: tokens.editor,
      params: { id: story.body.id },
      body: { data: { enabled: false } },
    });
    expect((await viewer(story.body.id)).status).toBe(404);
    // The anonymous image link stops with the story.
    expect((await fetchPath(image.url)).status).toBe(404);
    expect((await viewer(story.body.id, tokens.member)).status).toBe(200);
  });

  it('a member’s image link stops once the image leaves the story', async () => {
    const story = await create({ slides: chapters() });
    const url = (await viewer(story.body.id, tokens.member)).body.slides[0]!.image!.url;
    expect((await fetchPath(url)).status).toBe(200);
    const update = await app.call(contentRoutes.stories.update, {
      token: tokens.editor,
      params: { id: story.body.id },
      body: { data: { properties: { slides: chapters().map((c) => ({ ...c, image: null })) } } },
    });
    expect(update.status).toBe(200);
    expect((await fetchPath(url)).status).toBe(404);
  });

  it('refuses images that are not the story’s images, embeds of another company, and bad links', async () => {
    const notImage = await create({ slides: [{ title: 'Minutes', body: '', image: pdf }] });
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toMatch(/not one of the story's images/);
    const foreign = await create({
      slides: [{ title: 'Pier', body: '', embed: { kind: 'tours', id: foreignTour } }],
    });
    expect(foreign.status).toBe(400);
    const script = await create({ slides: [{ title: 'x', body: '', media: 'javascript:alert(1)' }] });
    expect(script.status).toBe(400);
    expect(script.body.message).toMatch(/http/);
  });

  it('answers 404, not 500, for a story that does not exist, and 400 for a bad id', async () => {
    expect((await viewer(2_000_000, tokens.member)).status).toBe(404);
    expect((await app.api('GET', '/stories/abc/viewer')).status).toBe(400);
  });
});
