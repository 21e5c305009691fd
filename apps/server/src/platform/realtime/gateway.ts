import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  type ClientToServerEvents,
  can,
  limits,
  messages,
  rooms,
  type ServerToClientEvents,
  type ValidatedPayload,
  ValidateMePayload,
} from '@spatium/contracts';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { z } from 'zod';
import type { SessionService } from '../auth/sessions.ts';
import { closeRedis, connectRedis } from '../redis/redis.ts';

// No events between instances: rooms are changed through the adapter.
type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  { userId?: number }
>;
type EventName = keyof ServerToClientEvents;
type Validated = z.infer<typeof ValidatedPayload>;

/** What decides a user's rooms: their role, and the company they are in now (null: none). */
export interface Standing {
  roleId: number;
  companyId: number | null;
}

export interface Realtime {
  toUser(userId: number): Emitter;
  /** Everyone in the company, role 5 too: company-wide changes such as its settings. */
  toCompany(companyId: number): Emitter;
  /** Those in the company who read its catalogue; never role 5, who sees only files and styles (SPEC §6). */
  toCompanyReaders(companyId: number): Emitter;
  /** Tell a user's sockets the session is over and drop them, on every instance. */
  endSessions(userId: number): void;
  /**
   * What the user may see changed (role, company membership, sub-project access): on every instance
   * their sockets leave the rooms they lost and join those they gained, then hear `accesschanged`
   * and refetch. Once it resolves, no event sent afterwards reaches a room they lost.
   */
  accessChanged(userId: number): Promise<void>;
  /** Sockets connected to this instance, validated or not (for the metrics). */
  localSocketCount(): number;
  /** Drops this instance's sockets and Redis clients; leaves the HTTP server to its owner. */
  close(): Promise<void>;
}

export interface Emitter {
  emit<E extends EventName>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
}

export interface RealtimeOptions {
  server: HttpServer;
  sessions: SessionService;
  /** A user's standing, read fresh; undefined once the user is gone. */
  standingOf: (userId: number) => Promise<Standing | undefined>;
  /** Whose pages may connect (a browser always sends its page's Origin). */
  allowedOrigins: { origins: string[]; anyLoopback: boolean };
  redisUrl: string | undefined;
  /** Prefix of the Redis channels, so deployments (and test runs) sharing a Redis never cross. */
  redisKeyPrefix: string;
  /** Event lines are at debug: they carry the id of the request (or job) that caused them. */
  log: { warn(obj: unknown, msg?: string): void; debug(obj: unknown, msg?: string): void };
}

const refusals = {
  invalid: {
    ok: false,
    message: 'Your session is not valid. Please sign in again.',
    code: 'realtime.invalid_session',
  },
  tooMany: {
    ok: false,
    message: `You have ${limits.realtimeSocketsPerUser} live connections open already. Close a tab or window and reload.`,
    code: 'realtime.too_many_connections',
  },
  trialEnded: { ok: false, message: messages.trialEnded, code: 'trial.ended' },
  late: {
    ok: false,
    message: 'The connection did not identify itself in time. Reload the page.',
    code: 'realtime.not_validated',
  },
} as const satisfies Record<string, Validated>;

/**
 * socket.io on the HTTP server, websocket only, for pages of the deployment's own origins. A socket
 * joins its rooms only after `validateMe` proves its token, and is closed if it does not within a few
 * seconds; a user has at most `limits.realtimeSocketsPerUser` of them. With Redis, rooms (and that
 * count) span every instance.
 */
export function attachRealtime(options: RealtimeOptions): Realtime {
  const io: RealtimeServer = new Server(options.server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    // Another site's page must not open a socket riding on this user's browser.
    allowRequest: (request, callback) => {
      const allowed = isAllowedOrigin(request, options.allowedOrigins);
      callback(allowed ? null : 'This page’s origin may not connect.', allowed);
    },
  });
  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    // While Redis is away, events reach this instance's sockets only.
    const pub = connectRedis(options.redisUrl, { purpose: 'realtime' }, options.log);
    const sub = connectRedis(
      options.redisUrl,
      { purpose: 'realtime subscriber', waitForRedis: true },
      options.log,
    );
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub, adapterOptions(options.redisKeyPrefix)));
  }

  io.on('connection', (socket) => {
    const refuse = (result: Validated, ack?: (result: Validated) => void) => {
      socket.emit('validated', result);
      if (typeof ack === 'function') ack(result);
      socket.disconnect(true);
    };
    const deadline = setTimeout(() => {
      if (socket.data.userId === undefined) refuse(refusals.late);
    }, limits.realtimeValidateWithinMs);
    socket.once('disconnect', () => clearTimeout(deadline));

    socket.on('validateMe', async (payload, ack) => {
      const parsed = ValidateMePayload.safeParse(payload);
      const actor = parsed.success
        ? await options.sessions.resolve(parsed.data.jwt).catch(() => undefined)
        : undefined;
      const standing = actor && (await options.standingOf(actor.id).catch(() => undefined));
      if (!parsed.success || !actor || actor.scope !== 'full' || actor.id !== parsed.data.userId || !standing)
        return refuse(refusals.invalid, ack);
      // The trial is over (SPEC §4): the product, its notifications included, is closed to them.
      if (actor.trialOver) return refuse(refusals.trialEnded, ack);
      if ((await openSocketsOf(io, redisClients, actor.id, socket.id)) >= limits.realtimeSocketsPerUser)
        return refuse(refusals.tooMany, ack);
      // A re-validation after reconnect or company switch starts from a clean set of rooms.
      for (const room of socket.rooms) if (room !== socket.id) await socket.leave(room);
      await socket.join(roomsOf(actor.id, standing));
      socket.data.userId = actor.id;
      const result = { ok: true };
      socket.emit('validated', result);
      if (typeof ack === 'function') ack(result);
    });
  });

  // Not io.close(): it also closes the HTTP server, which Fastify owns and closes itself.
  // Closing the connections (rather than disconnecting the sockets) lets clients see a dropped
  // transport, so they reconnect — to another instance during a rolling restart — and validate again.
  return realtimeOn(io, redisClients, options, () => io.engine.close());
}

