import { ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError } from './platform/database/embedded.ts';
import { startServer } from './server.ts';

try {
  const config = loadConfig();
  const server = await startServer(config);
  server.app.log.info(`Spatium is ready on ${config.publicUrl}`);
  let signalled = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (signalled) return;
      signalled = true;
      server.app.log.info(`${signal}: shutting down`);
      server.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          server.app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
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
