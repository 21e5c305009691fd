import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/support/app.ts';
import { createTestDatabase } from '../../../test/support/database.ts';
import { spawnServer } from '../../../test/support/processes.ts';
import { connectDatabase } from '../../platform/database/db.ts';
import { analyticsEvents } from './analytics.schema.ts';

const rowsOf = (app: TestApp, session: string) =>
  app.db
    .select({
      kind: analyticsEvents.kind,
      path: analyticsEvents.path,
      referrer: analyticsEvents.referrer,
      locale: analyticsEvents.locale,
    })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.session, session))
    .orderBy(analyticsEvents.id);

/** The analytics calls, the same whether the service runs in the main server or apart. */
function describeAnalyticsCalls(app: TestApp) {
  it('records a page view and answers 204', async () => {
    const session = randomUUID();
    const response = await app.call(routes.analyticsPageView, {
      body: { path: '/dashboard', referrer: 'https://example.com/', session, locale: 'nb-NO' },
    });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(await rowsOf(app, session)).toEqual([
      { kind: 'pageview', path: '/dashboard', referrer: 'https://example.com/', locale: 'nb-NO' },
    ]);
  });

  it('records heartbeats of the same session', async () => {
    const session = randomUUID();
    for (let i = 0; i < 2; i++) {
      const response = await app.call(routes.analyticsHeartbeat, { body: { path: '/projects', session } });
      expect(response.status).toBe(204);
    }
    expect(await rowsOf(app, session)).toEqual([
      { kind: 'heartbeat', path: '/projects', referrer: null, locale: null },
      { kind: 'heartbeat', path: '/projects', referrer: null, locale: null },
    ]);
  });

  it('refuses a session id that is not a UUID, and stores nothing', async () => {
    const before = await app.db.$count(analyticsEvents);
    const pageView = await app.call(routes.analyticsPageView, { body: { path: '/x', session: 'user-42' } });
    const heartbeat = await app.call(routes.analyticsHeartbeat, { body: { path: '/x', session: '' } });
    expect(pageView.status).toBe(400);
    expect(heartbeat.status).toBe(400);
    expect(await app.db.$count(analyticsEvents)).toBe(before);
  });

  it('has no column that could name the user', () => {
    // Consent covers an anonymous per-tab id only.
    expect(Object.keys(analyticsEvents)).not.toContain('userId');
  });
}

describe('analytics in the main server', () => {
  const app = useTestApp();
  describeAnalyticsCalls(app);

  it('tells the web app to send analytics to this server when ANALYTICS_URL is unset', async () => {
    const response = await app.call(routes.overrides);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ analytics_url: null });
  });
});

describe('the main server with ANALYTICS_URL set', () => {
  const app = useTestApp({ ANALYTICS_URL: 'https://analytics.spatium.test' });

  it('tells the web app where the analytics service is', async () => {
    const response = await app.call(routes.overrides, { query: { domain: 'app.spatium.test' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ analytics_url: 'https://analytics.spatium.test' });
  });
});

describe('the analytics service on its own (SERVICE=analytics)', () => {
  const app = useTestApp({ SERVICE: 'analytics' });
  describeAnalyticsCalls(app);

  it('answers health', async () => {
    expect((await app.call(routes.health)).status).toBe(200);
  });

  it('serves nothing else: no product routes, no realtime', async () => {
    expect((await app.call(routes.overrides)).status).toBe(404);
    expect((await app.api('POST', '/getme')).status).toBe(404);
    expect((await fetch(`${app.url}/socket.io/?EIO=4&transport=websocket`)).status).toBe(404);
    expect(app.server.realtime).toBeNull();
  });
});

describe('node src/main.ts --service=analytics', () => {
  const children: ReturnType<typeof spawnServer>[] = [];
  afterAll(() => {
    for (const child of children) child.child.kill('SIGKILL');
  });

  it('starts the analytics service alone, without JWT_SECRET', { timeout: 30_000 }, async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'spatium-analytics-'));
    const server = spawnServer(
      {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        // A separate analytics service answers the web app's origin only (README: CORS_ORIGINS).
        CORS_ORIGINS: 'https://app.spatium.test',
      },
      ['--service=analytics'],
    );
    children.push(server);
    try {
      const url = await server.ready;
      expect(server.stdout()).toContain('Spatium analytics is ready on');
      const session = randomUUID();
      const response = await fetch(`${url}/api/analytics/pageview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://app.spatium.test' },
        body: JSON.stringify({ path: '/', session }),
      });
      expect(response.status).toBe(204);
      // The web app posts from its own origin.
      expect(response.headers.get('access-control-allow-origin')).toBe('https://app.spatium.test');
      const handle = connectDatabase(database.url, () => {});
      expect(await handle.db.$count(analyticsEvents, eq(analyticsEvents.session, session))).toBe(1);
      await handle.close();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
