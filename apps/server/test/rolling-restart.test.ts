import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogueRoutes, routes } from '@spatium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/platform/database/db.ts';
import { buildProject, buildSubproject } from './support/catalogue.ts';
import { createTestDatabase } from './support/database.ts';
import { buildCompany, buildUser } from './support/factories.ts';
import { type ServerProcess, spawnServer } from './support/processes.ts';
import { probeRedis } from './support/redis.ts';
import { connectSocket, disconnection, signToken, validate } from './support/sockets.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUnreachable = await probeRedis(redisUrl);
if (redisUnreachable) {
  process.stderr.write(
    `rolling-restart.test.ts is SKIPPED: Redis at ${redisUrl} is unreachable (${redisUnreachable}). Set TEST_REDIS_URL or start Redis.\n`,
  );
}

/**
 * A reverse proxy as small as the test needs, behaving as deploy/Caddyfile's does: requests go round
 * the upstreams, and one an upstream refuses (the connection is refused, or dropped before an answer
 * began) is tried on the next. Whatever an upstream answers, 5xx included, goes back as it is.
 */
function startProxy(upstreams: () => string[]): Promise<{ url: string; server: Server }> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const targets = upstreams();
      const first = next++;
      const attempt = (tried: number) => {
        const target = new URL(incoming.url ?? '/', targets[(first + tried) % targets.length]);
        let began = false;
        const upstream = httpRequest(
          target,
          { method: incoming.method, headers: { ...incoming.headers, connection: 'close' }, agent: false },
          (answer) => {
            began = true;
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        upstream.on('error', (error) => {
          if (began) outgoing.destroy(error);
          else if (tried + 1 < targets.length) attempt(tried + 1);
          else outgoing.writeHead(502).end(`proxy: ${error.message}`);
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

describe.skipIf(redisUnreachable)(
  'a rolling restart of two API instances under load',
  {
    timeout: 240_000,
  },
  () => {
    const jwtSecret = 'rolling-restart-secret-that-is-long-enough-0123456789';
    const dataDir = mkdtempSync(path.join(tmpdir(), 'spatium-rolling-'));
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let handle: DatabaseHandle;
    let env: Record<string, string>;
    const instances: { process: ServerProcess; url: string }[] = [];
    /** Every process started, so none outlives the file even if a start fails. */
    const spawned: ServerProcess[] = [];
    let proxy: { url: string; server: Server };

    const start = async () => {
      const process = spawnServer(env);
      spawned.push(process);
      return { process, url: await process.ready };
    };

    beforeAll(async () => {
      database = await createTestDatabase();
      handle = connectDatabase(database.url, () => {});
      env = {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: `spatium-test-${randomBytes(6).toString('hex')}`,
        JWT_SECRET: jwtSecret,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        // `info`: the ready line the test waits for is an info line.
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
      };
      instances.push(...(await Promise.all([start(), start()])));
      proxy = await startProxy(() => instances.map((instance) => instance.url));
    }, 180_000);

    afterAll(async () => {
      for (const process of spawned) process.child.kill('SIGTERM');
      await Promise.all(spawned.map((process) => process.exited));
      await new Promise((resolve) => proxy?.server.close(resolve));
      await handle?.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('restarts each instance in turn while clients call through the proxy, and no call fails', async () => {
      const company = await buildCompany(handle.db);
      const user = await buildUser(handle.db, { companyId: company.id, roleId: 4 });
      const project = await buildProject(handle.db, { companyId: company.id });
      await buildSubproject(handle.db, { companyId: company.id, oldprojectId: project.id, users: [user.id] });
      const jwt = await signToken(jwtSecret, user);

      // Steady load: a few clients, each calling as soon as its last call answered.
      const failures: string[] = [];
      let answered = 0;
      let loading = true;
      const client = async () => {
        while (loading) {
          const [route, init] =
            answered % 2 === 0
              ? [catalogueRoutes.oldprojectsLight.path, { headers: { authorization: `Bearer ${jwt}` } }]
              : [routes.health.path, {}];
          try {
            const response = await fetch(`${proxy.url}/api${route}`, init);
            const text = await response.text();
            if (response.status !== 200) failures.push(`${route}: ${response.status} ${text}`);
          } catch (error) {
            failures.push(`${route}: ${(error as Error).message}`);
          }
          answered++;
        }
      };
      const clients = Array.from({ length: 4 }, client);

      // A socket on the first instance is told to reconnect (the transport closes; the server does not
      // dismiss it, which a client would take as final).
      const socket = await connectSocket(instances[0]!.url);
      expect(await validate(socket, jwt, user.id)).toEqual({ ok: true });
      socket.io.opts.reconnection = false;
      const socketDropped = disconnection(socket, 60_000);

      for (const index of [0, 1]) {
        const before = answered;
        // Until the replacement is ready, the proxy still lists the old instance: it refuses new
        // connections while it finishes what it has, and the proxy moves to the other one.
        const old = instances[index]!;
        old.process.child.kill('SIGTERM');
        if (index === 0) expect(await socketDropped).toBe('transport close');
        expect(await old.process.exited).toBe(0);
        instances[index] = await start();
        expect(answered).toBeGreaterThan(before);
      }
      const afterRestarts = answered;
      await new Promise((resolve) => setTimeout(resolve, 500));
      loading = false;
      await Promise.all(clients);

      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThan(afterRestarts);
      for (const process of spawned) expect(process.stderr()).toBe('');
    });
  },
);
