/**
 * Background work (panorama tiling, later conversions and e-mail): modules enqueue a named job after
 * their transaction commits and register a handler for it. Handlers run in the API process by default,
 * and in worker processes (`--worker`) when JOBS_IN_PROCESS=false.
 */
export interface JobQueue {
  /** `delaySeconds`: run no sooner than that (a retry's backoff). */
  enqueue(name: string, payload: object, options?: EnqueueOptions): Promise<void>;
  /** Registers the handler of a job name; call before start(). */
  work<T extends object>(name: string, handler: (payload: T) => Promise<void>): void;
  start(): Promise<void>;
  /** Waits for running jobs, then stops; call before the database pool closes. */
  stop(): Promise<void>;
  /** How many jobs of each name wait, are deferred (retries) or run, for the metrics. */
  counts(): Promise<JobCounts[]>;
}

export interface JobCounts {
  name: string;
  queued: number;
  deferred: number;
  active: number;
}

export interface EnqueueOptions {
  delaySeconds?: number;
}

type Handler = (payload: never) => Promise<void>;

/**
 * Jobs in this process's memory, for a server without a database URL of its own (the OpenAPI build)
 * and for tests of job handlers. Lost on restart: production uses the pg-boss queue.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly handlers = new Map<string, Handler>();
  private readonly running = new Map<Promise<void>, string>();
  private started = false;
  private readonly onError: (error: unknown, name: string) => void;

  constructor(onError: (error: unknown, name: string) => void) {
    this.onError = onError;
  }

  async enqueue(name: string, payload: object, options: EnqueueOptions = {}): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No worker for job ${name}`);
    if (!this.started) throw new Error('The job queue is not started');
    const delay = (options.delaySeconds ?? 0) * 1000;
    const run = (async () => {
      // Let the caller's response go out first, as with a real queue.
      await new Promise((resolve) => (delay > 0 ? setTimeout(resolve, delay) : setImmediate(resolve)));
      await (handler as (p: object) => Promise<void>)(payload);
    })()
      .catch((error: unknown) => this.onError(error, name))
      .finally(() => this.running.delete(run));
    this.running.set(run, name);
  }

  work<T extends object>(name: string, handler: (payload: T) => Promise<void>): void {
    this.handlers.set(name, handler as Handler);
  }

  async start(): Promise<void> {
    this.started = true;
  }

  async stop(): Promise<void> {
    this.started = false;
    await Promise.allSettled([...this.running.keys()]);
  }

  // A job here is waiting for its delay or running; both count as active.
  async counts(): Promise<JobCounts[]> {
    const active = new Map<string, number>();
    for (const name of this.running.values()) active.set(name, (active.get(name) ?? 0) + 1);
    return [...this.handlers.keys()].map((name) => ({
      name,
      queued: 0,
      deferred: 0,
      active: active.get(name) ?? 0,
    }));
  }
}
