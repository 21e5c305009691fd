import { PgBoss } from 'pg-boss';
import type { EnqueueOptions, JobCounts, JobQueue } from './jobs.ts';

type Handler = (payload: object) => Promise<void>;

/**
 * The JobQueue on pg-boss, in the application's own PostgreSQL (pg-boss keeps its tables in the
 * `pgboss` schema): jobs survive restarts and spread over every process that runs their handlers.
 * With `runHandlers: false` (an API instance under JOBS_IN_PROCESS=false) it only enqueues, and
 * worker processes take the jobs.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, Handler>();
  private readonly workerIds = new Map<string, string>();
  private started = false;
  private readonly runHandlers: boolean;

  constructor(
    connectionString: string,
    onError: (error: Error) => void,
    options: { runHandlers: boolean } = { runHandlers: true },
  ) {
    this.runHandlers = options.runHandlers;
    this.boss = new PgBoss({
      connectionString,
      // A few connections are enough: jobs are few and long, the API keeps its own pool.
      max: 4,
      // No cron schedules here; fewer timers also make start and stop quick.
      schedule: false,
      application_name: 'spatium-jobs',
    });
    this.boss.on('error', onError);
  }

  async enqueue(name: string, payload: object, options: EnqueueOptions = {}): Promise<void> {
    const delay = options.delaySeconds ?? 0;
    await this.boss.send(name, payload, {
      retryLimit: 1,
      expireInSeconds: 30 * 60,
      ...(delay > 0 && { startAfter: Math.ceil(delay) }),
    });
    // Wake the local worker instead of waiting for its next poll.
    const workerId = this.workerIds.get(name);
    if (workerId && delay === 0) this.boss.notifyWorker(workerId);
  }

  work<T extends object>(name: string, handler: (payload: T) => Promise<void>): void {
    if (this.started) throw new Error('Register job handlers before the queue starts');
    this.handlers.set(name, handler as Handler);
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const [name, handler] of this.handlers) {
      // Sending needs the queue, so an enqueue-only instance creates it too.
      await this.boss.createQueue(name);
      if (!this.runHandlers) continue;
      const id = await this.boss.work<object>(
        name,
        { pollingIntervalSeconds: 2, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data);
        },
      );
      this.workerIds.set(name, id);
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // Graceful: a running tiling job finishes (or times out) before the pool goes.
    await this.boss.stop({ graceful: true, timeout: 10_000, close: true });
  }

  async counts(): Promise<JobCounts[]> {
    if (!this.started) return [];
    const queues = await this.boss.getQueues([...this.handlers.keys()]);
    return queues.map((queue) => ({
      name: queue.name,
      queued: queue.queuedCount,
      deferred: queue.deferredCount,
      active: queue.activeCount,
    }));
  }
}
