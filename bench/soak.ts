// A soak run: the built server under a steady mix of signed-in calls for minutes on end, sampled every
// window for throughput, latency and the server's memory, to find what a short benchmark cannot: a leak,
// a latency that creeps up, or errors after a while (see README.md, "Soak run").
import autocannon from 'autocannon';
import { type BenchStack, signIn, startBenchStack, waitForIdleJobs } from './server.ts';
import { percentile, rssMb } from './stats.ts';

const minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const windowSeconds = Number(process.env.BENCH_SOAK_WINDOW ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
let stack: BenchStack | undefined;
let failed = false;

interface Window {
  responses: number;
  errors: number;
  latencies: number[];
}

try {
  stack = await startBenchStack('soak');
  await waitForIdleJobs(stack.databaseUrl);
  const jwt = await signIn(stack.url, 'user@example.com', 'demo-password-1');
  const headers = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
  // What a signed-in user's page loads do, in proportion: who am I, the lists, an item, a search.
  const requests = [
    { method: 'POST', path: '/api/getme', headers, body: '{}' },
    { method: 'GET', path: '/api/oldsubprojects_light?_limit=50', headers },
    { method: 'GET', path: '/api/oldprojects_light?_limit=50', headers },
    { method: 'GET', path: '/api/tourslights?_limit=50', headers },
    { method: 'GET', path: '/api/getpartclouds?_limit=50', headers },
    { method: 'GET', path: '/api/search?q=block', headers },
  ];
  const windows: Window[] = [];
  let current: Window = { responses: 0, errors: 0, latencies: [] };
  const samples: { at: number; rss: number; window: Window }[] = [];
  const run = autocannon({ url: stack.url, connections, duration: minutes * 60, requests });
  run.on('response', (_client, status, _bytes, time) => {
    current.responses++;
    current.latencies.push(time);
    if (status >= 400) current.errors++;
  });
  run.on('reqError', () => current.errors++);
  const started = Date.now();
  const pid = stack.pid;
  const timer = setInterval(() => {
    windows.push(current);
    samples.push({ at: (Date.now() - started) / 1000, rss: rssMb(pid), window: current });
    current = { responses: 0, errors: 0, latencies: [] };
  }, windowSeconds * 1000);
  const result = await run;
  clearInterval(timer);

  console.log(
    `${minutes} min, ${connections} connections, ${requests.length} calls in turn; windows of ${windowSeconds} s`,
  );
  console.log(
    [
      't s'.padStart(6),
      'req/s'.padStart(8),
      'p50 ms'.padStart(7),
      'p99 ms'.padStart(7),
      'errors'.padStart(7),
      'RSS MB'.padStart(8),
    ].join(' '),
  );
  for (const { at, rss, window } of samples)
    console.log(
      [
        at.toFixed(0).padStart(6),
        (window.responses / windowSeconds).toFixed(0).padStart(8),
        percentile(window.latencies, 0.5).toFixed(0).padStart(7),
        percentile(window.latencies, 0.99).toFixed(0).padStart(7),
        String(window.errors).padStart(7),
        rss.toFixed(0).padStart(8),
      ].join(' '),
    );
  // The first windows warm up (JIT, caches, pools); compare the second quarter with the last.
  const quarter = Math.max(1, Math.floor(samples.length / 4));
  const early = samples.slice(quarter, 2 * quarter);
  const late = samples.slice(-quarter);
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const rssGrowth = mean(late.map((s) => s.rss)) / mean(early.map((s) => s.rss)) - 1;
  const p99Early = mean(early.map((s) => percentile(s.window.latencies, 0.99)));
  const p99Late = mean(late.map((s) => percentile(s.window.latencies, 0.99)));
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `requests ${result.requests.total}, failed ${errors}; RSS ${(rssGrowth * 100).toFixed(1)} % from the second quarter to the last; p99 ${p99Early.toFixed(0)} → ${p99Late.toFixed(0)} ms`,
  );
  // A leak shows as memory that keeps growing once warm; a fifth more over the run is the alarm.
  failed = errors > 0 || rssGrowth > 0.2;
  if (failed) console.log('SOAK FAILED: requests failed or memory kept growing');
} finally {
  await stack?.stop();
}
if (failed) process.exitCode = 1;
