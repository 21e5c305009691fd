import { randomUUID } from 'node:crypto';
import { type ContentItem, catalogueRoutes, contentRoutes, type ProjectPage } from '@spatium/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { buildTiledPanorama } from '../../../test/support/panoramas.ts';
import { createStorage } from '../../platform/storage/create-storage.ts';
import { contentFiles, files } from './files.schema.ts';
import { withPreviews } from './files.thumbnails.ts';

describe('content thumbnails', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  const tokens = { editor: '', member: '', outsider: '' };
  let panoramaId: number;
  let tourId: number;
  let groupId: number;
  let floorplanId: number;
  let bimId: number;

  /** A PNG floor plan as a finished upload leaves it, owned by `ownerId`. */
  async function uploadPlan(ownerId: number): Promise<number> {
    const image = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: { r: 40, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const storageKey = `uploads/test-${randomUUID()}`;
    await createStorage(app.config).put(storageKey, image);
    const [row] = await app.db
      .insert(files)
      .values({
        ownerId,
        name: 'plan.png',
        size: image.length,
        type: 'image/png',
        purpose: 'floorplan',
        storageKey,
      })
      .returning({ id: files.id });
    return row!.id;
  }

  beforeAll(async () => {
    tenants = await buildTenants(app);
    world = await buildCatalogue(app.db, tenants, [tenants.member.id]);
    tokens.editor = await signInFresh(app, tenants.companyAdmin.email);
    tokens.member = await signInFresh(app, tenants.member.email);
    tokens.outsider = await signInFresh(app, tenants.outsider.email);
    const where = { companyId: tenants.company.id, oldsubprojectId: world.subproject.id };
    panoramaId = (await buildTiledPanorama(app, where)).id;
    tourId = (
      await buildContent(app.db, 'tours', {
        ...where,
        title: 'Block A walk',
        properties: {
          scenes: [{ id: 's1', title: 'Entrance', panorama: panoramaId, links: [], hotspots: [] }],
        },
      })
    ).id;
    groupId = (await buildContent(app.db, 'grouptours', { ...where, properties: { tours: [tourId] } })).id;
    const plan = await app.call<ContentItem>(contentRoutes.floorplans.create, {
      token: tokens.editor,
      body: {
        title: 'Level 2',
        subproject: world.subproject.id,
        files: [await uploadPlan(tenants.companyAdmin.id)],
      },
    });
    expect(plan.status).toBe(201);
    floorplanId = plan.body.id;
    bimId = (await buildContent(app.db, 'bims', where)).id;
  });

  async function projectItems(token: string) {
    const page = await app.call<z.infer<typeof ProjectPage>>(catalogueRoutes.getProjectPage, {
      token,
      params: { id: world.project.id },
    });
    expect(page.status).toBe(200);
    return new Map(
      page.body.subprojects.flatMap((s) => s.content).map((item) => [`${item.kind}:${item.id}`, item]),
    );
  }

  it('gives a tour its first panorama’s thumbnail, loadable without a token', async () => {
    const items = await projectItems(tokens.member);
    const tour = items.get(`tours:${tourId}`)!;
    const panorama = items.get(`panoramas:${panoramaId}`)!;
    expect(tour.thumbnail).toMatch(/^\/api\/files\/\d+\/thumbnail\/[^/]+$/);
    // The same file as the panorama's own, signed for the same caller.
    expect(tour.thumbnail).toBe(panorama.thumbnail);
    expect(items.get(`grouptours:${groupId}`)!.thumbnail).toBe(panorama.thumbnail);
    const image = await fetch(new URL(tour.thumbnail!, app.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toMatch(/^private, max-age=\d+, immutable$/);
  });

  it('makes a small WebP preview of an item’s uploaded image', async () => {
    const list = await app.call<ContentItem[]>(contentRoutes.floorplans.list, {
      token: tokens.member,
      query: { subproject: world.subproject.id },
    });
    const plan = list.body.find((item) => item.id === floorplanId)!;
    expect(plan.thumbnail).not.toBeNull();
    const image = await fetch(new URL(plan.thumbnail!, app.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 400 });
    // Made once, then served from storage: the same bytes again.
    const again = await fetch(new URL(plan.thumbnail!, app.url));
    expect(again.status).toBe(200);
    expect(Number(again.headers.get('content-length'))).toBe(meta.size);
  });

  it('leaves items without an image at null, for the web to show their kind’s icon', async () => {
    const items = await projectItems(tokens.editor);
    expect(items.get(`bims:${bimId}`)!.thumbnail).toBeNull();
  });

  it('answers 404 to a forged grant and to a grant used for another file', async () => {
    const items = await projectItems(tokens.member);
    const tourUrl = items.get(`tours:${tourId}`)!.thumbnail!;
    const planUrl = items.get(`floorplans:${floorplanId}`)!.thumbnail!;
    const [, planFile] = /files\/(\d+)\//.exec(planUrl)!;
    const swapped = tourUrl.replace(/files\/\d+\//, `files/${planFile}/`);
    expect((await fetch(new URL(swapped, app.url))).status).toBe(404);
    const forged = tourUrl.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await fetch(new URL(forged, app.url))).status).toBe(404);
  });

  it('deletes the preview it made with the item’s file', async () => {
    const [planFile] = await app.db
      .select({ storageKey: files.storageKey })
      .from(contentFiles)
      .innerJoin(files, eq(files.id, contentFiles.fileId))
      .where(and(eq(contentFiles.kind, 'floorplans'), eq(contentFiles.itemId, floorplanId)));
    const [, previewKey] = withPreviews([planFile!.storageKey]);
    const storage = createStorage(app.config);
    expect(await storage.stat(previewKey!)).toBeDefined();
    const removed = await app.call(contentRoutes.floorplans.remove, {
      token: tokens.editor,
      params: { id: floorplanId },
    });
    expect(removed.status).toBe(200);
    expect(await storage.stat(previewKey!)).toBeUndefined();
  });
});
