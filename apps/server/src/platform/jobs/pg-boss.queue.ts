import { PgBoss } from 'pg-boss';
import { currentRequestId, runForRequest } from '../observability/request-ids.ts';
import type { EnqueueOptions, JobCounts, JobQueue } from './jobs.ts';

type Handler = (payload: object) => Promise<void>;

/**
 * The id of the request that queued a job, kept beside the payload in the job's data so the job's
 * log lines carry it on whichever process runs it; the handler never sees it.
 */
const requestIdKey = '_requestId';

export interface JobLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

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
  private readonly log: JobLog | undefined;

  constructor(
    connectionString: string,
    onError: (error: Error) => void,
    options: { runHandlers?: boolean; log?: JobLog } = {},
  ) {
    this.runHandlers = options.runHandlers ?? true;
    this.log = options.log;
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
    const requestId = currentRequestId();
    const data = requestId === undefined ? payload : { ...payload, [requestIdKey]: requestId };
    await this.boss.send(name, data, {
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
          for (const job of jobs) await this.run(name, job.id, job.data, handler);
        },
      );
      this.workerIds.set(name, id);
    }
  }

  /**
   * One job, inside the context of the request that queued it, with a log line at each end (jobs are
   * few and long: the lines cost nothing and say where a request's work went).
   */
  private async run(name: string, jobId: string, data: object, handler: Handler): Promise<void> {
    const { [requestIdKey]: requestId, ...payload } = data as Record<string, unknown>;
    await runForRequest(typeof requestId === 'string' ? requestId : undefined, async () => {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      this.log?.info({ job: name, jobId }, 'job started');
      try {
        await handler(payload);
      } catch (error) {
        this.log?.warn({ job: name, jobId, ms: elapsed(), err: error }, 'job failed');
        throw error;
      }
      this.log?.info({ job: name, jobId, ms: elapsed() }, 'job finished');
    });
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
