import { randomUUID } from 'node:crypto';
import {
  type ContentItem,
  contentRoutes,
  type SharedItem,
  type ShareLink,
  shareLinkRoutes,
  type ThreedViewer,
  threedRoutes,
} from '@spatium/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { fragmentsKey } from '../bims/bims.service.ts';
import { companies } from '../companies/companies.schema.ts';
import { balconyParts, sampleGlb } from '../demo/demo.models.ts';
import { files } from '../files/files.schema.ts';

type Shared<K extends SharedItem['kind']> = Extract<SharedItem, { kind: K }>;

/** Share links to BIM and 3D models, and public 3D models at /3dviewer/{id}. */
describe('share links to BIM and 3D models', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  let editor: string;
  let member: string;
  let restricted: string;
  let outsider: string;
  let bimId: number;
  let siblingId: number;
  let threedId: number;

  // Each body is read, so no streamed file holds a connection open when the server stops.
  const fetchFile = async (url: string) => {
    const response = await fetch(new URL(url, app.url));
    await response.arrayBuffer();
    return response;
  };
  const share = (token: string, body: Record<string, unknown>) =>
    app.call<ShareLink>(shareLinkRoutes.createShareLink, { token, body });
  const open = <K extends SharedItem['kind']>(code: string) =>
    app.call<Shared<K>>(shareLinkRoutes.openShareLink, { params: { code } });
  const revoke = (token: string, id: number) =>
    app.call(shareLinkRoutes.revokeShareLink, { token, params: { id } });
  const publicThreed = (id: number) => app.call<ThreedViewer>(threedRoutes.publicThreed, { params: { id } });

  /** A BIM whose fragments are in place, without running the IFC converter (its own tests do that). */
  async function readyBim(title: string) {
    const row = await buildContent(app.db, 'bims', {
      companyId: tenants.company.id,
      oldsubprojectId: world.subproject.id,
      title,
      properties: { status: 'ready', progress: 100, schema: 'IFC4', elements: 11 },
    });
    await createStorage(app.config).put(fragmentsKey(row.id), Buffer.alloc(64, 3));
    return row.id;
  }

  beforeAll(async () => {
    tenants = await buildTenants(app);
    world = await buildCatalogue(app.db, tenants, [tenants.member.id, tenants.restricted.id]);
    editor = await signInFresh(app, tenants.companyAdmin.email);
    member = await signInFresh(app, tenants.member.email);
    restricted = await signInFresh(app, tenants.restricted.email);
    outsider = await signInFresh(app, tenants.outsider.email);
    bimId = await readyBim('Block A – architecture');
    siblingId = await readyBim('Block A – structure');
    const glb = sampleGlb(balconyParts);
    const storageKey = `uploads/test-${randomUUID()}`;
    await createStorage(app.config).put(storageKey, glb);
    const [file] = await app.db
      .insert(files)
      .values({
        ownerId: tenants.companyAdmin.id,
        name: 'balcony.glb',
        size: glb.length,
        type: 'model/gltf-binary',
        purpose: 'threed',
        storageKey,
      })
      .returning({ id: files.id });
    const created = await app.call<ContentItem>(contentRoutes.threeds.create, {
      token: editor,
      body: { title: 'Balcony module', subproject: world.subproject.id, files: [file!.id] },
    });
    expect(created.status).toBe(201);
    threedId = created.body.id;
  });

  it('lets only those who manage a BIM or 3D model make a link to it; other companies see nothing', async () => {
    for (const [kind, item] of [
      ['bim', bimId],
      ['threed', threedId],
    ] as const) {
      expect((await share(restricted, { kind, item })).status).toBe(403);
      expect((await share(member, { kind, item })).status).toBe(403);
      expect((await share(outsider, { kind, item })).status).toBe(404);
    }
    expect((await share(editor, { kind: 'threed', item: 999_999 })).status).toBe(404);
    expect((await app.call(shareLinkRoutes.listMyShareLinks, { token: restricted })).status).toBe(403);
  });

  it('opens a BIM or 3D model at the camera it was shared with', async () => {
    const view = { position: [12.5, -8, 6.25], target: [2, 3.5, 1.2] };
    for (const [kind, item] of [
      ['bim', bimId],
      ['threed', threedId],
    ] as const) {
      const created = await share(editor, { kind, item, view });
      expect(created.status).toBe(201);
      expect(created.body.view).toEqual(view);
      const opened = await open(created.body.code);
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ kind, item, view });
    }
  });

  it('opens a shared BIM without sign-in, with its sub-project’s models, and serves their fragments', async () => {
    const created = await share(editor, { kind: 'bim', item: bimId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'bim', item: bimId, title: 'Block A – architecture' });
    const opened = await open<'bim'>(created.body.code);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ kind: 'bim', item: bimId, bim: { id: bimId, may_manage: false } });
    expect(opened.body.bim.siblings.map((s) => s.id)).toEqual([siblingId]);
    const url = opened.body.bim.model.url!;
    const siblingUrl = opened.body.bim.siblings[0]!.url!;
    expect((await fetchFile(url)).status).toBe(200);
    expect((await fetchFile(siblingUrl)).status).toBe(200);
    // Others do not list nor revoke the link; the outsider's own list is empty.
    const theirs = await app.call<ShareLink[]>(shareLinkRoutes.listMyShareLinks, { token: outsider });
    expect(theirs.body).toEqual([]);
    expect((await revoke(outsider, created.body.id)).status).toBe(404);
    expect((await revoke(member, created.body.id)).status).toBe(404);
    expect((await revoke(restricted, created.body.id)).status).toBe(403);

    expect((await revoke(editor, created.body.id)).status).toBe(200);
    expect((await open(created.body.code)).status).toBe(404);
    expect((await fetchFile(url)).status).toBe(403);
    expect((await fetchFile(siblingUrl)).status).toBe(403);
  });

  it('opens a shared 3D model without sign-in and serves its GLB until the link is revoked', async () => {
    const created = await share(editor, { kind: 'threed', item: threedId });
    expect(created.status).toBe(201);
    const opened = await open<'threed'>(created.body.code);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      kind: 'threed',
      item: threedId,
      threed: { id: threedId, status: 'ready', may_manage: false },
    });
    const url = opened.body.threed.model_url!;
    const glb = await fetchFile(url);
    expect(glb.status).toBe(200);
    expect(glb.headers.get('content-type')).toBe('model/gltf-binary');
    const mine = await app.call<ShareLink[]>(shareLinkRoutes.listMyShareLinks, { token: editor });
    expect(mine.body.map((l) => l.kind)).toContain('threed');

    expect((await revoke(editor, created.body.id)).status).toBe(200);
    expect((await open(created.body.code)).status).toBe(404);
    expect((await fetchFile(url)).status).toBe(404);
  });

  it('opens a 3D model at /3dviewer only while its managers share it publicly, never a private one', async () => {
    const signedIn = await app.call<ThreedViewer>(threedRoutes.threedViewer, {
      token: editor,
      params: { id: threedId },
    });
    expect(signedIn.body.may_manage).toBe(true);
    const memberView = await app.call<ThreedViewer>(threedRoutes.threedViewer, {
      token: member,
      params: { id: threedId },
    });
    expect(memberView.body.may_manage).toBe(false);

    expect((await publicThreed(threedId)).status).toBe(404);
    // A grant for a user, reused without sign-in, is the user's; an anonymous one for a private model is refused.
    const anonymous = signedIn.body.model_url!.replace(/\/model\/[^/]+\//, '/model/forged.grant.value/');
    expect((await fetchFile(anonymous)).status).toBe(404);

    const publish = (token: string, value: boolean) =>
      app.call<ContentItem>(contentRoutes.threeds.update, {
        token,
        params: { id: threedId },
        body: { data: { properties: { public: value } } },
      });
    expect((await publish(member, true)).status).toBe(403);
    expect((await publish(outsider, true)).status).toBe(404);
    expect((await publish(editor, true)).status).toBe(200);
    const opened = await publicThreed(threedId);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id: threedId, status: 'ready', may_manage: false });
    const url = opened.body.model_url!;
    expect((await fetchFile(url)).status).toBe(200);

    // Unpublished: the call and the anonymous URL it handed out stop at once.
    expect((await publish(editor, false)).status).toBe(200);
    expect((await publicThreed(threedId)).status).toBe(404);
    expect((await fetchFile(url)).status).toBe(404);
    expect((await publicThreed(999_999)).status).toBe(404);
  });

  it('stops BIM and 3D links once their creator may no longer manage the item', async () => {
    const bimCode = (await share(editor, { kind: 'bim', item: bimId })).body.code;
    const threedCode = (await share(editor, { kind: 'threed', item: threedId })).body.code;
    const bimUrl = (await open<'bim'>(bimCode)).body.bim.model.url!;
    expect((await open(threedCode)).status).toBe(200);
    await app.db
      .update(companies)
      .set({ admins: sql`array_remove(${companies.admins}, ${tenants.companyAdmin.email})` })
      .where(eq(companies.id, tenants.company.id));
    try {
      expect((await open(bimCode)).status).toBe(404);
      expect((await open(threedCode)).status).toBe(404);
    } finally {
      await app.db
        .update(companies)
        .set({ admins: sql`array_append(${companies.admins}, ${tenants.companyAdmin.email})` })
        .where(eq(companies.id, tenants.company.id));
    }
    expect((await fetchFile(bimUrl)).status).toBe(200);
    expect((await open(bimCode)).status).toBe(200);
    expect((await open(threedCode)).status).toBe(200);
  });
});