/** The rooms a validated socket of this user belongs in. */
function roomsOf(userId: number, standing: Standing): string[] {
  if (standing.companyId === null) return [rooms.user(userId)];
  const company = [rooms.company(standing.companyId)];
  if (can(standing.roleId, 'content.read')) company.push(rooms.companyReaders(standing.companyId));
  return [rooms.user(userId), ...company];
}

/**
 * The user's validated sockets other than `except`, on every instance. If an instance does not
 * answer in time, this instance's count stands in: the cap then holds per instance.
 */
async function openSocketsOf(
  io: RealtimeServer,
  redisClients: Redis[],
  userId: number,
  except: string,
): Promise<number> {
  try {
    const sockets = await reach(io, redisClients).in(rooms.user(userId)).fetchSockets();
    return sockets.filter((socket) => socket.id !== except).length;
  } catch {
    const local = io.of('/').adapter.rooms.get(rooms.user(userId));
    return local ? local.size - (local.has(except) ? 1 : 0) : 0;
  }
}

const adapterOptions = (keyPrefix: string) => ({
  key: `${keyPrefix}:socket.io`,
  // How long asking the other instances (their sockets of a user) may take before giving up.
  requestsTimeout: 2000,
});

/**
 * Every instance, through Redis, while it is there; while it is away, this instance alone: the
 * others cannot be reached anyway, and asking them would only wait for the timeout.
 */
function reach(io: RealtimeServer, redisClients: Redis[]) {
  return redisClients.every((client) => client.status === 'ready') ? io : io.local;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Browsers always send the page's Origin with a websocket handshake; a client without one is not a
 * browser, so no other site's page can be riding on a user's session through it.
 */
function isAllowedOrigin(request: IncomingMessage, allowed: RealtimeOptions['allowedOrigins']): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowed.origins.includes(origin)) return true;
  if (!allowed.anyLoopback) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && loopbackHosts.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Realtime for a process without sockets of its own (a job worker): events are published through
 * Redis and reach the browsers through whichever API instance holds their sockets.
 */
export function connectRealtimeThroughRedis(
  options: Pick<RealtimeOptions, 'redisKeyPrefix' | 'log' | 'standingOf'> & { redisUrl: string },
): Realtime {
  // Not attached to an HTTP server: it has no sockets, only the Redis adapter to broadcast through.
  const io: RealtimeServer = new Server({ serveClient: false });
  // Events wait for Redis to come back rather than being lost: a job's events are few.
  const pub = connectRedis(options.redisUrl, { purpose: 'realtime', waitForRedis: true }, options.log);
  const sub = connectRedis(
    options.redisUrl,
    { purpose: 'realtime subscriber', waitForRedis: true },
    options.log,
  );
  io.adapter(createAdapter(pub, sub, adapterOptions(options.redisKeyPrefix)));
  return realtimeOn(io, [pub, sub], options, () => {});
}

function realtimeOn(
  io: RealtimeServer,
  redisClients: Redis[],
  options: Pick<RealtimeOptions, 'standingOf' | 'log'>,
  closeConnections: () => void,
): Realtime {
  const emitterFor = (room: string): Emitter => ({
    emit: (event, ...args) => {
      options.log.debug({ event, room }, 'realtime event');
      io.to(room).emit(event, ...args);
    },
  });

  const endSessions = (userId: number) => {
    io.to(rooms.user(userId)).emit('sessionended');
    io.in(rooms.user(userId)).disconnectSockets(true);
  };

  let closing: Promise<void> | undefined;
  return {
    toUser: (userId) => emitterFor(rooms.user(userId)),
    toCompany: (companyId) => emitterFor(rooms.company(companyId)),
    toCompanyReaders: (companyId) => emitterFor(rooms.companyReaders(companyId)),
    endSessions,
    localSocketCount: () => io.engine.clientsCount,
    async accessChanged(userId) {
      const own = rooms.user(userId);
      try {
        const standing = await options.standingOf(userId);
        if (!standing) return endSessions(userId);
        const wanted = roomsOf(userId, standing);
        // The rooms each socket is in, on every instance; leaving and joining go out through the
        // adapter before any later event, so nothing sent after this reaches a room that was lost.
        const everywhere = reach(io, redisClients);
        const sockets = await everywhere.in(own).fetchSockets();
        const lost = new Set(
          sockets.flatMap((socket) =>
            [...socket.rooms].filter((r) => r !== socket.id && !wanted.includes(r)),
          ),
        );
        if (lost.size > 0) everywhere.in(own).socketsLeave([...lost]);
        everywhere.in(own).socketsJoin(wanted);
        io.to(own).emit('accesschanged');
      } catch (error) {
        // The change is committed; the sockets are re-scoped at their next validation. Until
        // then they hear too much, so rather end them: the browser reconnects and validates.
        options.log.warn({ err: error, userId }, 'realtime re-scoping failed; reconnecting the user');
        io.in(own).disconnectSockets(true);
      }
    },
    close() {
      closing ??= (async () => {
        closeConnections();
        await Promise.resolve(io.of('/').adapter.close()).catch(() => {});
        await Promise.all(redisClients.map(closeRedis));
      })();
      return closing;
    },
  };
}
