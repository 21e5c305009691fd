// The load simulation behind the capacity plan (docs/CAPACITY.md): BENCH_COMPANIES companies of
// BENCH_SUBPROJECTS sub-projects each on one PostgreSQL, two API instances sharing Redis with
// BENCH_SOCKETS realtime sockets open over users of every company, messages fanned out to company
// channels, and the main calls measured at that size with what each costs the API process and
// PostgreSQL (see README.md, "Capacity simulation").
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { Redis } from 'ioredis';
import pg from 'pg';
import {
  type CallCase,
  measureCalls,
  printLatencyByCompany,
  requestOf,
  type UserCall,
} from './capacity.calls.ts';
import {
  databaseBytes,
  type PostgresLog,
  postgresLog,
  printConnections,
  printServerPlans,
  printSettings,
  printSizes,
  watchDatabase,
} from './capacity.database.ts';
import {
  type CompanyChannel,
  companyChannel,
  fanOut,
  type Instance,
  measureIdle,
  type OpenedSocket,
  openSockets,
} from './capacity.sockets.ts';
import type { BenchUser } from './realtime.ts';
import { type AddedUser, addUsers, copyContent, grantEverySecond, insertSubprojects } from './seed.ts';
import { type BenchStack, callApi, signIn, startBenchStack, waitForIdleJobs } from './server.ts';
import { cpuMs } from './stats.ts';
import { printTable } from './table.ts';

