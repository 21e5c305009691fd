import { request as httpRequest } from 'node:http';
import { catalogueRoutes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { contentTables } from '../content/content.tables.ts';
import { oldprojects, oldsubprojects, subprojectAccess } from '../projects/projects.schema.ts';
import { contentFiles, files } from './files.schema.ts';

const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

function tus(
  app: TestApp,
  method: string,
  path: string,
  token: string | undefined,
  headers: Record<string, string> = {},
  body?: Buffer,
) {
  return fetch(new URL(path, app.url), {
    method,
    headers: {
      'tus-resumable': '1.0.0',
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body && { 'content-type': 'application/offset+octet-stream' }),
      ...headers,
    },
    ...(body && { body: new Uint8Array(body) }),
  });
}

async function create(app: TestApp, token: string, size: number, meta: Record<string, string>) {
  return tus(app, 'POST', '/api/uploads', token, {
    'upload-length': String(size),
    'upload-metadata': metadata(meta),
  });
}

/** Sends `part` of a PATCH body, then cuts the connection: a dropped upload. */
function patchAndDrop(
  app: TestApp,
  location: string,
  token: string,
  offset: number,
  part: Buffer,
  announced: number,
) {
  return new Promise<void>((resolve) => {
    const url = new URL(location, app.url);
    const req = httpRequest(url, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${token}`,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        'content-length': String(announced),
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(part, () => setTimeout(() => req.destroy(), 200));
  });
}

const png = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64, 1),
]);
function lasBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size, 7);
  bytes.write('LASF', 0, 'latin1');
  bytes[104] = 1;
  return bytes;
}

describe('uploads (tus) and downloads', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let tokens: Record<'admin' | 'companyAdmin' | 'member' | 'restricted' | 'outsider', string>;
  beforeAll(async () => {
    tenants = await buildTenants(app);
    tokens = {
      admin: await signInFresh(app, tenants.admin.email),
      companyAdmin: await signInFresh(app, tenants.companyAdmin.email),
      member: await signInFresh(app, tenants.member.email),
      restricted: await signInFresh(app, tenants.restricted.email),
      outsider: await signInFresh(app, tenants.outsider.email),
    };
  });

  it('refuses an upload without a token (401)', async () => {
    const response = await create(app, '', 10, { filename: 'a.las', purpose: 'cloud' });
    expect(response.status).toBe(401);
  });

  it('uploads in chunks, resumes after a dropped connection and returns the file id', async () => {
    const bytes = lasBytes(3 * 1024 * 1024 + 123);
    const created = await create(app, tokens.member, bytes.length, {
      filename: '../scan 1.las',
      purpose: 'cloud',
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);

    const first = await tus(
      app,
      'PATCH',
      location,
      tokens.member,
      { 'upload-offset': '0' },
      bytes.subarray(0, 1024 * 1024),
    );
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(1024 * 1024));

    // The second chunk is cut off half-way; HEAD says how much arrived.
    await patchAndDrop(
      app,
      location,
      tokens.member,
      1024 * 1024,
      bytes.subarray(1024 * 1024, 1536 * 1024),
      1024 * 1024,
    );
    let offset = 0;
    for (let attempt = 0; attempt < 50; attempt++) {
      const head = await tus(app, 'HEAD', location, tokens.member);
      expect(head.status).toBe(200);
      offset = Number(head.headers.get('upload-offset'));
      if (offset > 1024 * 1024) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(offset).toBeGreaterThan(1024 * 1024);
    expect(offset).toBeLessThanOrEqual(1536 * 1024);

    // Someone else cannot continue, inspect or cancel it.
    expect((await tus(app, 'HEAD', location, tokens.outsider)).status).toBe(404);
    expect(
      (
        await tus(
          app,
          'PATCH',
          location,
          tokens.companyAdmin,
          { 'upload-offset': String(offset) },
          Buffer.from('x'),
        )
      ).status,
    ).toBe(404);

    const last = await tus(
      app,
      'PATCH',
      location,
      tokens.member,
      { 'upload-offset': String(offset) },
      bytes.subarray(offset),
    );
    expect(last.status).toBe(204);
    const fileId = Number(last.headers.get('upload-info'));
    expect(fileId).toBeGreaterThan(0);

    const uploadId = location.split('/').pop()!;
    const byUpload = await app.call(catalogueRoutes.getUpload, {
      token: tokens.member,
      params: { id: uploadId },
    });
    expect(byUpload.status).toBe(200);
    expect(byUpload.body).toMatchObject({
      id: fileId,
      name: 'scan 1.las',
      size: bytes.length,
      type: 'application/vnd.las',
      purpose: 'cloud',
    });
    const byId = await app.call(catalogueRoutes.getUpload, { token: tokens.member, params: { id: fileId } });
    expect(byId.body).toMatchObject({ id: fileId, url: `/api/files/${fileId}` });
    expect(
      (await app.call(catalogueRoutes.getUpload, { token: tokens.outsider, params: { id: fileId } })).status,
    ).toBe(404);

    // A finished upload still answers its owner's HEAD, with the file id.
    const head = await tus(app, 'HEAD', location, tokens.member);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(bytes.length));
    expect(head.headers.get('upload-info')).toBe(String(fileId));

    const download = await app.api<string>('GET', `/files/${fileId}`, { token: tokens.member });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(bytes.length));
  });

  it('refuses a file whose content does not match its purpose (a .las name with PNG bytes)', async () => {
    const created = await create(app, tokens.member, png.length, { filename: 'scan.las', purpose: 'cloud' });
    const location = created.headers.get('location')!;
    const patch = await tus(app, 'PATCH', location, tokens.member, { 'upload-offset': '0' }, png);
    expect(patch.status).toBe(415);
    expect(JSON.parse(await patch.text())).toMatchObject({
      code: 'uploads.type',
      message: expect.stringContaining('image/png'),
    });
    expect((await tus(app, 'HEAD', location, tokens.member)).status).toBe(404);
    const [row] = await app.db
      .select()
      .from(files)
      .where(eq(files.uploadId, location.split('/').pop()!));
    expect(row).toBeUndefined();
  });

  it('refuses an upload over the size limit of its purpose at creation (413)', async () => {
    const response = await create(app, tokens.member, 21 * 1024 * 1024, {
      filename: 'big.png',
      purpose: 'thumbnail',
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(await response.text())).toMatchObject({
      code: 'uploads.too_large',
      message: expect.stringContaining('at most 20 MB'),
    });
  });

  it('refuses an unknown purpose (400)', async () => {
    const response = await create(app, tokens.member, 10, { filename: 'a.txt', purpose: 'nonsense' });
    expect(response.status).toBe(400);
  });

  describe('downloads', () => {
    let fileId: number;
    const content = Buffer.from('0123456789abcdefghij');
    beforeAll(async () => {
      const created = await create(app, tokens.companyAdmin, content.length, {
        filename: 'Notes æøå.txt',
        purpose: 'document',
      });
      const patch = await tus(
        app,
        'PATCH',
        created.headers.get('location')!,
        tokens.companyAdmin,
        { 'upload-offset': '0' },
        content,
      );
      expect(patch.status).toBe(204);
      fileId = Number(patch.headers.get('upload-info'));
      // Attached to a point cloud in a sub-project the member was granted (a tour's own files reach
      // readers only through the viewer's grants).
      const [project] = await app.db
        .insert(oldprojects)
        .values({ companyId: tenants.company.id, title: 'P' })
        .returning();
      const [sub] = await app.db
        .insert(oldsubprojects)
        .values({ companyId: tenants.company.id, oldprojectId: project!.id, title: 'S' })
        .returning();
      await app.db.insert(subprojectAccess).values({ oldsubprojectId: sub!.id, userId: tenants.member.id });
      const [cloud] = await app.db
        .insert(contentTables.clouds)
        .values({ companyId: tenants.company.id, oldsubprojectId: sub!.id, title: 'C' })
        .returning();
      await app.db.update(files).set({ companyId: tenants.company.id }).where(eq(files.id, fileId));
      await app.db.insert(contentFiles).values({ kind: 'clouds', itemId: cloud!.id, fileId });
    });

    it('streams a byte range (206) with Content-Range', async () => {
      const response = await app.api<string>('GET', `/files/${fileId}`, {
        token: tokens.member,
        headers: { range: 'bytes=10-14' },
      });
      expect(response.status).toBe(206);
      expect(response.body).toBe('abcde');
      expect(response.headers.get('content-range')).toBe(`bytes 10-14/${content.length}`);
      expect(response.headers.get('accept-ranges')).toBe('bytes');
    });

    it('serves a suffix range and the whole file with its original name', async () => {
      const suffix = await app.api<string>('GET', `/files/${fileId}`, {
        token: tokens.member,
        headers: { range: 'bytes=-3' },
      });
      expect(suffix.body).toBe('hij');
      const whole = await app.api<string>('GET', `/files/${fileId}`, { token: tokens.member });
      expect(whole.status).toBe(200);
      expect(whole.body).toBe(content.toString());
      expect(whole.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(whole.headers.get('content-disposition')).toContain(
        "filename*=UTF-8''Notes%20%C3%A6%C3%B8%C3%A5.txt",
      );
    });

    it('answers 416 for a range outside the file', async () => {
      const response = await app.api('GET', `/files/${fileId}`, {
        token: tokens.member,
        headers: { range: 'bytes=100-200' },
      });
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${content.length}`);
    });

    it.each([
      ['admin', 200],
      ['companyAdmin', 200],
      ['member', 200],
      ['restricted', 404],
      ['outsider', 404],
    ] as const)('a download by %s answers %i', async (who, status) => {
      const response = await app.api('GET', `/files/${fileId}`, { token: tokens[who] });
      expect(response.status).toBe(status);
    });

    it('gives a short-lived signed link that downloads without a token, ranges included', async () => {
      const link = await app.api<{ url: string; expires_at: string }>('POST', `/files/${fileId}/link`, {
        token: tokens.member,
      });
      expect(link.status).toBe(200);
      expect(new Date(link.body.expires_at).getTime()).toBeGreaterThan(Date.now());
      const whole = await app.api<string>('GET', link.body.url);
      expect(whole.status).toBe(200);
      expect(whole.body).toBe(content.toString());
      const part = await app.api<string>('GET', link.body.url, { headers: { range: 'bytes=10-14' } });
      expect(part.status).toBe(206);
      expect(part.body).toBe('abcde');
    });

    // A different first character, whatever the signature starts with.
    const flipFirst = (signature: string) => `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;

    it('refuses a tampered, expired or unsigned link, and a link for someone without access', async () => {
      const { body } = await app.api<{ url: string }>('POST', `/files/${fileId}/link`, {
        token: tokens.member,
      });
      const url = new URL(body.url, 'http://x');
      const tampered = `${url.pathname}?u=${url.searchParams.get('u')}&e=${url.searchParams.get('e')}&s=${flipFirst(url.searchParams.get('s')!)}`;
      expect((await app.api('GET', tampered)).status).toBe(404);
      const longer = `${url.pathname}?u=${url.searchParams.get('u')}&e=${Number(url.searchParams.get('e')) + 999}&s=${url.searchParams.get('s')}`;
      expect((await app.api('GET', longer)).status).toBe(404);
      const expired = `${url.pathname}?u=${url.searchParams.get('u')}&e=1000&s=${url.searchParams.get('s')}`;
      expect((await app.api('GET', expired)).status).toBe(404);
      expect((await app.api('GET', url.pathname)).status).toBe(404);
      expect((await app.api('POST', `/files/${fileId}/link`, { token: tokens.outsider })).status).toBe(404);
      expect((await app.api('POST', `/files/${fileId}/link`, { token: tokens.restricted })).status).toBe(404);
    });

    it('answers 404 for a file that does not exist', async () => {
      expect((await app.api('GET', '/files/999999', { token: tokens.admin })).status).toBe(404);
    });
  });
});
