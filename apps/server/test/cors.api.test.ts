import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';

describe('cross-origin requests', () => {
  const app = useTestApp({
    PUBLIC_URL: 'https://spatium.example.test',
    CORS_ORIGINS: 'https://partner.example.test, http://localhost:5173',
  });

  async function preflight(origin: string) {
    return fetch(new URL('/api/customauth', app.url), {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
  }

  it.each(['https://spatium.example.test', 'https://partner.example.test', 'http://localhost:5173'])(
    'lets pages of %s call the API',
    async (origin) => {
      const response = await preflight(origin);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      const get = await fetch(new URL('/api/health', app.url), { headers: { origin } });
      expect(get.headers.get('access-control-allow-origin')).toBe(origin);
    },
  );

  it.each(['https://evil.example.test', 'https://spatium.example.test.evil.test', 'null'])(
    'gives pages of %s no permission to read answers',
    async (origin) => {
      const response = await preflight(origin);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      const get = await fetch(new URL('/api/health', app.url), { headers: { origin } });
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
    },
  );
});
