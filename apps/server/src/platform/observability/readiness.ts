import type { ReadyResponse } from '@spatium/contracts';
import type { Redis } from 'ioredis';
import { HttpError } from '../http/errors.ts';
import type { Storage } from '../storage/storage.ts';

export interface ReadinessChecks {
  pingDatabase: () => Promise<void>;
  /** Absent when the deployment runs without Redis. */
  redis: Redis | undefined;
  storage: Storage;
}

// A dependency that hangs is as unready as one that refuses; a load balancer must hear it soon.
const CHECK_TIMEOUT_MS = 2_000;

/**
 * /api/ready: a load balancer sends traffic only to an instance whose database, Redis and file storage
 * all answer. /api/health stays the cheaper "the process is alive and migrated" check.
 */
export function readiness(checks: ReadinessChecks): () => Promise<ReadyResponse> {
  return async () => {
    const failed: string[] = [];
    const check = async (name: string, probe: () => Promise<unknown>) => {
      try {
        await withTimeout(probe());
      } catch {
        failed.push(name);
      }
    };
    await Promise.all([
      check('the database', checks.pingDatabase),
      checks.redis && check('Redis', () => checks.redis!.ping()),
      // A key that never exists: reaching the store is the test, not finding a file.
      check('the file storage', () => checks.storage.stat('health/ready-probe')),
    ]);
    if (failed.length > 0) {
      throw new HttpError(503, `Not ready: ${failed.join(', ')} did not answer.`, 'system.not_ready');
    }
    return { status: 'ready', database: 'ok', redis: checks.redis ? 'ok' : 'off', storage: 'ok' };
  };
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
