import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminRoutes, contentRoutes, type IntegrationDelivery } from '@spatium/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildProject, buildSubproject } from '../../../test/support/catalogue.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants, buildUser } from '../../../test/support/factories.ts';
import { companies } from '../companies/companies.schema.ts';
import { verifyWebhook } from './webhooks.signing.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on loopback: `/ok/...` answers 204, `/fail/...` answers 500. */
function fakeReceiver() {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      if (request.url?.startsWith('/fail')) response.writeHead(500).end('receiver is down');
      else response.writeHead(204).end();
    });
  });
  return {
    received,
    server,
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    to: (path: string) => received.filter((r) => r.path === path),
  };
}

async function eventually<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`Timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('webhook deliveries', () => {
  // Loopback receivers need the SSRF guard off; retries without waiting keep the test short.
  const app = useTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_RETRY_BASE_SECONDS: '0' });
  const receiver = fakeReceiver();
  let t: Awaited<ReturnType<typeof buildTenants>>;
  let tokens: { companyAdmin: string; member: string; otherAdmin: string };
  let subprojects: { own: number; other: number };

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    t = await buildTenants(app);
    const otherAdmin = await buildUser(app.db, { companyId: t.otherCompany.id });
    await app.db
      .update(companies)
      .set({ admins: sql`array_append(${companies.admins}, ${otherAdmin.email})` })
      .where(eq(companies.id, t.otherCompany.id));
    tokens = {
      companyAdmin: await signInFresh(app, t.companyAdmin.email),
      member: await signInFresh(app, t.member.email),
      otherAdmin: await signInFresh(app, otherAdmin.email),
    };
    const project = await buildProject(app.db, { companyId: t.company.id });
    const otherProject = await buildProject(app.db, { companyId: t.otherCompany.id });
    subprojects = {
      own: (await buildSubproject(app.db, { companyId: t.company.id, oldprojectId: project.id })).id,
      other: (await buildSubproject(app.db, { companyId: t.otherCompany.id, oldprojectId: otherProject.id }))
        .id,
    };
  });
  afterAll(() => new Promise<void>((resolve) => receiver.server.close(() => resolve())));

  const createWebhook = async (token: string, path: string, events: string[]) => {
    const created = await app.call<{ id: number; secret: string; events: string[] }>(
      adminRoutes.integrations.create,
      { token, body: { title: `Hook ${path}`, type: 'webhook', url: receiver.url(path), events } },
    );
    expect(created.status).toBe(201);
    return created.body;
  };
  const deliveriesOf = async (id: number, token = tokens.companyAdmin) =>
    (await app.call<IntegrationDelivery[]>(adminRoutes.integrations.deliveries, { token, params: { id } }))
      .body;

  it('sends a subscribed content event, signed with the generated secret, to its own company only', async () => {
    const own = await createWebhook(tokens.companyAdmin, '/ok/own', ['tours.created']);
    const other = await createWebhook(tokens.otherAdmin, '/ok/other', ['tours.created', 'tours.updated']);
    expect(own.secret).toMatch(/^whsec_/);

    const tour = await app.call<{ id: number }>(contentRoutes.tours.create, {
      token: tokens.companyAdmin,
      body: { title: 'Webhook walk', subproject: subprojects.own },
    });
    expect(tour.status).toBe(201);

    const [hit] = await eventually(
      () => receiver.to('/ok/own'),
      (r) => r.length > 0,
    );
    expect(hit!.headers['x-spatium-event']).toBe('tours.created');
    expect(verifyWebhook(own.secret, hit!.body, String(hit!.headers['x-spatium-signature']))).toBe(true);
    expect(verifyWebhook(other.secret, hit!.body, String(hit!.headers['x-spatium-signature']))).toBe(false);
    const payload = JSON.parse(hit!.body);
    expect(payload).toMatchObject({ event: 'tours.created', company: t.company.id });
    expect(payload.data).toMatchObject({ id: tour.body.id, title: 'Webhook walk' });
    expect(payload.data.abilities).toBeUndefined();

    const [delivery] = await eventually(
      () => deliveriesOf(own.id),
      (d) => d[0]?.status === 'delivered',
    );
    expect(delivery!.attempts).toEqual([
      expect.objectContaining({ attempt: 1, status_code: 204, error: null, next_attempt_at: null }),
    ]);

    // An update is not subscribed to by `own`; the other company subscribes to it but never hears ours.
    await app.call(contentRoutes.tours.update, {
      token: tokens.companyAdmin,
      params: { id: tour.body.id },
      body: { data: { title: 'Webhook walk, renamed' } },
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.to('/ok/other')).toEqual([]);
    expect(receiver.to('/ok/own')).toHaveLength(1);
    expect(await deliveriesOf(other.id, tokens.otherAdmin)).toEqual([]);
  });

  it('retries a failing receiver five times with backoff, logs each attempt, and redelivers on request', async () => {
    const hook = await createWebhook(tokens.companyAdmin, '/fail/down', ['tours.deleted']);
    const ping = await app.call<IntegrationDelivery>(adminRoutes.integrations.ping, {
      token: tokens.companyAdmin,
      params: { id: hook.id },
    });
    expect(ping.status).toBe(201);
    const [failed] = await eventually(
      () => deliveriesOf(hook.id),
      (d) => d[0]?.status === 'failed',
      40_000,
    );
    expect(failed!.attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5]);
    for (const attempt of failed!.attempts) {
      expect(attempt.status_code).toBe(500);
      expect(attempt.error).toContain('receiver is down');
    }
    expect(failed!.attempts.slice(0, 4).every((a) => a.next_attempt_at !== null)).toBe(true);
    expect(failed!.attempts[4]!.next_attempt_at).toBeNull();
    expect(receiver.to('/fail/down')).toHaveLength(5);

    const again = await app.call<IntegrationDelivery>(adminRoutes.integrations.redeliver, {
      token: tokens.companyAdmin,
      params: { id: hook.id, delivery: failed!.id },
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ event_id: failed!.event_id, event: 'ping', status: 'pending' });
    await eventually(
      () => receiver.to('/fail/down'),
      (r) => r.length >= 6,
    );
    expect(new Set(receiver.to('/fail/down').map((r) => r.headers['x-spatium-event-id']))).toEqual(
      new Set([failed!.event_id]),
    );
  }, 60_000);

  it('shows the delivery log to the company admins only: another company gets 404, a member 403', async () => {
    const hook = await createWebhook(tokens.companyAdmin, '/ok/log', []);
    const ping = await app.call<IntegrationDelivery>(adminRoutes.integrations.ping, {
      token: tokens.companyAdmin,
      params: { id: hook.id },
    });
    const asOther = await app.call(adminRoutes.integrations.deliveries, {
      token: tokens.otherAdmin,
      params: { id: hook.id },
    });
    expect(asOther.status).toBe(404);
    const redeliverAsOther = await app.call(adminRoutes.integrations.redeliver, {
      token: tokens.otherAdmin,
      params: { id: hook.id, delivery: ping.body.id },
    });
    expect(redeliverAsOther.status).toBe(404);
    const asMember = await app.call(adminRoutes.integrations.deliveries, {
      token: tokens.member,
      params: { id: hook.id },
    });
    expect(asMember.status).toBe(403);
    // A delivery id of another integration is not found through this one.
    const otherHook = await createWebhook(tokens.otherAdmin, '/ok/other-log', []);
    const crossed = await app.call(adminRoutes.integrations.redeliver, {
      token: tokens.otherAdmin,
      params: { id: otherHook.id, delivery: ping.body.id },
    });
    expect(crossed.status).toBe(404);
  });
});
