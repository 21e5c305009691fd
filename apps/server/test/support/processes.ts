import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const serverRoot = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  /**
   * Resolves with the URL from the ready line (empty for a worker, which listens nowhere); rejects
   * if the process exits first.
   */
  ready: Promise<string>;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>;
  stdout(): string;
  stderr(): string;
}

/**
 * `node src/main.ts` as a child process (Node 24 strips the types, the contracts package included),
 * with only the environment given, so the caller's DATABASE_URL or REDIS_URL never leak in.
 */
export function spawnServer(env: Record<string, string>, args: string[] = []): ServerProcess {
  const child = spawn(process.execPath, ['src/main.ts', ...args], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const ready = new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /is ready(?: on (http:\/\/[^\s"]+))?/.exec(stdout);
      if (match) {
        child.stdout!.off('data', onData);
        resolve(match[1] ?? '');
      }
    };
    child.stdout!.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`The server exited (${code}) before it was ready:\n${stderr}`)),
    );
  });
  // A test may only look at `exited`; keep an early exit from being an unhandled rejection.
  ready.catch(() => {});
  return { child, ready, exited, stdout: () => stdout, stderr: () => stderr };
}
