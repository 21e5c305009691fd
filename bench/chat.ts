// Chat fan-out at the size of a busy company: 500 sockets of 25 users in 50 channels (the company
// channel and 49 personal ones), messages posted at a steady rate, on one API instance and then on two
// that share Redis. Prints each run's fan-out latency and the messages lost or duplicated per socket,
// which must be none (see README.md, "Chat fan-out").
import type { Socket } from 'socket.io-client';
import {
  type BenchUser,
  callApi,
  companyChannelId,
  companyUsers,
  openSocket,
  socketsPerUserLimit,
} from './realtime.ts';
import { type BenchStack, startBenchStack, waitForIdleJobs } from './server.ts';
import { percentile } from './stats.ts';

const userCount = 25;
const socketsPerUser = Number(process.env.BENCH_SOCKETS_PER_USER ?? socketsPerUserLimit);
const rate = Number(process.env.BENCH_CHAT_RATE ?? 20);
const seconds = Number(process.env.BENCH_CHAT_SECONDS ?? 20);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let stack: BenchStack | undefined;
let failed = false;

interface Channel {
  id: number;
  readers: number[];
  sender: BenchUser;
}
interface Listener {
  user: number;
  socket: Socket;
  received: Map<number, number>;
}

try {
  // Every instance shares Redis; a prefix of its own keeps this run apart from anything else on it.
  stack = await startBenchStack('chat', {
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `bench-chat-${process.pid}`,
  });
  await waitForIdleJobs(stack.databaseUrl);
  const members = await companyUsers(stack, userCount);
  const channels = await benchChannels(stack.url, members);
  const second = await stack.startInstance();
  const results = [
    { name: 'one instance', ...(await fanOut([stack.url], members, channels)) },
    { name: 'two instances, Redis', ...(await fanOut([stack.url, second.url], members, channels)) },
  ];
  console.log(
    `${members.length * socketsPerUser} sockets of ${members.length} users, ${channels.length} channels, ${rate} messages/s for ${seconds} s`,
  );
  console.log(
    ['run'.padEnd(22), 'messages', 'deliveries', 'p50 ms', 'p95 ms', 'lost', 'duplicated'].join('  '),
  );
  for (const r of results)
    console.log(
      [
        r.name.padEnd(22),
        String(r.messages).padStart(8),
        String(r.deliveries).padStart(10),
        r.p50.toFixed(0).padStart(6),
        r.p95.toFixed(0).padStart(6),
        String(r.lost).padStart(4),
        String(r.duplicated).padStart(10),
      ].join('  '),
    );
  failed = results.some((r) => r.lost > 0 || r.duplicated > 0);
  if (failed) console.log('FAN-OUT FAILED: a socket missed a message or heard one twice');
} finally {
  await stack?.stop();
}
if (failed) process.exitCode = 1;

/** The company channel (everyone reads it) and 49 personal channels between pairs of the users. */
async function benchChannels(url: string, members: BenchUser[]): Promise<Channel[]> {
  const [first] = members;
  const company = await companyChannelId(url, first!);
  const channels: Channel[] = [{ id: company, readers: members.map((m) => m.id), sender: first! }];
  for (let a = 0; a < members.length && channels.length < 50; a++)
    for (let b = a + 1; b < members.length && channels.length < 50; b++) {
      const response = await callApi(url, members[a]!.jwt, 'POST', '/channels/direct', {
        user: members[b]!.id,
      });
      const direct = (await response.json()) as { id: number };
      channels.push({ id: direct.id, readers: [members[a]!.id, members[b]!.id], sender: members[a]! });
    }
  return channels;
}

/**
 * Opens every socket (spread over the instances), posts messages round the channels at the rate (each
 * to the next instance in turn), then waits for the last deliveries and counts them per socket.
 */
async function fanOut(urls: string[], members: BenchUser[], channels: Channel[]) {
  const listeners: Listener[] = [];
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  let opened = 0;
  for (const member of members)
    for (let i = 0; i < socketsPerUser; i++) {
      const socket = await openSocket(urls[opened++ % urls.length]!, member);
      const listener: Listener = { user: member.id, socket, received: new Map() };
      socket.on('newmwessage', (message: { body: string }) => {
        const seq = Number(/^bench (\d+)$/.exec(message.body)?.[1]);
        if (!sentAt.has(seq)) return;
        listener.received.set(seq, (listener.received.get(seq) ?? 0) + 1);
        latencies.push(performance.now() - sentAt.get(seq)!);
      });
      listeners.push(listener);
    }
  const base = Date.now() * 10;
  const total = rate * seconds;
  const started = performance.now();
  const posts: Promise<unknown>[] = [];
  const expected = new Map<number, number[]>();
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const channel = channels[n % channels.length]!;
    const seq = base + n;
    expected.set(seq, channel.readers);
    sentAt.set(seq, performance.now());
    posts.push(
      callApi(urls[n % urls.length]!, channel.sender.jwt, 'POST', `/channels/${channel.id}/messages`, {
        body: `bench ${seq}`,
      }).then((response) => {
        if (response.status !== 201 && response.status !== 200)
          throw new Error(`Posting failed: ${response.status}`);
      }),
    );
  }
  await Promise.all(posts);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  let lost = 0;
  let duplicated = 0;
  let deliveries = 0;
  for (const listener of listeners) {
    for (const [seq, readers] of expected) {
      if (!readers.includes(listener.user)) continue;
      const count = listener.received.get(seq) ?? 0;
      deliveries += Math.min(count, 1);
      if (count === 0) lost++;
      if (count > 1) duplicated += count - 1;
    }
    listener.socket.close();
  }
  return {
    messages: total,
    deliveries,
    lost,
    duplicated,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
  };
}
