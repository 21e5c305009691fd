import { pino } from 'pino';
import type { Config } from './config.ts';
import { registerJobHandlers } from './modules/jobs.register.ts';
import { findStanding } from './modules/users/users.standing.ts';
import { connectDatabase, runMigrations } from './platform/database/db.ts';
import { PgBossJobQueue } from './platform/jobs/pg-boss.queue.ts';
import { requestIdMixin } from './platform/observability/request-ids.ts';
import { connectRealtimeThroughRedis } from './platform/realtime/gateway.ts';
import { createStorage } from './platform/storage/create-storage.ts';

export interface RunningWorker {
  log: pino.Logger;
  /** Lets running jobs finish (or time out), then closes the queue, Redis and the pool. */
  stop(): Promise<void>;
}

/**
 * A job worker (`npm run worker`): the API instances' PostgreSQL, storage and Redis, the job
 * handlers, and no HTTP. loadConfig has already refused it without DATABASE_URL or REDIS_URL.
 */
export async function startWorker(config: Config): Promise<RunningWorker> {
  const { databaseUrl, redisUrl } = config;
  if (config.service !== 'worker' || !databaseUrl || !redisUrl)
    throw new Error('startWorker needs a worker configuration (SERVICE=worker, DATABASE_URL, REDIS_URL)');
  // Job handlers log through this: a job queued by a request logs with that request's id.
  const log = pino({ level: config.logLevel, mixin: requestIdMixin });
  let stopping: Promise<void> | undefined;
  const database = connectDatabase(databaseUrl, (error) => {
    // While stopping, PostgreSQL ending idle connections is the expected end, not an error.
    if (!stopping) log.error({ err: error }, 'database connection error');
  });
  const realtime = connectRealtimeThroughRedis({
    redisUrl,
    standingOf: (userId) => findStanding(database.db, userId),
    redisKeyPrefix: config.redisKeyPrefix,
    log,
  });
  const queue = new PgBossJobQueue(databaseUrl, (error) => log.error({ err: error }, 'job queue error'), {
    log,
  });
  try {
    // Whichever process starts first migrates (under an advisory lock); the others find it done.
    await runMigrations(database);
    registerJobHandlers({
      config,
      db: database.db,
      storage: createStorage(config),
      jobs: queue,
      realtime,
      log,
    });
    await queue.start();
  } catch (error) {
    await queue.stop().catch(() => {});
    await realtime.close();
    await database.close().catch(() => {});
    throw error;
  }
  return {
    log,
    stop: () => {
      stopping ??= (async () => {
        await queue.stop();
        await realtime.close();
        await database.close();
      })();
      return stopping;
    },
  };
}