const companyCount = Number(process.env.BENCH_COMPANIES ?? 10);
const subprojectsPerCompany = Number(process.env.BENCH_SUBPROJECTS ?? 10_000);
const socketCount = Number(process.env.BENCH_SOCKETS ?? 2000);
const socketConcurrency = Number(process.env.BENCH_SOCKET_CONCURRENCY ?? 50);
const messageRate = Number(process.env.BENCH_MESSAGE_RATE ?? 10);
const messageSeconds = Number(process.env.BENCH_MESSAGE_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// The most live connections a user may have (limits.realtimeSocketsPerUser): tabs, windows, devices.
const socketsPerUser = 20;
// A project holds a few buildings or phases; the demo's hold two to four sub-projects.
const subprojectsPerProject = 10;
const password = 'demo-password-1';
const metricsToken = 'capacity-bench-metrics-token';

/** What a signed-in page load asks first: who am I, the sub-project list and a content list. */
const userCalls: UserCall[] = [
  { name: 'POST /api/getme', method: 'POST', path: '/getme', body: {} },
  {
    name: 'GET /api/oldsubprojects_light?_limit=50',
    method: 'GET',
    path: '/oldsubprojects_light?_limit=50',
  },
  { name: 'GET /api/panoramas?_limit=50', method: 'GET', path: '/panoramas?_limit=50' },
];

interface BenchCompany {
  id: number;
  users: (BenchUser & { email: string })[];
  /** A panorama of the company's, for the heartbeat's path. */
  panorama: number;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const log = postgresLog();
let stack: BenchStack | undefined;
let client: pg.Client | undefined;
let redis: Redis | undefined;
let sockets: OpenedSocket[] = [];
let failed = false;

try {
  console.log(`${cpus().length} cores, load average ${load()} at the start`);
  const usersPerCompany = Math.max(1, Math.ceil(socketCount / socketsPerUser / companyCount));
  console.log(
    `${companyCount} companies × ${subprojectsPerCompany} sub-projects (${subprojectsPerProject} to a project), ${usersPerCompany} users each with every second sub-project; ${socketCount} sockets\n`,
  );
  stack = await startBenchStack(
    'capacity',
    { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench-capacity-${process.pid}`, METRICS_TOKEN: metricsToken },
    { settings: { shared_preload_libraries: 'pg_stat_statements,auto_explain' }, onLog: log.onLog },
  );
  await waitForIdleJobs(stack.databaseUrl);
  client = new pg.Client({ connectionString: stack.databaseUrl, application_name: 'capacity-bench' });
  await client.connect();
  redis = new Redis(redisUrl);
  const database = await watchDatabase(client);
  await printSettings(client);
  const demoBytes = await databaseBytes(client);
  const seeded = await seedCompanies(client, usersPerCompany);
  await printSizes(client, demoBytes, companyCount);

  const second = await stack.startInstance();
  const instances: Instance[] = [
    { name: 'A', url: stack.url, pid: stack.pid, metricsToken },
    { name: 'B', url: second.url, pid: second.pid, metricsToken },
  ];
  const companies = await signInEveryone(instances, seeded);
  const channels = await findCompanyChannels(instances[0]!, companies, client);

  sockets = await openSockets(
    instances,
    companies.flatMap((c) => c.users),
    socketCount,
    socketConcurrency,
    redis,
  );
  await measureIdle(instances, 10);
  const delivered = await fanOut(instances, sockets, channels, {
    rate: messageRate,
    seconds: messageSeconds,
    redis,
  });

  await printLatencyByCompany(
    instances[0]!,
    companies.map((c) => c.users[0]!),
    userCalls,
  );
  const calls = mainCalls(instances[0]!, companies, client, log);
  const answered = await measureCalls(instances[0]!, client, database, calls, { connections, seconds });
  await printConnections(client);
  failed = !delivered || !answered;
  if (!delivered) console.log('FAN-OUT FAILED: a socket missed a message or heard one twice');
  if (!answered) console.log('CALLS FAILED: some requests failed');
} finally {
  for (const { socket } of sockets) socket.close();
  redis?.disconnect();
  await client?.end();
  await stack?.stop();
  console.log(`\nLoad average at the end: ${load()}`);
}
if (failed) process.exitCode = 1;

/**
 * The companies, their users (members, every second sub-project granted), their sub-projects in
 * projects, and one item of every content kind in each sub-project; prints how long each step took.
 */
async function seedCompanies(
  db: pg.Client,
  usersPerCompany: number,
): Promise<(Omit<BenchCompany, 'users'> & { users: AddedUser[] })[]> {
  const steps: [string, number, string][] = [];
  const timed = async <T>(step: string, run: () => Promise<T>, rows: (result: T) => string) => {
    const started = performance.now();
    const result = await run();
    steps.push([step, (performance.now() - started) / 1000, rows(result)]);
    return result;
  };
  const made = await timed(
    'companies',
    () =>
      db.query<{ id: number }>(
        `INSERT INTO companies (title) SELECT 'Benchmark company ' || k FROM generate_series(1, $1::int) k RETURNING id`,
        [companyCount],
      ),
    (r) => String(r.rowCount),
  );
  const ids = made.rows.map((r) => r.id).sort((a, b) => a - b);
  const users = await timed(
    'users and memberships',
    async () => {
      const added: AddedUser[][] = [];
      for (const [k, id] of ids.entries())
        added.push(await addUsers(db, `capacity-c${k + 1}`, usersPerCompany, id));
      return added;
    },
    (r) => String(r.flat().length),
  );
  await timed(
    'projects and sub-projects',
    async () => {
      let inserted = 0;
      for (const id of ids)
        inserted += await insertSubprojects(db, id, subprojectsPerCompany, subprojectsPerProject);
      return inserted;
    },
    String,
  );
  await timed(
    'access grants',
    async () => {
      let granted = 0;
      for (const [k, id] of ids.entries())
        granted += await grantEverySecond(
          db,
          id,
          users[k]!.map((u) => u.id),
        );
      return granted;
    },
    String,
  );
  const kinds = await timed(
    'content, one item of each kind per sub-project',
    () => copyContent(db, ids),
    (copied) => `${copied.length} kinds × ${companyCount * subprojectsPerCompany}`,
  );
  if (!kinds.includes('panoramas')) throw new Error('The demo has no panorama to copy');
  await timed(
    'ANALYZE',
    () => db.query('ANALYZE'),
    () => '',
  );
  const panoramas = await db.query<{ company: number; id: number }>(
    'SELECT company_id AS company, min(id) AS id FROM panoramas WHERE company_id = ANY($1::int[]) GROUP BY 1',
    [ids],
  );
  console.log('\nSeeding (SQL, straight into PostgreSQL):');
  printTable(
    ['step', 's', 'rows'],
    steps.map(([step, s, rows]) => [step, s.toFixed(1), rows]),
  );
  return ids.map((id, k) => ({
    id,
    users: users[k]!,
    panorama: panoramas.rows.find((p) => p.company === id)!.id,
  }));
}

/**
 * Signs every user in, four at a time, round the instances, each from an address of its own (a
 * benchmarking address, RFC 2544); prints the rate and what a sign-in costs the instances.
 */
async function signInEveryone(
  instances: Instance[],
  seeded: Awaited<ReturnType<typeof seedCompanies>>,
): Promise<BenchCompany[]> {
  const everyone = seeded.flatMap((company) => company.users);
  const tokens = new Map<number, string>();
  const cpuBefore = instances.reduce((sum, i) => sum + cpuMs(i.pid), 0);
  const started = performance.now();
  let next = 0;
  const signInNext = async () => {
    while (next < everyone.length) {
      const n = next++;
      const user = everyone[n]!;
      const from = `198.18.${n >> 8}.${n & 255}`;
      tokens.set(user.id, await signIn(instances[n % instances.length]!.url, user.email, password, from));
    }
  };
  await Promise.all(Array.from({ length: 4 }, signInNext));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = instances.reduce((sum, i) => sum + cpuMs(i.pid), 0) - cpuBefore;
  console.log(
    `\nSign-ins: ${everyone.length} in ${elapsed.toFixed(1)} s (${(everyone.length / elapsed).toFixed(1)}/s, 4 at a time), ${(cpu / everyone.length).toFixed(0)} ms of the instances' CPU each (argon2id)`,
  );
  return seeded.map((company) => ({
    ...company,
    users: company.users.map((user) => ({ ...user, jwt: tokens.get(user.id)! })),
  }));
}

/**
 * Each company's channel. The web app finds it in the channel list, whose first call for a user makes
 * the chat channels of every sub-project they may see and which takes seconds at this size: it is
 * timed for the first and the last company (a first and a second call, then the plans of a third),
 * and the other companies' channels are made as that list makes them.
 */
async function findCompanyChannels(
  instance: Instance,
  companies: BenchCompany[],
  db: pg.Client,
): Promise<CompanyChannel[]> {
  const timed = async (user: BenchUser) => {
    const started = performance.now();
    await companyChannel(instance.url, user);
    return (performance.now() - started).toFixed(0);
  };
  const ends = [...new Set([0, companies.length - 1])];
  const timings: string[] = [];
  for (const k of ends) {
    const user = companies[k]!.users[0]!;
    timings.push(`company ${k + 1}: first ${await timed(user)} ms, again ${await timed(user)} ms`);
  }
  console.log(
    `\nChannel list of a user who sees ${subprojectsPerCompany / 2} sub-projects: ${timings.join('; ')}`,
  );
  const last = companies.at(-1)!.users[0]!;
  await printServerPlans(db, log, 'Plans of GET /api/channels for a user of the last company', () =>
    companyChannel(instance.url, last),
  );
  await db.query(
    `INSERT INTO chat_channels (company_id, kind) SELECT unnest($1::int[]), 'company' ON CONFLICT DO NOTHING`,
    [companies.map((c) => c.id)],
  );
  const { rows } = await db.query<{ id: number; company: number }>(
    `SELECT id, company_id AS company FROM chat_channels WHERE kind = 'company' AND company_id = ANY($1::int[])`,
    [companies.map((c) => c.id)],
  );
  return companies.map((company) => ({
    channel: rows.find((row) => row.company === company.id)!.id,
    sender: company.users[0]!,
    readers: new Set(company.users.map((u) => u.id)),
  }));
}

/**
 * The signed-in calls, each for the first user of a company picked at random for every request and
 * followed by the plans of its statements for the last company's user (the highest ids), then the
 * analytics heartbeat.
 */
function mainCalls(
  instance: Instance,
  companies: BenchCompany[],
  db: pg.Client,
  log: PostgresLog,
): CallCase[] {
  const anyOf = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
  const firstUsers = companies.map((c) => c.users[0]!);
  const last = companies.at(-1)!.users[0]!;
  const signedIn = userCalls.map(
    (call): CallCase => ({
      name: call.name,
      nextRequest: () => requestOf(call, anyOf(firstUsers)),
      afterwards: () =>
        printServerPlans(db, log, `Plans of ${call.name} for a user of the last company`, () =>
          callApi(instance.url, last.jwt, call.method, call.path, call.body),
        ),
    }),
  );
  return [
    ...signedIn,
    {
      // Every visible tab sends one every 15 s, from its own address (the limit is 30 a minute each).
      name: 'POST /api/analytics/heartbeat',
      nextRequest: () => ({
        method: 'POST',
        path: '/api/analytics/heartbeat',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.19.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
        },
        body: JSON.stringify({ path: `/panoramas/${anyOf(companies).panorama}`, session: randomUUID() }),
      }),
    },
  ];
}
