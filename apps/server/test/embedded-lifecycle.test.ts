import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer } from './support/processes.ts';

// The real entry point as an operator runs it: child processes on the embedded PostgreSQL.
// A first start initialises PostgreSQL and seeds the whole demo (a minute on a loaded 2-core machine).
describe('the embedded PostgreSQL life cycle', { timeout: 90_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spatium-lifecycle-'));
  // As root PostgreSQL runs as the postgres user, who must be able to enter the directory.
  chmodSync(dataDir, 0o755);
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const env = { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'true', LOG_LEVEL: 'info' };
  const started: ServerProcess[] = [];
  const start = (extra: Record<string, string> = {}) => {
    const server = spawnServer({ ...env, ...extra });
    started.push(server);
    return server;
  };
  let first: ServerProcess;
  let firstUrl: string;

  afterAll(async () => {
    for (const server of started) server.child.kill('SIGKILL');
    // Whatever a failed test left running: a fast shutdown of the PostgreSQL on this directory.
    const postmaster = postmasterPid();
    if (postmaster && isAlive(postmaster)) process.kill(postmaster, 'SIGINT');
    await waitFor(() => !postmaster || !isAlive(postmaster), 10_000).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a bad setting with one line naming it', async () => {
    const server = spawnServer({ ...env, PORT: 'abc' });
    expect(await server.exited).toBe(1);
    const lines = server.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/PORT/);
  });

  it('starts on an empty DATA_DIR, answers health and signs the demo admin in', async () => {
    first = start();
    firstUrl = await first.ready;
    expect(firstUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${firstUrl}/api/health`)).status).toBe(200);
    expect(await signInDemoAdmin(firstUrl)).toBe(200);
  });

  it('refuses a second server on the same DATA_DIR with one line naming it', async () => {
    const second = start();
    expect(await second.exited).not.toBe(0);
    const lines = second.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('DATA_DIR');
    // The first one is untouched.
    expect((await fetch(`${firstUrl}/api/health`)).status).toBe(200);
  });

  it('recovers by itself after the server was killed with SIGKILL', async () => {
    const orphan = postmasterPid()!;
    first.child.kill('SIGKILL');
    await first.exited;
    // What makes this hard: PostgreSQL outlives the app and keeps the data directory.
    expect(isAlive(orphan)).toBe(true);

    const recovered = start();
    const url = await recovered.ready;
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(await signInDemoAdmin(url)).toBe(200);
    expect(isAlive(orphan)).toBe(false);
  });

  it('stops itself and its PostgreSQL on SIGTERM', async () => {
    const server = started.at(-1)!;
    const postmaster = postmasterPid()!;
    expect(isAlive(postmaster)).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(pidFile)).toBe(false);
    expect(isAlive(postmaster)).toBe(false);
    expect(existsSync(path.join(dataDir, 'spatium.lock'))).toBe(false);
    expect(server.stderr()).toBe('');
  });

  function postmasterPid(): number | undefined {
    if (!existsSync(pidFile)) return undefined;
    return Number(readFileSync(pidFile, 'utf8').split('\n')[0]) || undefined;
  }
});

async function signInDemoAdmin(url: string): Promise<number> {
  const response = await fetch(`${url}/api/customauth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'admin@example.com', password: 'demo-password-1' }),
  });
  return response.status;
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

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
