import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A local server that answers GET /vegnett/api/v4/posisjon the way NVDB does, by latitude:
 * - 59.9… a street with an address name; 60.3… a country road known only by its reference;
 * - 61.0… nothing within 50 m (NVDB's 404 with an error list); 62.0… an empty list;
 * - 63.0… too slow (longer than any sensible timeout); 64.0… not JSON; 65.0… a 500.
 * `calls` counts requests, so tests can see the cache at work.
 */
export interface FakeNvdb {
  url: string;
  calls: number;
  lastQuery: URLSearchParams | undefined;
}

export function useFakeNvdb(): FakeNvdb {
  const fake: FakeNvdb = { url: '', calls: 0, lastQuery: undefined };
  let server: Server;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://nvdb.test');
      if (url.pathname !== '/vegnett/api/v4/posisjon') {
        response.writeHead(404).end();
        return;
      }
      fake.calls += 1;
      fake.lastQuery = url.searchParams;
      const lat = Number(url.searchParams.get('lat'));
      const json = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (lat >= 59.9 && lat < 60)
        return json(200, [
          {
            vegsystemreferanse: { kortform: 'KV1234 S1D1 m56' },
            adresse: { navn: 'Kongens gate', adressekode: 12345 },
            avstand: 3.2,
          },
        ]);
      if (lat >= 60.3 && lat < 60.4)
        return json(200, [{ vegsystemreferanse: { kortform: 'EV39 S45D1 m1200' }, avstand: 12.5 }]);
      if (lat >= 61 && lat < 61.1)
        return json(404, [{ code: 4012, message: 'Fant ingen vegnettsposisjoner innenfor maks_avstand' }]);
      if (lat >= 62 && lat < 62.1) return json(200, []);
      if (lat >= 63 && lat < 63.1) {
        setTimeout(() => json(200, [{ adresse: { navn: 'Too late gate' } }]), 5000);
        return;
      }
      if (lat >= 64 && lat < 64.1)
        return response.writeHead(200, { 'content-type': 'application/json' }).end('<html>oops');
      return json(500, { message: 'internal' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return fake;
}
