import { routes } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';

const METRICS_TOKEN = 'a-scraper-token-for-the-tests';

describe('readiness and metrics', () => {
  const app = useTestApp({ METRICS_TOKEN });

  it('is ready when the database and the file storage answer; Redis is off without REDIS_URL', async () => {
    const ready = await app.call(routes.ready);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'ok', redis: 'off', storage: 'ok' });
  });

  it('serves Prometheus metrics to the bearer of METRICS_TOKEN only', async () => {
    await app.call(routes.health);
    const anonymous = await fetch(`${app.url}/api/metrics`);
    expect(anonymous.status).toBe(401);
    const wrong = await fetch(`${app.url}/api/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);

    const scraped = await fetch(`${app.url}/api/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await scraped.text();
    // Requests by route pattern (never the raw URL), event-loop lag, sockets, jobs and the pool.
    expect(text).toMatch(
      /spatium_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} [1-9]/,
    );
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toMatch(/spatium_realtime_sockets \d+/);
    expect(text).toContain('spatium_db_pool_connections{state="total"}');
    expect(text).toMatch(/spatium_jobs\{name="[a-z.-]+",state="queued"\} \d+/);
  });

  it('labels a request by its route pattern, so ids do not multiply the series', async () => {
    await fetch(`${app.url}/api/tours/123456`);
    await fetch(`${app.url}/api/tours/654321`);
    const text = await (
      await fetch(`${app.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(text).not.toContain('123456');
    expect(text).toContain('route="/api/tours/:id"');
  });
});

describe('metrics without METRICS_TOKEN', () => {
  const app = useTestApp();

  it('are off', async () => {
    const response = await fetch(`${app.url}/api/metrics`);
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe('Metrics are off: set METRICS_TOKEN to turn them on.');
  });
});
