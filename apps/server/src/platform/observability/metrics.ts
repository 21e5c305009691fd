import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { JobQueue } from '../jobs/jobs.ts';

export interface MetricsSources {
  /** Sockets on this instance; absent in the analytics-only service. */
  sockets?: () => number;
  jobs?: JobQueue;
  pool?: pg.Pool;
}

/**
 * Prometheus metrics at /api/metrics, for operators only: the scraper sends METRICS_TOKEN as a bearer
 * token. Without METRICS_TOKEN the endpoint answers 404, so nothing about the deployment is exposed by
 * default. Route labels are the route's pattern (`/api/tours/:id`), never the raw URL, so the number
 * of series stays bounded whatever clients send.
 */
export function installMetrics(
  app: FastifyInstance,
  token: string | undefined,
  sources: MetricsSources,
): void {
  const registry = new Registry();
  // Process CPU, memory, GC and event-loop lag (nodejs_eventloop_lag_* from monitorEventLoopDelay).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Histogram({
    name: 'spatium_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/api/metrics') return;
    requests.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const { sockets, jobs, pool } = sources;
  if (sockets) {
    new Gauge({
      name: 'spatium_realtime_sockets',
      help: 'Realtime sockets connected to this instance',
      registers: [registry],
      collect() {
        this.set(sockets());
      },
    });
  }
  if (jobs) {
    new Gauge({
      name: 'spatium_jobs',
      help: 'Background jobs by name and state (queued, deferred for a retry, active)',
      labelNames: ['name', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const count of await jobs.counts()) {
          this.set({ name: count.name, state: 'queued' }, count.queued);
          this.set({ name: count.name, state: 'deferred' }, count.deferred);
          this.set({ name: count.name, state: 'active' }, count.active);
        }
      },
    });
  }
  if (pool) {
    new Gauge({
      name: 'spatium_db_pool_connections',
      help: 'Database pool connections: total, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  app.get('/api/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!token)
      return reply.code(404).send({ message: 'Metrics are off: set METRICS_TOKEN to turn them on.' });
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).send({ message: 'Send the metrics token as a bearer token.' });
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
