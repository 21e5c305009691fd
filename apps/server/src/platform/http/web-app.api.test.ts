import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { routes } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';

// A built web app of our own, so these tests do not depend on `npm run build`.
const webDist = mkdtempSync(path.join(tmpdir(), 'spatium-web-'));
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/app-1234.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
const bundle = `console.log(${JSON.stringify('spatium '.repeat(500))});`;
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), indexHtml);
writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), bundle);
writeFileSync(path.join(webDist, 'assets', 'app-1234.js.br'), brotliCompressSync(bundle));
writeFileSync(path.join(webDist, 'assets', 'app-1234.js.gz'), gzipSync(bundle));

const app = useTestApp({ WEB_DIST: webDist, ANALYTICS_URL: 'https://stats.example.test/base' });

/** fetch decodes bodies itself; this asks for exact encodings and gets the bytes as sent. */
function rawGet(
  urlPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(urlPath, app.url), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the web app', () => {
  it.each(['/', '/login', '/dashboard', '/publictours/12', '/login/'])(
    'answers %s with the page',
    async (page) => {
      const response = await rawGet(page);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body.toString()).toBe(indexHtml);
    },
  );

  it('answers HEAD / like GET /, without a body', async () => {
    const response = await rawGet('/', {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body.length).toBe(0);
  });

  it('keeps a JSON 404 for a missing file and an unknown API path', async () => {
    for (const missing of ['/assets/nothing.js', '/api/nothing']) {
      const response = await rawGet(missing);
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body.toString()).code).toBe('no_route');
    }
  });
});

describe('compression', () => {
  it('serves the brotli or gzip copy made at build time, and the file itself to a browser that takes neither', async () => {
    const brotli = await rawGet('/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(bundle);

    const gzip = await rawGet('/assets/app-1234.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(bundle);

    const plain = await rawGet('/assets/app-1234.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bundle);
  });

  it('compresses API JSON of 1 KB or more, and leaves smaller answers alone', async () => {
    const big = await rawGet('/api/i18n/locales', { 'accept-encoding': 'br, gzip' });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.body).toString()).length).toBeGreaterThan(10);

    const gzip = await rawGet('/api/i18n/locales', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const small = await rawGet('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('Content-Security-Policy', () => {
  const directivesOf = (header: string | string[] | undefined) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  it.each(['/', '/login', '/dashboard', '/api/health', '/assets/app-1234.js'])(
    'is strict on %s, which no other site may frame',
    async (urlPath) => {
      const response = await rawGet(urlPath, { host: 'app.spatium.test:3000' });
      const csp = directivesOf(response.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
      expect(csp['connect-src']).toEqual([
        "'self'",
        'ws://app.spatium.test:3000',
        'http://*.spatium.test:3000',
        'ws://*.spatium.test:3000',
        'https://stats.example.test',
      ]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it.each(['/publictours/12', '/api/publictours/12'])(
    'lets any site frame the public tour at %s',
    async (urlPath) => {
      const response = await rawGet(urlPath);
      const csp = directivesOf(response.headers['content-security-policy']);
      expect(csp['frame-ancestors']).toEqual(['*']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(response.headers['x-frame-options']).toBeUndefined();
    },
  );

  it('puts no Host header into the policy that is not a plain host name', async () => {
    const response = await rawGet('/login', { host: "evil.test; script-src 'unsafe-inline'" });
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'https://stats.example.test']);
  });
});

describe('request bodies over the limit', () => {
  it('answers a 1 MB analytics heartbeat with a JSON 413 instead of dropping the connection', async () => {
    const response = await app.call<{ statusCode: number; message: string }>(routes.analyticsHeartbeat, {
      body: { path: `/${'x'.repeat(1024 * 1024)}`, session: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ statusCode: 413, message: 'The request is too large.' });
  });

  it('refuses an analytics call far larger than a page view could be, before reading it', async () => {
    const response = await app.call(routes.analyticsPageView, {
      body: { path: `/${'x'.repeat(20_000)}`, session: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.status).toBe(413);
  });
});
