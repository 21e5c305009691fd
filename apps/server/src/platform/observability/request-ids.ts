import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { type Logger, symbols } from 'pino';

/**
 * The request id follows a request wherever its work goes: the response's `x-request-id`, every log
 * line written while the request is handled (Fastify's own and the modules' `ctx.log`), the jobs it
 * queues (their handlers' log lines, on whichever process runs them) and the realtime events it
 * causes. Searching the logs for one id shows everything a call did.
 */
export const requestIdHeader = 'x-request-id';
/** The log field, the one Fastify names its request logs' id with. */
const logLabel = 'reqId';

// What a proxy's id may look like (UUIDs, Caddy's and nginx's hex ids, AWS's `Root=1-…`): anything
// else is a forged or garbled header and is replaced, so no log line carries what a client made up.
const validId = /^[\w.:=+-]{1,128}$/;

const current = new AsyncLocalStorage<string>();

/** The id of the request (or of the job a request queued) this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return current.getStore();
}

/** Runs `work` as part of the request `requestId` (a job it queued); without an id, as it is. */
export function runForRequest<T>(requestId: string | undefined, work: () => T): T {
  return requestId === undefined ? work() : current.run(requestId, work);
}

/**
 * Fastify's `genReqId`: the proxy's id when the connection comes from a proxy TRUST_PROXY trusts
 * (so one id spans the proxy's access log and ours), a fresh one otherwise: a client cannot choose
 * the id its requests are logged under.
 */
export function requestIdGenerator(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustFunction(trustProxy);
  return (request) => {
    const incoming = request.headers[requestIdHeader];
    if (
      typeof incoming === 'string' &&
      validId.test(incoming) &&
      trusted(request.socket.remoteAddress ?? '', 0)
    )
      return incoming;
    return randomUUID();
  };
}

/** TRUST_PROXY as config.ts gives it to Fastify: true, false, a hop count (a function) or addresses. */
type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

function trustFunction(trustProxy: TrustProxy): (address: string, hop: number) => boolean {
  if (typeof trustProxy === 'function') return trustProxy;
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  return proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()));
}

/**
 * Sends the id back, and runs the rest of the request inside it so work the request starts (a log
 * line through `ctx.log`, a job, a realtime event) knows which request it belongs to. A callback hook:
 * `done` runs the remaining hooks and the handler within the id's context.
 */
export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    current.run(request.id, done);
  });
}

/**
 * pino's `mixin`: a log line written for a request (or its job) without the id in its logger's
 * bindings gets it. Fastify's request loggers are bound to it already; a second copy would repeat the
 * field in the same line.
 */
export function requestIdMixin(_merge: object, _level: number, logger: Logger): object {
  const id = current.getStore();
  if (id === undefined) return {};
  // pino keeps a logger's bindings as the JSON text it writes: a look in it costs no parsing.
  const bindings = (logger as unknown as Record<symbol, string | undefined>)[symbols.chindingsSym];
  return bindings?.includes(`"${logLabel}":`) ? {} : { [logLabel]: id };
}
