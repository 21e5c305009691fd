import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { seedDemoData } from './modules/demo/demo.seed.ts';
import { connectDatabase, runMigrations } from './platform/database/db.ts';
import { startEmbeddedPostgres } from './platform/database/embedded.ts';
import type { Realtime } from './platform/realtime/gateway.ts';
import { createStorage } from './platform/storage/create-storage.ts';

export interface RunningServer {
  app: FastifyInstance;
  /** Where the server actually listens (PORT=0 picks a free port); PUBLIC_URL is for links. */
  url: string;
  /** The realtime gateway; null in the analytics-only service. */
  realtime: Realtime | null;
  stop(): Promise<void>;
}

/** Starts the database (embedded unless DATABASE_URL), migrates, seeds, and listens. */
export async function startServer(config: Config): Promise<RunningServer> {
  const log = (message: string) => process.stderr.write(`${message}\n`);
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(config.dataDir, (m) => {
        if (config.logLevel === 'debug' || config.logLevel === 'trace') log(m);
      });
  let stopping: Promise<void> | undefined;
  const database = connectDatabase(config.databaseUrl ?? embedded!.url, (error) => {
    // While stopping, PostgreSQL ending idle connections is the expected end, not an error.
    if (!stopping) log(`database connection error: ${error.message}`);
  });
  try {
    await runMigrations(database);
    if (config.seedDemo)
      await seedDemoData(database.db, { dataDir: config.dataDir, storage: createStorage(config) });
    const databaseUrl = config.databaseUrl ?? embedded!.url;
    const app = await buildApp({
      config,
      db: database.db,
      pool: database.pool,
      databaseUrl,
      pingDatabase: async () => {
        await database.pool.query('SELECT 1');
      },
    });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return {
      app,
      url: `http://${urlHost(config.host)}:${port}`,
      realtime: app.realtime,
      stop: () => {
        stopping ??= (async () => {
          await app.close();
          await database.close();
          await embedded?.stop();
        })();
        return stopping;
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
}

/** A host a client can connect to: a wildcard address is reached through loopback. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
