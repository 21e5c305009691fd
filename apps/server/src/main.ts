import { ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError } from './platform/database/embedded.ts';
import { type RunningServer, startServer } from './server.ts';

// `--service=analytics` runs the analytics service alone; the same as SERVICE=analytics.
const serviceArg = process.argv.find((arg) => arg.startsWith('--service='))?.slice('--service='.length);

// The app stops in order: HTTP and sockets, then the pool, then PostgreSQL. A signal during start-up
// waits for the start to finish, so PostgreSQL is never left running.
let server: RunningServer | undefined;
let signalled: NodeJS.Signals | undefined;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (signalled) return;
    signalled = signal;
    if (server) shutDown(server, signal);
  });
}

try {
  const config = loadConfig(serviceArg ? { ...process.env, SERVICE: serviceArg } : process.env);
  server = await startServer(config);
  const name = config.service === 'analytics' ? 'Spatium analytics' : 'Spatium';
  // The bound address, not PUBLIC_URL: with PORT=0 this is the only place the port shows up.
  server.app.log.info(`${name} is ready on ${server.url}`);
  if (signalled) shutDown(server, signalled);
} catch (error) {
  // A bad setting or a busy data directory is the operator's to fix: one clear line, no stack.
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    process.stderr.write(`Spatium cannot start. ${error.message}\n`);
  } else {
    process.stderr.write(
      `Spatium cannot start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
}

function shutDown(running: RunningServer, signal: NodeJS.Signals): void {
  running.app.log.info(`${signal}: shutting down`);
  running.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      running.app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}
