import {
  type CloudViewer,
  type ContentItem,
  cloudMessages,
  cloudRoutes,
  contentRoutes,
  type SharedItem,
  type ShareLink,
  shareLinkRoutes,
} from '@spatium/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { octreeKey } from '../clouds/clouds.keys.ts';
import { companies } from '../companies/companies.schema.ts';
import { shareLinks } from './sharelinks.schema.ts';

type CloudShare = Extract<SharedItem, { kind: 'cloud' }>;

const view = {
  position: [10, -20, 30] as [number, number, number],
  target: [1, 2, 3] as [number, number, number],
};
const bounds = { min: [0, 0, 0], max: [10, 10, 10] };

describe('share links and public clouds', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  let editor: string;
  let member: string;
  let restricted: string;
  let outsider: string;
  let cloudId: number;
  let privateId: number;
  let childId: number;

  /** A cloud whose octree is in place, without running the converter (its own tests do that). */
  async function readyCloud(
    title: string,
    subprojectId = world.subproject.id,
    kind: 'clouds' | 'cloudChildren' = 'clouds',
    parent?: number,
  ) {
    const row = await buildContent(app.db, kind, {
      companyId: tenants.company.id,
      oldsubprojectId: subprojectId,
      title,
      properties: { status: 'ready', progress: 100, points: 3, bounds, ...(parent ? { cloud: parent } : {}) },
    });
    const storage = createStorage(app.config);
    await storage.put(octreeKey(kind, row.id, 'metadata.json'), Buffer.from(JSON.stringify({ points: 3 })));
    await storage.put(octreeKey(kind, row.id, 'hierarchy.bin'), Buffer.alloc(22, 1));
    await storage.put(octreeKey(kind, row.id, 'octree.bin'), Buffer.alloc(64, 2));
    return row.id;
  }

  const fetchFile = (url: string) => fetch(new URL(url, app.url));
  const share = (token: string, body: Record<string, unknown>) =>
    app.call<ShareLink & { message?: string }>(shareLinkRoutes.createShareLink, { token, body });
  const open = (code: string, query?: Record<string, string>) =>
    app.call<CloudShare>(shareLinkRoutes.openShareLink, { params: { code }, ...(query && { query }) });

  beforeAll(async () => {
    tenants = await buildTenants(app);
    world = await buildCatalogue(app.db, tenants, [tenants.member.id]);
    editor = await signInFresh(app, tenants.companyAdmin.email);
    member = await signInFresh(app, tenants.member.email);
    restricted = await signInFresh(app, tenants.restricted.email);
    outsider = await signInFresh(app, tenants.outsider.email);
    cloudId = await readyCloud('Storgata street scan');
    childId = await readyCloud('Storgata backyard', world.subproject.id, 'cloudChildren', cloudId);
    privateId = await readyCloud('Block B basement', world.hiddenSubproject.id);
  });

  let link: ShareLink;

  it('lets only those who manage a cloud make a link to it', async () => {
    expect((await share(restricted, { kind: 'cloud', item: cloudId })).status).toBe(403);
    // A member may look at the cloud but not hand it out to the world.
    expect((await share(member, { kind: 'cloud', item: cloudId })).status).toBe(403);
    expect((await share(outsider, { kind: 'cloud', item: cloudId })).status).toBe(404);
    expect((await share(editor, { kind: 'cloud', item: 999_999 })).status).toBe(404);
    expect((await share(editor, { kind: 'tour', item: cloudId })).status).toBe(400);
    expect((await share(editor, { kind: 'cloud', item: cloudId, view: { position: [1, 2] } })).status).toBe(
      400,
    );
    const past = await share(editor, { kind: 'cloud', item: cloudId, expires_at: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The expiry must be in the future.');
    const far = new Date(Date.now() + 400 * 86_400_000).toISOString();
    expect((await share(editor, { kind: 'cloud', item: cloudId, expires_at: far })).status).toBe(400);

    const created = await share(editor, { kind: 'cloud', item: cloudId, view });
    expect(created.status).toBe(201);
    link = created.body;
    expect(link).toMatchObject({
      kind: 'cloud',
      item: cloudId,
      title: 'Storgata street scan',
      view,
      active: true,
    });
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });

  it('opens the shared cloud for anyone holding the code, with its camera and nothing more', async () => {
    const opened = await open(link.code);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ kind: 'cloud', item: cloudId, view, expires_at: null });
    expect(opened.body.cloud).toMatchObject({ id: cloudId, locked: false, may_manage: false });
    expect(opened.body.cloud.children.map((c) => c.id)).toEqual([childId]);
    expect((await fetchFile(opened.body.cloud.octree!.url!)).status).toBe(200);
    expect((await fetchFile(opened.body.cloud.children[0]!.url!)).status).toBe(200);
    // The link's grant opens its own cloud only.
    const elsewhere = opened.body.cloud.octree!.url!.replace(`/clouds/${cloudId}/`, `/clouds/${privateId}/`);
    expect((await fetchFile(elsewhere)).status).toBe(403);
    expect((await open('AAAAAAAAAAAA')).status).toBe(404);
    expect((await open('not a code!')).status).toBe(400);
  });

  it('lists links to their creator only', async () => {
    const mine = await app.call<ShareLink[]>(shareLinkRoutes.listMyShareLinks, { token: editor });
    expect(mine.body.map((l) => l.id)).toEqual([link.id]);
    for (const token of [member, outsider]) {
      const theirs = await app.call<ShareLink[]>(shareLinkRoutes.listMyShareLinks, { token });
      expect(theirs.body).toEqual([]);
    }
    expect((await app.call(shareLinkRoutes.listMyShareLinks, { token: restricted })).status).toBe(403);
  });

  it('stops a revoked link at once, its octree URLs included', async () => {
    const opened = await open(link.code);
    const url = opened.body.cloud.octree!.url!;
    const params = { id: link.id };
    expect((await app.call(shareLinkRoutes.revokeShareLink, { token: outsider, params })).status).toBe(404);
    expect((await app.call(shareLinkRoutes.revokeShareLink, { token: member, params })).status).toBe(404);
    expect((await app.call(shareLinkRoutes.revokeShareLink, { token: restricted, params })).status).toBe(403);
    expect((await open(link.code)).status).toBe(200);
    expect((await app.call(shareLinkRoutes.revokeShareLink, { token: editor, params })).status).toBe(200);
    expect((await open(link.code)).status).toBe(404);
    expect((await fetchFile(url)).status).toBe(403);
    const mine = await app.call<ShareLink[]>(shareLinkRoutes.listMyShareLinks, { token: editor });
    expect(mine.body[0]).toMatchObject({ id: link.id, active: false });
    expect(mine.body[0]!.revoked_at).not.toBeNull();
  });

  it('carries the section the view was cut by, and refuses a section that cannot be', async () => {
    const clip = {
      box: { inside: false, x: [0.25, 0.75], y: [0, 1], z: [0, 0.5], rotation: 15 },
      planes: [{ azimuth: 90, tilt: 0, offset: -0.2, flipped: true, enabled: true }],
    };
    const created = await share(editor, { kind: 'cloud', item: cloudId, view: { ...view, clip } });
    expect(created.status).toBe(201);
    expect((await open(created.body.code)).body.view).toEqual({ ...view, clip });
    for (const bad of [
      { ...clip, box: { ...clip.box, x: [0.75, 0.25] } },
      { ...clip, box: { ...clip.box, z: [0, 2] } },
      { box: null, planes: Array(7).fill(clip.planes[0]) },
      { box: null, planes: [{ ...clip.planes[0], tilt: 120 }] },
    ]) {
      const refused = await share(editor, { kind: 'cloud', item: cloudId, view: { ...view, clip: bad } });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('stops an expired link', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const created = await share(editor, { kind: 'cloud', item: cloudId, expires_at: tomorrow });
    expect(created.body.expires_at).toBe(tomorrow);
    const opened = await open(created.body.code);
    expect(opened.body.expires_at).toBe(tomorrow);
    await app.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, created.body.id));
    expect((await open(created.body.code)).status).toBe(404);
    expect((await fetchFile(opened.body.cloud.octree!.url!)).status).toBe(403);
  });

  it('keeps the PIN lock for visitors of a link', async () => {
    const code = (await share(editor, { kind: 'cloud', item: cloudId })).body.code;
    const pin = { params: { id: cloudId }, body: { pin: '4821' } };
    expect((await app.call(cloudRoutes.setCloudPin, { token: editor, ...pin })).status).toBe(200);
    const locked = await open(code);
    expect(locked.body.cloud).toMatchObject({ locked: true, unlock: null, octree: { url: null } });
    expect(locked.body.cloud.children.every((c) => c.url === null)).toBe(true);

    const wrong = await app.call<{ message: string }>(shareLinkRoutes.unlockShareLink, {
      params: { code },
      body: { pin: '0000' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(cloudMessages.pinInvalid);
    const right = await app.call<CloudShare>(shareLinkRoutes.unlockShareLink, {
      params: { code },
      body: { pin: '4821' },
    });
    expect(right.status).toBe(200);
    expect(right.body.cloud.locked).toBe(false);
    expect((await fetchFile(right.body.cloud.octree!.url!)).status).toBe(200);
    const again = await open(code, { unlock: right.body.cloud.unlock! });
    expect(again.body.cloud.locked).toBe(false);
    // A member's own unlock token is no key to a link, nor a link's to the public page.
    const mine = await app.call<CloudViewer>(cloudRoutes.unlockCloud, { token: member, ...pin });
    expect((await open(code, { unlock: mine.body.unlock! })).body.cloud.locked).toBe(true);
    expect(
      (
        await app.call(cloudRoutes.setCloudPin, {
          token: editor,
          params: { id: cloudId },
          body: { pin: null },
        })
      ).status,
    ).toBe(200);
  });

  it('opens a cloud at /pc_viewer only while its managers share it publicly, and never a private one', async () => {
    const publicCloud = (id: number, query?: Record<string, string>) =>
      app.call<CloudViewer>(cloudRoutes.publicCloud, { params: { id }, ...(query && { query }) });
    expect((await publicCloud(cloudId)).status).toBe(404);
    expect((await publicCloud(privateId)).status).toBe(404);
    const publish = (token: string, value: boolean) =>
      app.call<ContentItem>(contentRoutes.clouds.update, {
        token,
        params: { id: cloudId },
        body: { data: { properties: { public: value } } },
      });
    expect((await publish(member, true)).status).toBe(403);
    expect((await publish(outsider, true)).status).toBe(404);
    expect((await publish(editor, true)).status).toBe(200);
    const opened = await publicCloud(cloudId);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id: cloudId, locked: false, may_manage: false });
    const url = opened.body.octree!.url!;
    expect((await fetchFile(url)).status).toBe(200);
    expect((await publicCloud(privateId)).status).toBe(404);

    // The PIN holds here too.
    await app.call(cloudRoutes.setCloudPin, {
      token: editor,
      params: { id: cloudId },
      body: { pin: '7310' },
    });
    const locked = await publicCloud(cloudId);
    expect(locked.body).toMatchObject({ locked: true, octree: { url: null } });
    const wrong = await app.call(cloudRoutes.unlockPublicCloud, {
      params: { id: cloudId },
      body: { pin: '1111' },
    });
    expect(wrong.status).toBe(403);
    const right = await app.call<CloudViewer>(cloudRoutes.unlockPublicCloud, {
      params: { id: cloudId },
      body: { pin: '7310' },
    });
    expect(right.body.locked).toBe(false);
    const unlockedUrl = right.body.octree!.url!;
    expect((await fetchFile(unlockedUrl)).status).toBe(200);
    expect((await publicCloud(cloudId, { unlock: right.body.unlock! })).body.locked).toBe(false);

    // Unpublished: the page and the URLs it handed out stop.
    expect((await publish(editor, false)).status).toBe(200);
    expect((await publicCloud(cloudId)).status).toBe(404);
    expect((await fetchFile(unlockedUrl)).status).toBe(403);
    await app.call(cloudRoutes.setCloudPin, { token: editor, params: { id: cloudId }, body: { pin: null } });
  });

  it('stops a link once its creator may no longer manage the cloud, or the cloud is gone', async () => {
    const code = (await share(editor, { kind: 'cloud', item: cloudId })).body.code;
    expect((await open(code)).status).toBe(200);
    await app.db
      .update(companies)
      .set({ admins: sql`array_remove(${companies.admins}, ${tenants.companyAdmin.email})` })
      .where(eq(companies.id, tenants.company.id));
    expect((await open(code)).status).toBe(404);
    await app.db
      .update(companies)
      .set({ admins: sql`array_append(${companies.admins}, ${tenants.companyAdmin.email})` })
      .where(eq(companies.id, tenants.company.id));
    expect((await open(code)).status).toBe(200);
    expect(
      (await app.call(contentRoutes.clouds.remove, { token: editor, params: { id: cloudId } })).status,
    ).toBe(200);
    expect((await open(code)).status).toBe(404);
  });
});
