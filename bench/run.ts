// Throughput of the built server on the embedded PostgreSQL, as ratios to a bare node:http server
// answering a constant, all measured in one run on the same machine (see README.md).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Case, measureAgainstBaseline } from './measure.ts';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 5);

const dataDir = mkdtempSync(path.join(tmpdir(), 'spatium-bench-'));
// As root the embedded PostgreSQL runs as the postgres user, who must be able to enter it.
chmodSync(dataDir, 0o755);
let server: ChildProcess | undefined;
const bare = createServer((_, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"status":"ok"}');
});

try {
  console.log('Building the server…');
  const build = spawnSync(process.execPath, ['build.ts'], { cwd: serverDir, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The server build failed');

  const started = await startBuiltServer();
  server = started.child;
  const jwt = await signIn(started.url, 'user@example.com', 'demo-password-1');
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

  const cases: Case[] = [
    { name: 'bare node:http, constant JSON', url: bareUrl },
    {
      name: 'POST /api/getme',
      url: `${started.url}/api/getme`,
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: '{}',
    },
    {
      name: 'GET /api/agreements?_limit=1&_sort=id:DESC',
      url: `${started.url}/api/agreements?_limit=1&_sort=id:DESC`,
      headers: { authorization: `Bearer ${jwt}` },
    },
  ];
  console.log(`${connections} connections, ${duration} s per call\n`);
  const rows = await measureAgainstBaseline(cases, { connections, duration });
  if (rows.some((row) => row.failed > 0)) process.exitCode = 1;
} finally {
  bare.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** dist/main.js on a fresh DATA_DIR with the demo data; resolves with the URL it reports. */
function startBuiltServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
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

async function signIn(url: string, identifier: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/customauth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  const body = (await response.json()) as { jwt?: string; twofa?: boolean };
  if (response.status !== 200 || !body.jwt || body.twofa) {
    throw new Error(`Sign-in of ${identifier} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.jwt;
}
