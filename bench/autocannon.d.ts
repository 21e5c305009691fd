// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as timed out (10 by default). */
    timeout?: number;
    /** Requests each connection cycles through, in order, instead of the one above. */
    requests?: RequestDefinition[];
    /** Requests per second over all connections: each waits its turn rather than sending flat out. */
    overallRate?: number;
  }
  interface RequestDefinition {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send of this request: returns the request to send instead. */
    setupRequest?: (request: RequestDefinition) => RequestDefinition;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  /** A run in progress: awaited for its result, and telling each response as it arrives. */
  interface Instance extends Promise<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
  }
  export default function autocannon(options: Options): Instance;
}
