import { randomUUID } from 'node:crypto';
import { routes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { analyticsEvents } from './analytics.schema.ts';

describe('analytics', () => {
  const app = useTestApp();

  it('stores a page view and a heartbeat, answering 204', async () => {
    const session = randomUUID();
    const view = await app.call(routes.analyticsPageView, {
      body: { path: '/dashboard', referrer: 'https://example.test/', session, locale: 'nb-NO' },
    });
    expect(view.status).toBe(204);
    expect(view.body).toBeNull();
    const beat = await app.call(routes.analyticsHeartbeat, { body: { path: '/dashboard', session } });
    expect(beat.status).toBe(204);

    const rows = await app.db.select().from(analyticsEvents).where(eq(analyticsEvents.session, session));
    expect(rows.map((r) => r.kind).sort()).toEqual(['heartbeat', 'pageview']);
    expect(rows.find((r) => r.kind === 'pageview')).toMatchObject({
      path: '/dashboard',
      referrer: 'https://example.test/',
      locale: 'nb-NO',
    });
  });

  it.each([
    ['pageview', routes.analyticsPageView],
    ['heartbeat', routes.analyticsHeartbeat],
  ])('refuses a %s whose session is not a uuid with 400', async (_, route) => {
    const response = await app.call<{ message: string }>(route, {
      body: { path: '/', session: 'not-a-uuid' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('session');
  });

  it('refuses a page view without a path with 400', async () => {
    const response = await app.call(routes.analyticsPageView, { body: { session: randomUUID() } });
    expect(response.status).toBe(400);
  });
});
