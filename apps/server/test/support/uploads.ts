import type { UploadPurpose } from '@spatium/contracts';
import sharp from 'sharp';
import type { TestApp } from './app.ts';

const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** Uploads a file through tus (/api/uploads) in one PATCH, as the web app does; answers the file id. */
export async function uploadFile(
  app: Pick<TestApp, 'url'>,
  token: string,
  name: string,
  bytes: Buffer,
  purpose: UploadPurpose = 'attachment',
): Promise<number> {
  const headers = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
  const created = await fetch(new URL('/api/uploads', app.url), {
    method: 'POST',
    headers: {
      ...headers,
      'upload-length': String(bytes.length),
      'upload-metadata': metadata({ filename: name, purpose }),
    },
  });
  if (created.status !== 201) throw new Error(`upload refused: ${created.status} ${await created.text()}`);
  const patched = await fetch(new URL(created.headers.get('location')!, app.url), {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
    body: new Uint8Array(bytes),
  });
  if (patched.status !== 204) throw new Error(`upload failed: ${patched.status} ${await patched.text()}`);
  return Number(patched.headers.get('upload-info'));
}

/** A small PNG photo. */
export const samplePng = (width = 320, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6f8f' } })
    .png()
    .toBuffer();

/** Fetches a path of the API (or a full /api/... path) with an optional token; answers status, type and bytes. */
export async function fetchBytes(app: TestApp, path: string, token?: string) {
  const url = new URL(path.startsWith('/api/') ? path : `/api${path}`, app.url);
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
