import { type MyFile, messages, myFileRoutes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue, buildContent } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { overrides } from '../settings/settings.schema.ts';

type Answer = MyFile & { message: string; code?: string };

/** A PNG as a WebGL canvas gives it. */
const png = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 27, g: 30, b: 36 } } })
    .png()
    .toBuffer();

function form(fields: Record<string, string | number>, image?: Buffer) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
  if (image) body.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'view.png');
  return body;
}

describe('snapshots of 3D views', () => {
  const app = useTestApp();
  let member: string;
  let restricted: string;
  let outsider: string;
  let items: Record<'clouds' | 'bims' | 'threeds', number>;
  let hiddenCloudId: number;
  let image: Buffer;

  const save = (token: string, fields: Record<string, string | number>, bytes?: Buffer) =>
    app.call<Answer>(myFileRoutes.saveSceneSnapshot, { token, rawBody: form(fields, bytes) });

  beforeAll(async () => {
    const tenants = await buildTenants(app);
    const world = await buildCatalogue(app.db, tenants, [tenants.member.id]);
    const inSubproject = { companyId: tenants.company.id, oldsubprojectId: world.subproject.id };
    items = {
      clouds: (await buildContent(app.db, 'clouds', { ...inSubproject, title: 'Storgata scan' })).id,
      bims: (await buildContent(app.db, 'bims', { ...inSubproject, title: 'Block A architecture' })).id,
      threeds: (await buildContent(app.db, 'threeds', { ...inSubproject, title: 'Pump' })).id,
    };
    hiddenCloudId = (
      await buildContent(app.db, 'clouds', {
        companyId: tenants.company.id,
        oldsubprojectId: world.hiddenSubproject.id,
      })
    ).id;
    member = await signInFresh(app, tenants.member.email);
    restricted = await signInFresh(app, tenants.restricted.email);
    outsider = await signInFresh(app, tenants.outsider.email);
    image = await png();
  });

  it('saves a snapshot of each kind of 3D view into My Snapshots, named for the item', async () => {
    for (const [content, item] of Object.entries(items)) {
      const saved = await save(member, { content, item }, image);
      expect(saved.status, content).toBe(201);
      expect(saved.body).toMatchObject({ folder: 2, type: 'snapshot', mime: 'image/png', view: null });
      expect(saved.body.thumbnail_url).not.toBeNull();
    }
    const mine = await app.call<MyFile[]>(myFileRoutes.getMyFiles, { token: member, query: { folder: 2 } });
    expect(mine.body.map((f) => f.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Storgata scan – .* UTC\.png$/)]),
    );
  });

  it('answers 404 for an item out of sight, 403 for the restricted role, and 400 for a bad form', async () => {
    expect((await save(member, { content: 'clouds', item: hiddenCloudId }, image)).status).toBe(404);
    expect((await save(outsider, { content: 'clouds', item: items.clouds }, image)).status).toBe(404);
    expect((await save(restricted, { content: 'clouds', item: items.clouds }, image)).status).toBe(403);
    const badKind = await save(member, { content: 'tours', item: items.clouds }, image);
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toMatch(/^content:/);
    const noImage = await save(member, { content: 'clouds', item: items.clouds });
    expect(noImage.status).toBe(400);
    expect(noImage.body.message).toMatch(/image is missing/);
  });

  it('refuses with 403 while the domain’s disable_snapshots is on', async () => {
    const domain = new URL(app.url).hostname;
    await app.db.insert(overrides).values({ domain, disableSnapshots: true });
    try {
      const refused = await save(member, { content: 'bims', item: items.bims }, image);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: messages.snapshotsDisabled, code: 'snapshots.disabled' });
    } finally {
      await app.db.delete(overrides).where(eq(overrides.domain, domain));
    }
  });
});
