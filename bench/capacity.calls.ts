// The main calls of the capacity run, each for users of every company at random, measured with
// autocannon on one API instance together with what they cost: the instance's CPU and PostgreSQL's
// (CPU, statements, blocks) per request, and the statements that took PostgreSQL's time.
import autocannon from 'autocannon';
import type pg from 'pg';
import { type DatabaseWatch, type DatabaseWork, printTopStatements } from './capacity.database.ts';
import type { Instance } from './capacity.sockets.ts';
import type { BenchUser } from './realtime.ts';
import { callApi } from './server.ts';
import { cpuMs, percentile } from './stats.ts';
import { printTable } from './table.ts';

/** A call a signed-in user makes (`path` after `/api`). */
export interface UserCall {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
}

export interface CallRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The call as `user` makes it. */
export function requestOf(call: UserCall, user: BenchUser): CallRequest {
  const headers = { authorization: `Bearer ${user.jwt}`, 'content-type': 'application/json' };
  return {
    method: call.method,
    path: `/api${call.path}`,
    headers,
    ...(call.body && { body: JSON.stringify(call.body) }),
  };
}

export interface CallCase {
  name: string;
  /** A request of the call, made afresh for every request sent (a user picked at random, say). */
  nextRequest: () => CallRequest;
  /** Run right after the call is measured, while pg_stat_statements still holds its statements. */
  afterwards?: () => Promise<void>;
}

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  requests: number;
  apiCpuMs: number;
  database: DatabaseWork;
}

export async function measureCalls(
  target: Instance,
  client: pg.Client,
  database: DatabaseWatch,
  calls: CallCase[],
  options: { connections: number; seconds: number },
): Promise<boolean> {
  const rows: Measured[] = [];
  for (const call of calls) {
    await database.start();
    const apiBefore = cpuMs(target.pid);
    const result = await autocannon({
      url: target.url,
      connections: options.connections,
      duration: options.seconds,
      // A call that takes seconds at this size is measured, not counted as failed.
      timeout: 60,
      // Every connection sends the same request over and over, each time made afresh, so the users
      // (and companies) are mixed over the whole run rather than taken in the same order by all.
      requests: [
        { ...call.nextRequest(), setupRequest: (request) => ({ ...request, ...call.nextRequest() }) },
      ],
    });
    const apiCpuMs = cpuMs(target.pid) - apiBefore;
    const work = await database.work();
    const measured: Measured = {
      name: call.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.errors + result.timeouts + result.non2xx,
      requests: result.requests.total,
      apiCpuMs,
      database: work,
    };
    rows.push(measured);
    console.log(
      `\n${call.name}: ${measured.rps.toFixed(0)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${measured.failed} failed; PostgreSQL's statements:`,
    );
    await printTopStatements(client, 4);
    await call.afterwards?.();
  }
  console.log(
    `\nMain calls on instance ${target.name}, ${options.connections} connections, ${options.seconds} s each (CPU and database work per request):`,
  );
  printTable(
    [
      'call',
      'req/s',
      'p50 ms',
      'p99 ms',
      'failed',
      'API CPU ms',
      'PG CPU ms',
      'statements',
      'blocks hit',
      'blocks read',
    ],
    rows.map((r) => {
      const per = (value: number) => (value / Math.max(1, r.requests)).toFixed(2);
      return [
        r.name,
        r.rps.toFixed(0),
        r.p50,
        r.p99,
        r.failed,
        per(r.apiCpuMs),
        per(r.database.cpuMs),
        per(r.database.statements),
        per(r.database.blocksHit),
        per(r.database.blocksRead),
      ];
    }),
  );
  return rows.every((r) => r.failed === 0);
}

/**
 * Each call, five times in a row, by one user of each of up to ten companies spread over the seeded
 * ones: the median per company shows whether a call slows down for companies whose rows come later
 * in the tables (higher ids, later in the indexes).
 */
export async function printLatencyByCompany(
  target: Instance,
  users: BenchUser[],
  calls: UserCall[],
): Promise<void> {
  const step = Math.max(1, Math.floor(users.length / 10));
  const sampled = users.filter((_, i) => i % step === 0 || i === users.length - 1);
  const rows: (string | number)[][] = [];
  for (const user of sampled) {
    const medians: string[] = [];
    for (const call of calls) {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const response = await callApi(target.url, user.jwt, call.method, call.path, call.body);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${call.name} answered ${response.status}`);
        times.push(performance.now() - started);
      }
      medians.push(percentile(times, 0.5).toFixed(1));
    }
    rows.push([`company ${users.indexOf(user) + 1}`, ...medians]);
  }
  console.log('\nOne request at a time, median of 5 (ms), by company in seeding order:');
  printTable(['', ...calls.map((c) => c.name)], rows);
}
