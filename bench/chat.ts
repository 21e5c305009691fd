// Chat fan-out at the size of a busy company: 500 sockets of 25 users in 50 channels (the company
// channel and 49 personal ones), messages posted at a steady rate, on one API instance and then on two
// that share Redis. Prints each run's fan-out latency and the messages lost or duplicated per socket,
// which must be none (see README.md, "Chat fan-out").
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { addUsers } from './seed.ts';
import { type BenchStack, callApi as call, signIn, startBenchStack, waitForIdleJobs } from './server.ts';
import { openValidatedSocket, type SignedInUser } from './sockets.ts';
import { percentile } from './stats.ts';

const userCount = 25;
// The most live connections a user may have (limits.realtimeSocketsPerUser): tabs, windows, devices.
const socketsPerUser = Number(process.env.BENCH_SOCKETS_PER_USER ?? 20);
const rate = Number(process.env.BENCH_CHAT_RATE ?? 20);
const seconds = Number(process.env.BENCH_CHAT_SECONDS ?? 20);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const password = 'demo-password-1';
let stack: BenchStack | undefined;
let failed = false;

interface Channel {
  id: number;
  readers: number[];
  sender: SignedInUser;
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
  const members = await benchUsers(stack);
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

/** The demo's company admin and 24 more chat users of Nordvik Bygg with the same password, signed in. */
async function benchUsers(s: BenchStack): Promise<SignedInUser[]> {
  const client = new pg.Client({ connectionString: s.databaseUrl });
  await client.connect();
  const added = await addUsers(client, 'chat-bench', userCount - 1).finally(() => client.end());
  const emails = ['companyadmin@example.com', ...added.map((user) => user.email)];
  const members: SignedInUser[] = [];
  for (const email of emails) {
    const jwt = await signIn(s.url, email, password);
    const me = (await (await call(s.url, jwt, 'POST', '/getme', {})).json()) as { user: { id: number } };
    members.push({ id: me.user.id, jwt });
  }
  return members;
}

/** The company channel (everyone reads it) and 49 personal channels between pairs of the users. */
async function benchChannels(url: string, members: SignedInUser[]): Promise<Channel[]> {
  const [first] = members;
  const listed = (await (await call(url, first!.jwt, 'GET', '/channels')).json()) as {
    id: number;
    kind: string;
  }[];
  const company = listed.find((c) => c.kind === 'company');
  if (!company) throw new Error('The company channel is missing');
  const channels: Channel[] = [{ id: company.id, readers: members.map((m) => m.id), sender: first! }];
  for (let a = 0; a < members.length && channels.length < 50; a++)
    for (let b = a + 1; b < members.length && channels.length < 50; b++) {
      const response = await call(url, members[a]!.jwt, 'POST', '/channels/direct', { user: members[b]!.id });
      const direct = (await response.json()) as { id: number };
      channels.push({ id: direct.id, readers: [members[a]!.id, members[b]!.id], sender: members[a]! });
    }
  return channels;
}

/**
 * Opens every socket (spread over the instances), posts messages round the channels at the rate (each
 * to the next instance in turn), then waits for the last deliveries and counts them per socket.
 */
async function fanOut(urls: string[], members: SignedInUser[], channels: Channel[]) {
  const listeners: Listener[] = [];
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  let opened = 0;
  for (const member of members)
    for (let i = 0; i < socketsPerUser; i++) {
      const socket = await openValidatedSocket(urls[opened++ % urls.length]!, member);
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
      call(urls[n % urls.length]!, channel.sender.jwt, 'POST', `/channels/${channel.id}/messages`, {
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
