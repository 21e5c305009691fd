import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface E2eServer {
  url: string;
  dataDir: string;
  /** Mails written to DATA_DIR/outbox (no SMTP in tests), oldest first. */
  outbox(): { to: string; subject: string; text: string }[];
  stop(): Promise<void>;
}

/** The built product (`npm run build`), on its embedded PostgreSQL with demo data, in a temp DATA_DIR. */
export async function startE2eServer(env: Record<string, string> = {}): Promise<E2eServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spatium-e2e-'));
  // As root, the embedded PostgreSQL runs as `postgres`, which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // E2E_SERVER_LOG=1 shows the server's own log while a test runs, for a failure the browser cannot explain.
  const echo = process.env.E2E_SERVER_LOG === '1';
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (d) => {
      output += d;
      if (echo) process.stderr.write(d);
    });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  return {
    url,
    dataDir,
    outbox() {
      const dir = path.join(dataDir, 'outbox');
      let files: string[] = [];
      try {
        files = readdirSync(dir).sort();
      } catch {
        return [];
      }
      return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // A first start initialises PostgreSQL and seeds the demo: a minute when the machine is idle, several
  // when other test runs share its two cores.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not become healthy in 240 s:\n${output()}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
