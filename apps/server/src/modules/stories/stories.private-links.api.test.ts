import { randomUUID } from 'node:crypto';
import {
  type ContentItem,
  contentRoutes,
  type SharedItem,
  type ShareLink,
  shareLinkRoutes,
} from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { files } from '../files/files.schema.ts';
import { shareLinks } from '../sharelinks/sharelinks.schema.ts';

type Tokens = Record<'editor' | 'member' | 'outsider' | 'restricted', string>;

describe('private story links (share links of kind story, opened at /private-story/{code})', () => {
  const app = useTestApp();
  let t: Awaited<ReturnType<typeof buildTenants>>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  const tokens = {} as Tokens;
  let photo: number;

  const createStory = async (title: string) => {
    const created = await app.call<ContentItem>(contentRoutes.stories.create, {
      token: tokens.editor,
      body: {
        title,
        subproject: world.subproject.id,
        files: [photo],
        properties: { slides: [{ title: 'Incident', body: 'Only for the site team.', image: photo }] },
      },
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };
  const makeLink = (token: string, item: number, expires_at: string | null = null) =>
    app.call<ShareLink & { message?: string }>(shareLinkRoutes.createShareLink, {
      token,
      body: { kind: 'story', item, expires_at },
    });
  const open = (code: string) =>
    app.call<SharedItem & { message?: string }>(shareLinkRoutes.openShareLink, { params: { code } });
  const fetchStatus = async (urlPath: string) => (await fetch(new URL(urlPath, app.url))).status;

  beforeAll(async () => {
    t = await buildTenants(app);
    world = await buildCatalogue(app.db, t, [t.member.id]);
    tokens.editor = await signInFresh(app, t.companyAdmin.email);
    tokens.member = await signInFresh(app, t.member.email);
    tokens.outsider = await signInFresh(app, t.outsider.email);
    tokens.restricted = await signInFresh(app, t.restricted.email);
    const bytes = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#aa3311' } })
      .png()
      .toBuffer();
    const storageKey = `files/test-${randomUUID()}`;
    await createStorage(app.config).put(storageKey, bytes);
    const [row] = await app.db
      .insert(files)
      .values({
        companyId: null,
        ownerId: t.companyAdmin.id,
        name: 'crane.png',
        size: bytes.length,
        type: 'image/png',
        purpose: 'document',
        storageKey,
      })
      .returning({ id: files.id });
    photo = row!.id;
  });

  it('opens a private story read-only without an account, pictures included, until it is revoked', async () => {
    const storyId = await createStory('Crane incident review');
    const link = await makeLink(tokens.editor, storyId);
    expect(link.status).toBe(201);
    expect(link.body).toMatchObject({ kind: 'story', item: storyId, title: 'Crane incident review' });
    expect(link.body.code).toMatch(/^[A-Za-z0-9_-]{12}$/);

    const opened = await open(link.body.code);
    expect(opened.status).toBe(200);
    if (opened.body.kind !== 'story') throw new Error(`a story link opened a ${opened.body.kind}`);
    expect(opened.body.story).toMatchObject({ id: storyId, public: false, can_edit: false });
    expect(opened.body.story.slides[0]).toMatchObject({ title: 'Incident', body: 'Only for the site team.' });
    const picture = opened.body.story.slides[0]!.image!.url;
    expect(await fetchStatus(picture)).toBe(200);

    const revoked = await app.call(shareLinkRoutes.revokeShareLink, {
      token: tokens.editor,
      params: { id: link.body.id },
    });
    expect(revoked.status).toBe(200);
    // Revoking stops the story and its pictures at once.
    expect((await open(link.body.code)).status).toBe(404);
    expect(await fetchStatus(picture)).toBe(404);
  });

  it('a link of one story never opens another, and a guessed code opens nothing', async () => {
    const first = await createStory('Scaffold audit');
    const second = await createStory('Night shift notes');
    const link = await makeLink(tokens.editor, first);
    const opened = await open(link.body.code);
    expect(opened.body.kind === 'story' && opened.body.story.id).toBe(first);
    const picture = opened.body.kind === 'story' ? opened.body.story.slides[0]!.image!.url : '';
    // The grant of one story's link does not reach the other story's file path.
    expect(await fetchStatus(picture.replace(`/stories/${first}/`, `/stories/${second}/`))).toBe(404);
    expect((await open('AAAAAAAAAAAA')).status).toBe(404);
    expect((await app.api('GET', '/v/not*a*code')).status).toBe(400);
  });

  it('an expired link, or one for a story that is gone, is missing', async () => {
    const storyId = await createStory('Handover');
    const past = await makeLink(tokens.editor, storyId, new Date(Date.now() - 60_000).toISOString());
    expect(past.status).toBe(400);
    const soon = await makeLink(tokens.editor, storyId, new Date(Date.now() + 86_400_000).toISOString());
    expect(soon.body.expires_at).not.toBeNull();
    await app.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, soon.body.id));
    expect((await open(soon.body.code)).status).toBe(404);

    const live = await makeLink(tokens.editor, storyId);
    await app.call(contentRoutes.stories.remove, { token: tokens.editor, params: { id: storyId } });
    expect((await open(live.body.code)).status).toBe(404);
  });

  it('only the story’s managers make links; others’ links are theirs alone', async () => {
    const storyId = await createStory('Budget');
    // A member may read the story but not manage it; another company and the restricted role cannot see it.
    expect((await makeLink(tokens.member, storyId)).status).toBe(403);
    expect((await makeLink(tokens.outsider, storyId)).status).toBe(404);
    expect([403, 404]).toContain((await makeLink(tokens.restricted, storyId)).status);

    const link = await makeLink(tokens.editor, storyId);
    for (const who of ['member', 'outsider', 'restricted'] as const) {
      const mine = await app.call<ShareLink[]>(shareLinkRoutes.listMyShareLinks, { token: tokens[who] });
      expect(Array.isArray(mine.body) ? mine.body.map((l) => l.id) : []).not.toContain(link.body.id);
      const revoke = await app.call(shareLinkRoutes.revokeShareLink, {
        token: tokens[who],
        params: { id: link.body.id },
      });
      expect([403, 404]).toContain(revoke.status);
    }
    expect((await open(link.body.code)).status).toBe(200);
  });
});
