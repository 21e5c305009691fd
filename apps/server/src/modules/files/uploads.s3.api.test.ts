import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildCompany, buildUser } from '../../../test/support/factories.ts';
import { type LocalS3, startLocalS3 } from '../../../test/support/s3.ts';
import { S3Storage } from '../../platform/storage/s3.storage.ts';
import { files } from './files.schema.ts';

const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

describe('uploads and downloads with S3 storage', () => {
  let s3: LocalS3;
  const env: Record<string, string> = {};
  // Registered before the app's own beforeAll, so the app starts with the S3 variables set.
  beforeAll(async () => {
    s3 = await startLocalS3();
    Object.assign(env, s3.env);
  });
  const app = useTestApp(env);
  afterAll(async () => {
    await s3?.stop();
  });

  it('puts a finished upload into the bucket and serves byte ranges from it', async () => {
    const company = await buildCompany(app.db);
    const user = await buildUser(app.db, { companyId: company.id });
    const token = await signInFresh(app, user.email);
    const body = Buffer.from('{"type":"FeatureCollection","features":[]}');
    const headers = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
    const created = await fetch(new URL('/api/uploads', app.url), {
      method: 'POST',
      headers: {
        ...headers,
        'upload-length': String(body.length),
        'upload-metadata': metadata({ filename: 'roads.geojson', purpose: 'geojson' }),
      },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location')!, app.url);
    let offset = 0;
    for (const size of [10, 10, body.length - 20]) {
      const patch = await fetch(location, {
        method: 'PATCH',
        headers: {
          ...headers,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(offset),
        },
        body: new Uint8Array(body.subarray(offset, offset + size)),
      });
      expect(patch.status).toBe(204);
      offset += size;
      if (offset === body.length) {
        const fileId = Number(patch.headers.get('upload-info'));
        const [row] = await app.db.select().from(files).where(eq(files.id, fileId));
        expect(row).toMatchObject({ type: 'application/geo+json', companyId: company.id, ownerId: user.id });
        const bucket = new S3Storage({ ...app.config.s3!, endpoint: s3.endpoint });
        expect(await bucket.stat(row!.storageKey)).toEqual({ size: body.length });
        const range = await app.api<string>('GET', `/files/${fileId}`, {
          token,
          headers: { range: 'bytes=8-27' },
        });
        expect(range.status).toBe(206);
        expect(range.body).toBe('"FeatureCollection",');
      }
    }
  });
});
