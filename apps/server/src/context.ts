import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { SecurityLog } from './platform/auth/security-log.ts';
import type { SessionService } from './platform/auth/sessions.ts';
import type { Throttle } from './platform/auth/throttle.ts';
import type { TokenService } from './platform/auth/tokens.ts';
import type { Database } from './platform/database/db.ts';
import type { RouteMounter } from './platform/http/mount.ts';
import type { JobQueue } from './platform/jobs/jobs.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { Realtime } from './platform/realtime/gateway.ts';
import type { Storage } from './platform/storage/storage.ts';

/**
 * What services and job handlers need, without HTTP: a worker process (`--worker`) builds only this,
 * and its realtime events go through Redis to the API instances' sockets.
 */
export interface ServiceContext {
  config: Config;
  db: Database;
  storage: Storage;
  jobs: JobQueue;
  realtime: Realtime;
  log: FastifyBaseLogger;
}

/** What every module is given when it registers its routes. */
export interface ModuleContext extends ServiceContext {
  tokens: TokenService;
  sessions: SessionService;
  mailer: Mailer;
  routes: RouteMounter;
  /** Sign-ins, refusals and impersonations as structured log events. */
  securityLog: SecurityLog;
  /** Guess limits by account, challenge and sender, shared through Redis when there is one. */
  throttle: Throttle;
}
