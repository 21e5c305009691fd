import { runBackupCommand } from './backup-command.ts';
import { ConfigError, loadConfig } from './config.ts';
import { BackupError } from './platform/backup/backup.ts';
import { DataDirInUseError } from './platform/database/embedded.ts';
import { startServer } from './server.ts';
import { startWorker } from './worker.ts';

// `--service=analytics` runs the analytics service alone, `--worker` the job handlers alone; the same
// as SERVICE=analytics and SERVICE=worker.
const serviceArg = process.argv.includes('--worker')
  ? 'worker'
  : process.argv.find((arg) => arg.startsWith('--service='))?.slice('--service='.length);

// `backup <folder>` and `restore <folder>` (npm run backup / restore) do their work and exit.
const [command, folder] = process.argv.slice(2);
if (command === 'backup' || command === 'restore') {
  try {
    const manifest = await runBackupCommand(
      command,
      folder,
      loadConfig({ ...process.env, LOG_LEVEL: 'warn' }),
    );
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const files = manifest.files === 'local' ? 'and the files' : '(files stay in the S3 bucket)';
    process.stdout.write(
      `${command === 'backup' ? 'Backed up' : 'Restored'} ${manifest.tables.length} tables (${rows} rows) ${files} ${command === 'backup' ? 'to' : 'from'} ${folder}\n`,
    );
    process.exit(0);
  } catch (error) {
    // An operator's mistake (a folder that is not a backup, a database that is not empty) is one line.
    const known =
      error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirInUseError;
    const detail =
      error instanceof Error ? (known ? error.message : (error.stack ?? error.message)) : String(error);
    process.stderr.write(`The ${command} failed: ${detail}\n`);
    process.exit(1);
  }
}

interface Running {
  log: { info(message: string): void; error(obj: unknown, message: string): void };
  stop(): Promise<void>;
}

// The app stops in order: HTTP and sockets (or a worker's running jobs), then the pool, then
// PostgreSQL. A signal during start-up waits for the start to finish, so PostgreSQL is never left
// running.
let running: Running | undefined;
let signalled: NodeJS.Signals | undefined;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (signalled) return;
    signalled = signal;
    if (running) shutDown(running, signal);
  });
}

try {
  const config = loadConfig(serviceArg ? { ...process.env, SERVICE: serviceArg } : process.env);
  if (config.service === 'worker') {
    const worker = await startWorker(config);
    running = worker;
    worker.log.info('Spatium worker is ready: running jobs from the database, events through Redis');
  } else {
    const server = await startServer(config);
    running = { log: server.app.log, stop: server.stop };
    const name = config.service === 'analytics' ? 'Spatium analytics' : 'Spatium';
    // The bound address, not PUBLIC_URL: with PORT=0 this is the only place the port shows up.
    server.app.log.info(`${name} is ready on ${server.url}`);
  }
  if (signalled) shutDown(running, signalled);
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

function shutDown(target: Running, signal: NodeJS.Signals): void {
  target.log.info(`${signal}: shutting down`);
  target.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      target.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}
