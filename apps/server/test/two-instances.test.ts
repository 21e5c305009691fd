import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminRoutes, catalogueRoutes, limits, type RouteContract, routes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { companies } from '../src/modules/companies/companies.schema.ts';
import { connectDatabase, type DatabaseHandle } from '../src/platform/database/db.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { buildContent, buildProject, buildSubproject } from './support/catalogue.ts';
import { createTestDatabase } from './support/database.ts';
import { buildCompany, buildUser } from './support/factories.ts';
import { probeRedis } from './support/redis.ts';
import {
  connectSocket,
  messageEvent,
  nextEvent,
  recordEvents,
  settle,
  signToken,
  validate,
} from './support/sockets.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUnreachable = await probeRedis(redisUrl);
if (redisUnreachable) {
  process.stderr.write(
    `two-instances.test.ts is SKIPPED: Redis at ${redisUrl} is unreachable (${redisUnreachable}). Set TEST_REDIS_URL or start Redis.\n`,
  );
}

type Call = { id?: number; body?: unknown };

describe.skipIf(redisUnreachable)('two instances on one PostgreSQL and one Redis', () => {
  const jwtSecret = 'two-instances-secret-that-is-long-enough-0123456789';
  // Each run gets its own channels and keys, so runs side by side on one Redis never cross.
  const redisKeyPrefix = `spatium-test-${randomBytes(6).toString('hex')}`;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DatabaseHandle;
  let first: RunningServer;
  let second: RunningServer;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const start = () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'spatium-two-'));
      dataDirs.push(dataDir);
      return startServer(
        loadConfig({
          DATABASE_URL: database.url,
          REDIS_URL: redisUrl,
          REDIS_KEY_PREFIX: redisKeyPrefix,
          JWT_SECRET: jwtSecret,
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'silent',
          SEED_DEMO: 'false',
        }),
      );
    };
    [first, second] = await Promise.all([start(), start()]);
    handle = connectDatabase(database.url, () => {});
  });

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await handle?.close();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('delivers a company event sent on one instance to a member connected to the other, and only to that company', async () => {
    const company = await buildCompany(handle.db);
    const otherCompany = await buildCompany(handle.db);
    const alice = await buildUser(handle.db, { companyId: company.id });
    const bob = await buildUser(handle.db, { companyId: company.id });
    const outsider = await buildUser(handle.db, { companyId: otherCompany.id });

    const onFirst = await connectSocket(first.url);
    const onSecond = await connectSocket(second.url);
    const outsiderOnSecond = await connectSocket(second.url);
    expect(await validate(onFirst, await signToken(jwtSecret, alice), alice.id)).toEqual({ ok: true });
    expect(await validate(onSecond, await signToken(jwtSecret, bob), bob.id)).toEqual({ ok: true });
    expect(await validate(outsiderOnSecond, await signToken(jwtSecret, outsider), outsider.id)).toEqual({
      ok: true,
    });
    const outsiderReceived = recordEvents(outsiderOnSecond, 'newmwessage');

    const message = messageEvent('Concrete pour moved to Friday');
    const atAlice = nextEvent(onFirst, 'newmwessage');
    const atBob = nextEvent(onSecond, 'newmwessage');
    first.realtime!.toCompany(company.id).emit('newmwessage', message);
    expect(await atAlice).toEqual(message);
    expect(await atBob).toEqual(message);

    await settle();
    expect(outsiderReceived).toEqual([]);
  });

  it('ends a session on every instance when the user logs out on one', async () => {
    const company = await buildCompany(handle.db);
    const user = await buildUser(handle.db, { companyId: company.id });
    const jwt = await signToken(jwtSecret, user);
    const onSecond = await connectSocket(second.url);
    await validate(onSecond, jwt, user.id);

    const ended = nextEvent(onSecond, 'sessionended');
    const response = await fetch(`${first.url}/api${routes.logout.path}`, {
      method: routes.logout.method,
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(response.status).toBe(200);
    await ended;
  });

  // Sessions are checked against users each instance keeps in memory; the users table's trigger
  // tells every instance of a change through PostgreSQL NOTIFY.
  describe('a session check on the other instance sees a change at once, though it had the user cached', () => {
    const getme = (server: RunningServer, jwt: string) =>
      fetch(`${server.url}/api${routes.getme.path}`, {
        method: routes.getme.method,
        headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
        body: '{}',
      });
    /** Polls until `done` holds; fails after a second, far longer than a notification takes. */
    const within = async (done: () => Promise<boolean>) => {
      const deadline = Date.now() + 1000;
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error('The other instance still answered as before after 1 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    it('a logout on one instance', async () => {
      const company = await buildCompany(handle.db);
      const user = await buildUser(handle.db, { companyId: company.id });
      const jwt = await signToken(jwtSecret, user);
      expect((await getme(second, jwt)).status).toBe(200);
      expect((await getme(second, jwt)).status).toBe(200);
      const logout = await fetch(`${first.url}/api${routes.logout.path}`, {
        method: routes.logout.method,
        headers: { authorization: `Bearer ${jwt}` },
      });
      expect(logout.status).toBe(200);
      await within(async () => (await getme(second, jwt)).status === 401);
    });

    it('a role change and a deletion made in the database by anyone', async () => {
      const company = await buildCompany(handle.db);
      const user = await buildUser(handle.db, { companyId: company.id, roleId: 4 });
      const jwt = await signToken(jwtSecret, user);
      const projects = () =>
        fetch(`${second.url}/api${catalogueRoutes.oldprojectsLight.path}`, {
          headers: { authorization: `Bearer ${jwt}` },
        });
      // Role 4 reads the catalogue; role 5 (restricted) may not (SPEC §6).
      expect((await projects()).status).toBe(200);
      expect((await projects()).status).toBe(200);
      await handle.pool.query('UPDATE users SET role_id = 5 WHERE id = $1', [user.id]);
      await within(async () => (await projects()).status === 403);
      await handle.pool.query('DELETE FROM users WHERE id = $1', [user.id]);
      await within(async () => (await getme(second, jwt)).status === 401);
    });
  });

  describe('when what a user may see changes, their sockets on every instance follow at once', () => {
    const call = async (server: RunningServer, route: RouteContract, token: string, options: Call = {}) => {
      const url = `${server.url}/api${route.path.replace(':id', String(options.id))}`;
      const response = await fetch(url, {
        method: route.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(options.body !== undefined && { 'content-type': 'application/json' }),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      await response.arrayBuffer();
      return response.status;
    };
    /** A company with an admin (in its admin list) and a member whose socket is on the second instance. */
    const setUp = async () => {
      const company = await buildCompany(handle.db);
      const companyAdmin = await buildUser(handle.db, { companyId: company.id });
      await handle.db
        .update(companies)
        .set({ admins: [companyAdmin.email] })
        .where(eq(companies.id, company.id));
      const member = await buildUser(handle.db, { companyId: company.id });
      const socket = await connectSocket(second.url);
      expect(await validate(socket, await signToken(jwtSecret, member), member.id)).toEqual({ ok: true });
      return { company, companyAdmin, member, socket, adminToken: await signToken(jwtSecret, companyAdmin) };
    };
    const notice = { time: 't', type: 'created', model: 'places', result: { id: 1 } } as const;

    it('takes a user removed from the company out of its rooms, without a reconnect', async () => {
      const { company, member, socket, adminToken } = await setUp();
      const told = nextEvent(socket, 'accesschanged');
      const heard = recordEvents(socket, 'notification');
      expect(await call(first, adminRoutes.deleteUser, adminToken, { id: member.id })).toBe(200);
      first.realtime!.toCompanyReaders(company.id).emit('notification', notice);
      first.realtime!.toCompany(company.id).emit('notification', notice);
      await told;
      await settle();
      expect(heard).toEqual([]);
      expect(socket.connected).toBe(true);
    });

    it('keeps a user demoted to role 5 from the catalogue’s events, but not from the company’s', async () => {
      const { company, member, socket } = await setUp();
      const admin = await buildUser(handle.db, { companyId: company.id, roleId: 3 });
      const told = nextEvent(socket, 'accesschanged');
      const heard = recordEvents(socket, 'notification');
      const demoted = await call(first, adminRoutes.updateUser, await signToken(jwtSecret, admin), {
        id: member.id,
        body: { role: 5 },
      });
      expect(demoted).toBe(200);
      first.realtime!.toCompanyReaders(company.id).emit('notification', { ...notice, model: 'hotspots' });
      first.realtime!.toCompany(company.id).emit('notification', { ...notice, model: 'companies' });
      await told;
      await settle();
      expect(heard.map((n) => (n as { model: string }).model)).toEqual(['companies']);
    });

    it('tells a user removed from a sub-project to refetch, and sends them none of its hotspots', async () => {
      const { company, companyAdmin, member, socket, adminToken } = await setUp();
      const project = await buildProject(handle.db, { companyId: company.id });
      const subproject = await buildSubproject(handle.db, {
        companyId: company.id,
        oldprojectId: project.id,
        users: [member.id],
      });
      const tour = await buildContent(handle.db, 'tours', {
        companyId: company.id,
        oldsubprojectId: subproject.id,
      });
      const told = nextEvent(socket, 'accesschanged');
      const heard = recordEvents(socket, 'notification');
      const removed = await call(first, catalogueRoutes.updateOldsubproject, adminToken, {
        id: subproject.id,
        body: { users_with_access: [] },
      });
      expect(removed).toBe(200);
      await told;
      const adminSocket = await connectSocket(second.url);
      await validate(adminSocket, adminToken, companyAdmin.id);
      const toAdmin = nextEvent(adminSocket, 'notification');
      const created = await call(first, adminRoutes.hotspots.create, adminToken, {
        body: { title: 'Crane on level 3', tour: tour.id },
      });
      expect(created).toBe(201);
      expect(await toAdmin).toMatchObject({ model: 'hotspots', type: 'created' });
      await settle();
      expect(heard).toEqual([]);
      expect(socket.connected).toBe(true);
    });
  });

  it('counts a user’s sockets over both instances, and refuses one more', async () => {
    const user = await buildUser(handle.db, { companyId: (await buildCompany(handle.db)).id });
    const jwt = await signToken(jwtSecret, user);
    const half = limits.realtimeSocketsPerUser / 2;
    const open = await Promise.all(
      Array.from({ length: limits.realtimeSocketsPerUser }, (_, i) =>
        connectSocket((i < half ? first : second).url),
      ),
    );
    for (const socket of open) expect(await validate(socket, jwt, user.id)).toEqual({ ok: true });
    const extra = await connectSocket(first.url);
    expect(await validate(extra, jwt, user.id)).toMatchObject({ code: 'realtime.too_many_connections' });
    for (const socket of open) socket.disconnect();
  }, 20_000);

  it('shares rate limits between the instances', async () => {
    // The heartbeat allows 30 a minute per address: 20 on each instance must hit the shared limit.
    const client = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' };
    const heartbeat = (server: RunningServer) =>
      fetch(`${server.url}/api${routes.analyticsHeartbeat.path}`, {
        method: 'POST',
        headers: client,
        body: JSON.stringify({ path: '/dashboard', session: randomUUID() }),
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push(await heartbeat(first), await heartbeat(second));
    expect(statuses.filter((s) => s === 204)).toHaveLength(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });
});
