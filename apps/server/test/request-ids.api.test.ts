import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminRoutes, contentRoutes, routes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/modules/companies/companies.schema.ts';
import { connectDatabase, type DatabaseHandle } from '../src/platform/database/db.ts';
import { buildProject, buildSubproject } from './support/catalogue.ts';
import { createTestDatabase } from './support/database.ts';
import { buildCompany, buildUser } from './support/factories.ts';
import { type ServerProcess, spawnServer } from './support/processes.ts';
import { signToken } from './support/sockets.ts';

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// The server runs as a process of its own at LOG_LEVEL=debug, so the test reads the log lines it
// really writes (request lines, module lines, job lines, realtime lines) on its standard output.
describe('a request id that follows a request into its logs, its jobs and its realtime events', {
  timeout: 60_000,
}, () => {
  const jwtSecret = 'request-ids-secret-that-is-long-enough-0123456789';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spatium-request-ids-'));
  const webhookCalls: string[] = [];
  const receiver: Server = createServer((request, response) => {
    webhookCalls.push(request.url ?? '');
    request.resume().on('end', () => response.writeHead(204).end());
  });
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DatabaseHandle;
  let server: ServerProcess;
  let url: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    database = await createTestDatabase();
    handle = connectDatabase(database.url, () => {});
    server = spawnServer({
      DATABASE_URL: database.url,
      JWT_SECRET: jwtSecret,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'debug',
      SEED_DEMO: 'false',
      // The webhook receiver is on loopback; jobs run in this process (the default).
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    });
    url = await server.ready;
  });

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await handle?.close();
    await database?.drop();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const logLines = (): LogLine[] =>
    server
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  const linesOf = (requestId: string) => logLines().filter((line) => line.reqId === requestId);
  /** Polls until `done` holds, for work that ends after the response (a job). */
  const eventually = async (done: () => boolean, what: string) => {
    const until = Date.now() + 20_000;
    while (!done()) {
      if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('answers every call with an id of its own, or the trusted proxy’s', async () => {
    const first = await fetch(`${url}/api${routes.health.path}`);
    const second = await fetch(`${url}/api${routes.health.path}`);
    expect(first.headers.get('x-request-id')).toMatch(uuid);
    expect(second.headers.get('x-request-id')).toMatch(uuid);
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
    // An error answer carries one too: it is the one an operator is handed in a bug report.
    const missing = await fetch(`${url}/api/tours/999999999`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('x-request-id')).toMatch(uuid);

    // This test connects from loopback, which TRUST_PROXY trusts by default: it stands for the proxy.
    const fromProxy = await fetch(`${url}/api${routes.health.path}`, {
      headers: { 'x-request-id': 'caddy-7f3a9c2e' },
    });
    expect(fromProxy.headers.get('x-request-id')).toBe('caddy-7f3a9c2e');
    // A header no proxy would send (spaces, quotes, braces: log injection) is replaced.
    const forged = await fetch(`${url}/api${routes.health.path}`, {
      headers: { 'x-request-id': '"} {"admin":true' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(uuid);
  });

  it('logs the request, the job it queued and the realtime event it caused under the same id', async () => {
    const company = await buildCompany(handle.db);
    const admin = await buildUser(handle.db, { companyId: company.id });
    await handle.db
      .update(companies)
      .set({ admins: [admin.email] })
      .where(eq(companies.id, company.id));
    const project = await buildProject(handle.db, { companyId: company.id });
    const subproject = await buildSubproject(handle.db, { companyId: company.id, oldprojectId: project.id });
    const token = await signToken(jwtSecret, admin);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const port = (receiver.address() as AddressInfo).port;
    const hook = await fetch(`${url}/api${adminRoutes.integrations.create.path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: 'Request id hook',
        type: 'webhook',
        url: `http://127.0.0.1:${port}/hook`,
        events: ['tours.created'],
      }),
    });
    expect(hook.status).toBe(201);

    const created = await fetch(`${url}/api${contentRoutes.tours.create.path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Traced walk', subproject: subproject.id }),
    });
    expect(created.status).toBe(201);
    const requestId = created.headers.get('x-request-id')!;
    expect(requestId).toMatch(uuid);

    // The webhook delivery is a job: it runs after the response, and logs when it ends.
    await eventually(() => webhookCalls.length === 1, 'the webhook delivery');
    await eventually(
      () => linesOf(requestId).some((line) => line.msg === 'job finished'),
      'the job’s last log line',
    );
    const lines = linesOf(requestId);
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed', 'job started', 'job finished']),
    );
    expect(lines.find((line) => line.msg === 'job started')).toMatchObject({ job: expect.any(String) });
    expect(lines.find((line) => line.msg === 'realtime event')).toMatchObject({
      event: 'notification',
      room: expect.stringContaining(String(company.id)),
    });
    // Each line names the id once: a repeated key would be ambiguous to a log search.
    const raw = server
      .stdout()
      .split('\n')
      .filter((line) => line.includes(requestId));
    for (const line of raw) expect(line.split(`"reqId":`).length).toBe(2);
  });

  it('logs a security event of a request under its id', async () => {
    const member = await buildUser(handle.db, { companyId: (await buildCompany(handle.db)).id });
    const refused = await fetch(`${url}/api${routes.impersonate.path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await signToken(jwtSecret, member)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ user_id: 1 }),
    });
    expect(refused.status).toBe(403);
    const requestId = refused.headers.get('x-request-id')!;
    // Written once the answer has gone out: wait for the line, then look at it.
    await eventually(
      () => linesOf(requestId).some((line) => line.event === 'access.denied'),
      'the security event',
    );
    expect(linesOf(requestId)).toContainEqual(
      expect.objectContaining({ security: true, event: 'access.denied', userId: member.id }),
    );
  });
});
