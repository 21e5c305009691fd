// A soak run: the built server first driven flat out to find its saturation, then held for minutes at
// 70 % of it with a steady mix of signed-in calls while 500 realtime sockets stay open and hear the
// company chat. Every window it samples throughput, latency, 5xx, the server's memory and event-loop
// lag, to find what a short benchmark cannot: a leak, a latency that creeps up, errors after a while,
// sockets that drop (see README.md, "Soak run").

import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { companyChannelId, companyUsers, socketsPerUserLimit } from './realtime.ts';
import { type BenchStack, signIn, startBenchStack, waitForIdleJobs } from './server.ts';
import {
  type EventLoopLag,
  openSocketFleet,
  postChatEvery,
  scrapeEventLoopLag,
  settledSockets,
} from './soak-probes.ts';
import { percentile, rssMb } from './stats.ts';

const minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const windowSeconds = Number(process.env.BENCH_SOAK_WINDOW ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const socketCount = Number(process.env.BENCH_SOAK_SOCKETS ?? 500);
const saturationSeconds = Number(process.env.BENCH_SATURATION_SECONDS ?? 20);
// Production runs below saturation; at 70 % a queue that builds up or a slow leak is the server's fault.
const loadShare = 0.7;
const chatEverySeconds = 5;
const metricsToken = 'bench-metrics-token-0123456789';
let stack: BenchStack | undefined;
let failed = false;

interface Window {
  startedAt: number;
  responses: number;
  serverErrors: number;
  otherErrors: number;
  latencies: number[];
}
interface Sample {
  at: number;
  window: Window;
  seconds: number;
  rss: number;
  lag: EventLoopLag;
  sockets: number;
  deliveries: number;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const newWindow = (): Window => ({
  startedAt: Date.now(),
  responses: 0,
  serverErrors: 0,
  otherErrors: 0,
  latencies: [],
});

try {
  const loadAtStart = loadavg()[0]!;
  stack = await startBenchStack('soak', { METRICS_TOKEN: metricsToken });
  const url = stack.url;
  // Sign-ins are throttled (minutes for 26): they go on while the demo's jobs run, which nothing measures.
  const [jwt, users] = await Promise.all([
    signIn(url, 'user@example.com', 'demo-password-1'),
    companyUsers(stack, Math.ceil(socketCount / socketsPerUserLimit)),
    waitForIdleJobs(stack.databaseUrl),
  ]);
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

  const saturationRun = autocannon({ url, connections, duration: saturationSeconds, requests });
  let saturationServerErrors = 0;
  saturationRun.on('response', (_client, status) => {
    if (status >= 500) saturationServerErrors++;
  });
  const saturation = await saturationRun;
  const saturatedRate = saturation.requests.average;
  const soakRate = Math.round(saturatedRate * loadShare);
  console.log(
    `Saturation: ${saturatedRate.toFixed(0)} requests/s (${connections} connections flat out for ${saturationSeconds} s; p50 ${saturation.latency.p50} ms, p99 ${saturation.latency.p99} ms, 5xx ${saturationServerErrors}, other non-2xx ${saturation.non2xx - saturationServerErrors}); the soak runs at ${soakRate} requests/s`,
  );

  const fleet = await openSocketFleet(url, users, socketCount);
  const socketsAtStart = fleet.validated();
  console.log(`${socketsAtStart} of ${socketCount} sockets open, over ${users.length} users`);

  let current = newWindow();
  const totals = { responses: 0, serverErrors: saturationServerErrors, otherErrors: 0 };
  const countStatus = (status: number | 'failed') => {
    if (typeof status === 'number' && status >= 500) {
      current.serverErrors++;
      totals.serverErrors++;
    } else if (status === 'failed' || status >= 400) {
      current.otherErrors++;
      totals.otherErrors++;
    }
  };
  const chat = postChatEvery(
    url,
    users[0]!,
    await companyChannelId(url, users[0]!),
    chatEverySeconds,
    countStatus,
  );
  // The first scrape empties the server's lag histogram, so each window's scrape covers that window.
  await scrapeEventLoopLag(url, metricsToken);

  const run = autocannon({ url, connections, duration: minutes * 60, overallRate: soakRate, requests });
  run.on('response', (_client, status, _bytes, time) => {
    current.responses++;
    totals.responses++;
    current.latencies.push(time);
    countStatus(status);
  });
  run.on('reqError', () => countStatus('failed'));
  const started = Date.now();
  const pid = stack.pid;
  const sampling: Promise<Sample>[] = [];
  let deliveriesBefore = 0;
  const closeWindow = () => {
    const window = current;
    current = newWindow();
    const deliveries = fleet.deliveries - deliveriesBefore;
    deliveriesBefore = fleet.deliveries;
    const sample = {
      at: (Date.now() - started) / 1000,
      window,
      seconds: (Date.now() - window.startedAt) / 1000,
      rss: rssMb(pid),
      sockets: fleet.validated(),
      deliveries,
    };
    sampling.push(scrapeEventLoopLag(url, metricsToken).then((lag) => ({ ...sample, lag })));
  };
  const timer = setInterval(closeWindow, windowSeconds * 1000);
  await run;
  clearInterval(timer);
  chat.stop();
  // A last window cut short by the end of the run is too short to say anything on its own.
  if (Date.now() - current.startedAt >= (windowSeconds * 1000) / 2) closeWindow();
  const samples = await Promise.all(sampling);
  // The last chat message is still on its way; a socket that dropped gets time to reconnect.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const socketsAtEnd = await settledSockets(fleet, 10);
  fleet.close();
  const loadAtEnd = loadavg()[0]!;

  console.log(
    `${minutes} min at ${soakRate} requests/s (${connections} connections, ${requests.length} calls in turn), ${socketCount} sockets hearing a chat message every ${chatEverySeconds} s; windows of ${windowSeconds} s`,
  );
  console.log(
    'Event-loop lag is the server’s own p99 and max per window (nodejs_eventloop_lag_p99/max_seconds): it samples every 20 ms, so an idle loop reads about 20 ms.',
  );
  console.log(
    [
      't s'.padStart(6),
      'req/s'.padStart(7),
      'p50 ms'.padStart(7),
      'p99 ms'.padStart(7),
      '5xx'.padStart(5),
      'other'.padStart(6),
      'RSS MB'.padStart(7),
      'lag p99'.padStart(8),
      'lag max'.padStart(8),
      'sockets'.padStart(8),
      'heard'.padStart(7),
    ].join(' '),
  );
  for (const s of samples)
    console.log(
      [
        s.at.toFixed(0).padStart(6),
        (s.window.responses / s.seconds).toFixed(0).padStart(7),
        percentile(s.window.latencies, 0.5).toFixed(0).padStart(7),
        percentile(s.window.latencies, 0.99).toFixed(0).padStart(7),
        String(s.window.serverErrors).padStart(5),
        String(s.window.otherErrors).padStart(6),
        s.rss.toFixed(0).padStart(7),
        s.lag.p99Ms.toFixed(0).padStart(8),
        s.lag.maxMs.toFixed(0).padStart(8),
        String(s.sockets).padStart(8),
        String(s.deliveries).padStart(7),
      ].join(' '),
    );

  // The first windows warm up (JIT, caches, pools); compare the second quarter with the last.
  const quarter = Math.max(1, Math.floor(samples.length / 4));
  const early = samples.slice(quarter, 2 * quarter);
  const late = samples.slice(-quarter);
  const rssGrowth = mean(late.map((s) => s.rss)) / mean(early.map((s) => s.rss)) - 1;
  const p99Early = mean(early.map((s) => percentile(s.window.latencies, 0.99)));
  const p99Late = mean(late.map((s) => percentile(s.window.latencies, 0.99)));
  const maxLag = Math.max(...samples.map((s) => s.lag.maxMs));
  const lostSockets = socketCount - socketsAtEnd;
  console.log(
    `soak requests ${totals.responses}, other errors ${totals.otherErrors}; 5xx over the whole run ${totals.serverErrors}; p99 ${p99Early.toFixed(0)} → ${p99Late.toFixed(0)} ms from the second quarter to the last`,
  );
  console.log(
    `RSS ${(rssGrowth * 100).toFixed(1)} % from the second quarter to the last; event-loop lag at most ${maxLag.toFixed(0)} ms`,
  );
  console.log(
    `sockets ${socketsAtStart} at start, ${socketsAtEnd} at end, ${fleet.disconnects} disconnects, ${fleet.refusals} refused on reconnecting; ${chat.posted} chat messages, ${fleet.deliveries} deliveries of ${chat.posted * socketCount}`,
  );
  console.log(`load average (1 min) ${loadAtStart.toFixed(1)} at start, ${loadAtEnd.toFixed(1)} at end`);
  // A leak shows as memory that keeps growing once warm; a fifth more over the run is the alarm.
  failed = totals.serverErrors > 0 || lostSockets > 0 || rssGrowth > 0.2;
  if (failed) console.log('SOAK FAILED: 5xx answers, sockets lost for good, or memory kept growing');
} finally {
  await stack?.stop();
}
if (failed) process.exitCode = 1;
