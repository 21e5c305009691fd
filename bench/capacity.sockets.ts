// The socket layer of the capacity run: many validated sockets over two API instances that share
// Redis (what each costs in memory and CPU, how fast they connect), what holding them open costs,
// and messages fanned out to company channels through Redis (latency, loss, duplicates, and what each
// message costs the instances and Redis).
import type { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { type BenchUser, openSocket } from './realtime.ts';
import { callApi } from './server.ts';
import { cpuMs, percentile, rssMb } from './stats.ts';
import { printTable } from './table.ts';

export interface Instance {
  name: string;
  url: string;
  pid: number;
  /** The bearer token of its /api/metrics (METRICS_TOKEN). */
  metricsToken: string;
}

export interface OpenedSocket {
  socket: Socket;
  userId: number;
  instance: Instance;
}

/**
 * Opens `count` sockets, `concurrency` at a time, round the users (so none passes the per-user cap
 * when count ≤ users × 20) and round the instances; prints what they cost each instance.
 */
export async function openSockets(
  instances: Instance[],
  users: BenchUser[],
  count: number,
  concurrency: number,
  redis: Redis,
): Promise<OpenedSocket[]> {
  const before = await Promise.all(
    instances.map(async (i) => ({ rss: rssMb(i.pid), heap: await heapMb(i), cpu: cpuMs(i.pid) })),
  );
  const redisBefore = await redisInfo(redis);
  const opened: OpenedSocket[] = [];
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const connectNext = async () => {
    while (next < count) {
      const n = next++;
      const user = users[n % users.length]!;
      const instance = instances[n % instances.length]!;
      const asked = performance.now();
      const socket = await openSocket(instance.url, user);
      latencies.push(performance.now() - asked);
      opened.push({ socket, userId: user.id, instance });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, connectNext));
  const seconds = (performance.now() - started) / 1000;
  // Let the instances settle (GC, buffers) before reading their memory.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const redisAfter = await redisInfo(redis);
  console.log(
    `\nSockets: ${count} opened in ${seconds.toFixed(1)} s (${(count / seconds).toFixed(0)}/s, ${concurrency} at a time), connect and validate p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms`,
  );
  // RSS moves with whatever the process frees or grows meanwhile; the heap (JS and external
  // buffers) is where a socket's state lives, though it holds garbage not yet collected too.
  const rows: (string | number)[][] = [];
  for (const [i, instance] of instances.entries()) {
    const sockets = opened.filter((o) => o.instance === instance).length;
    const rss = rssMb(instance.pid);
    const heap = await heapMb(instance);
    const perSocket = (after: number, was: number) => (((after - was) * 1024) / sockets).toFixed(1);
    rows.push([
      instance.name,
      sockets,
      `${before[i]!.rss.toFixed(0)} → ${rss.toFixed(0)}`,
      perSocket(rss, before[i]!.rss),
      `${before[i]!.heap.toFixed(0)} → ${heap.toFixed(0)}`,
      perSocket(heap, before[i]!.heap),
      ((cpuMs(instance.pid) - before[i]!.cpu) / sockets).toFixed(2),
    ]);
  }
  printTable(
    ['instance', 'sockets', 'RSS MB', 'RSS KB/socket', 'heap MB', 'heap KB/socket', 'CPU ms/socket'],
    rows,
  );
  console.log(
    `Redis used_memory ${mbOf(redisBefore.used_memory)} → ${mbOf(redisAfter.used_memory)} MB, connected clients ${redisBefore.connected_clients} → ${redisAfter.connected_clients}`,
  );
  return opened;
}

/** What holding the sockets open costs each instance per second while nothing is sent. */
export async function measureIdle(instances: Instance[], seconds: number): Promise<void> {
  const before = instances.map((i) => cpuMs(i.pid));
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const perSecond = instances.map((instance, i) => (cpuMs(instance.pid) - before[i]!) / seconds);
  console.log(
    `Idle with the sockets open (${seconds} s): ${instances.map((instance, i) => `${instance.name} ${perSecond[i]!.toFixed(0)} ms CPU/s`).join(', ')}`,
  );
}

export interface CompanyChannel {
  channel: number;
  sender: BenchUser;
  /** The users who should hear it: every chat user of the company. */
  readers: Set<number>;
}

/**
 * Posts `rate` messages a second for `seconds` round the company channels, each to the next instance
 * in turn, and counts on every socket each message it should hear. Returns whether none was lost or
 * heard twice.
 */
export async function fanOut(
  instances: Instance[],
  sockets: OpenedSocket[],
  channels: CompanyChannel[],
  options: { rate: number; seconds: number; redis: Redis },
): Promise<boolean> {
  const sentAt = new Map<number, number>();
  const received = new Map<OpenedSocket, Map<number, number>>();
  const latencies: number[] = [];
  for (const opened of sockets) {
    const heard = new Map<number, number>();
    received.set(opened, heard);
    opened.socket.on('newmwessage', (message: { body: string }) => {
      const seq = Number(/^capacity (\d+)$/.exec(message.body)?.[1]);
      const at = sentAt.get(seq);
      if (at === undefined) return;
      heard.set(seq, (heard.get(seq) ?? 0) + 1);
      latencies.push(performance.now() - at);
    });
  }
  const total = options.rate * options.seconds;
  const audience = channels.map((c) => sockets.filter((s) => c.readers.has(s.userId)).length);
  const expected = Array.from({ length: total }, (_, n) => audience[n % channels.length]!).reduce(
    (a, b) => a + b,
    0,
  );
  const cpuBefore = instances.map((i) => cpuMs(i.pid));
  const redisBefore = await redisInfo(options.redis);
  const started = performance.now();
  const posts: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / options.rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const channel = channels[n % channels.length]!;
    sentAt.set(n, performance.now());
    const url = instances[n % instances.length]!.url;
    posts.push(
      callApi(url, channel.sender.jwt, 'POST', `/channels/${channel.channel}/messages`, {
        body: `capacity ${n}`,
      }).then(async (response) => {
        if (response.status !== 201 && response.status !== 200)
          throw new Error(`Posting failed: ${response.status} ${await response.text()}`);
      }),
    );
  }
  await Promise.all(posts);
  // Wait for the last deliveries (or 10 s: then what is missing is lost).
  const deadline = performance.now() + 10_000;
  while (latencies.length < expected && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const elapsed = (performance.now() - started) / 1000;
  const redisAfter = await redisInfo(options.redis);
  let lost = 0;
  let duplicated = 0;
  for (const [opened, heard] of received) {
    for (let n = 0; n < total; n++) {
      if (!channels[n % channels.length]!.readers.has(opened.userId)) continue;
      const count = heard.get(n) ?? 0;
      if (count === 0) lost++;
      if (count > 1) duplicated += count - 1;
    }
    opened.socket.off('newmwessage');
  }
  const publishes = commandCalls(redisAfter, 'publish') - commandCalls(redisBefore, 'publish');
  const redisCpu = (redisCpuSeconds(redisAfter) - redisCpuSeconds(redisBefore)) * 1000;
  const outBytes = Number(redisAfter.total_net_output_bytes) - Number(redisBefore.total_net_output_bytes);
  console.log(
    `\nFan-out: ${total} messages to ${channels.length} company channels (${options.rate}/s for ${options.seconds} s, posted round the instances), ${expected} deliveries expected`,
  );
  console.log(
    `  delivered ${latencies.length}, lost ${lost}, duplicated ${duplicated}; latency from posting p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms, max ${percentile(latencies, 1).toFixed(0)} ms (${elapsed.toFixed(1)} s in all)`,
  );
  console.log(
    `  instances' CPU per message: ${instances.map((instance, i) => `${instance.name} ${((cpuMs(instance.pid) - cpuBefore[i]!) / total).toFixed(1)} ms`).join(', ')} (${(expected / total).toFixed(0)} deliveries each)`,
  );
  console.log(
    `  Redis: ${publishes} PUBLISH (${(publishes / total).toFixed(1)} per message), ${(outBytes / total / 1024).toFixed(1)} KB sent per message, ${(redisCpu / total).toFixed(2)} ms CPU per message`,
  );
  return lost === 0 && duplicated === 0;
}

/** The user's company channel, found as the web app finds it: in the channel list. */
export async function companyChannel(url: string, user: BenchUser): Promise<number> {
  const response = await callApi(url, user.jwt, 'GET', '/channels');
  if (response.status !== 200) throw new Error(`The channel list answered ${response.status}`);
  const channels = (await response.json()) as { id: number; kind: string }[];
  const company = channels.find((c) => c.kind === 'company');
  if (!company) throw new Error('The company channel is missing');
  return company.id;
}

type RedisInfo = Record<string, string>;

async function redisInfo(redis: Redis): Promise<RedisInfo> {
  const text = await redis.info('everything');
  return Object.fromEntries(
    text
      .split('\r\n')
      .filter((line) => line.includes(':') && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  );
}

const mbOf = (bytes: string | undefined) => (Number(bytes) / 1024 / 1024).toFixed(1);
const commandCalls = (info: RedisInfo, command: string) =>
  Number(/calls=(\d+)/.exec(info[`cmdstat_${command}`] ?? '')?.[1] ?? 0);
const redisCpuSeconds = (info: RedisInfo) => Number(info.used_cpu_sys) + Number(info.used_cpu_user);

/** The instance's JS heap in use plus its external memory (buffers), from its Prometheus metrics. */
async function heapMb(instance: Instance): Promise<number> {
  const response = await fetch(`${instance.url}/api/metrics`, {
    headers: { authorization: `Bearer ${instance.metricsToken}` },
  });
  const text = await response.text();
  const metric = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1]);
  return (metric('nodejs_heap_size_used_bytes') + metric('nodejs_external_memory_bytes')) / 1024 / 1024;
}
