import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  type ClientToServerEvents,
  rooms,
  type ServerToClientEvents,
  ValidateMePayload,
} from '@spatium/contracts';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { SessionService } from '../auth/sessions.ts';
import { closeRedis, connectRedis } from '../redis/redis.ts';

type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;
type EventName = keyof ServerToClientEvents;

export interface Realtime {
  toUser(userId: number): Emitter;
  toCompany(companyId: number): Emitter;
  /** Tell a user's sockets the session is over and drop them, on every instance. */
  endSessions(userId: number): void;
  /** Drops this instance's sockets and Redis clients; leaves the HTTP server to its owner. */
  close(): Promise<void>;
}

export interface Emitter {
  emit<E extends EventName>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
}

export interface RealtimeOptions {
  server: HttpServer;
  sessions: SessionService;
  redisUrl: string | undefined;
  /** Prefix of the Redis channels, so deployments (and test runs) sharing a Redis never cross. */
  redisKeyPrefix: string;
  log: { warn(obj: unknown, msg?: string): void };
}

/**
 * socket.io on the HTTP server, websocket only. A socket joins its user's and company's rooms only
 * after `validateMe` proves its token; with Redis, rooms span every instance.
 */
export function attachRealtime(options: RealtimeOptions): Realtime {
  const io: RealtimeServer = new Server(options.server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
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
    io.adapter(createAdapter(pub, sub, { key: `${options.redisKeyPrefix}:socket.io` }));
  }

  io.on('connection', (socket) => {
    socket.on('validateMe', async (payload, ack) => {
      const parsed = ValidateMePayload.safeParse(payload);
      const actor = parsed.success
        ? await options.sessions.resolve(parsed.data.jwt).catch(() => undefined)
        : undefined;
      if (!parsed.success || !actor || actor.scope !== 'full' || actor.id !== parsed.data.userId) {
        const result = { ok: false, message: 'Your session is not valid. Please sign in again.' };
        socket.emit('validated', result);
        if (typeof ack === 'function') ack(result);
        socket.disconnect(true);
        return;
      }
      // A re-validation after reconnect or company switch starts from a clean set of rooms.
      for (const room of socket.rooms) if (room !== socket.id) await socket.leave(room);
      await socket.join(rooms.user(actor.id));
      if (actor.companyId !== null) await socket.join(rooms.company(actor.companyId));
      socket.data.userId = actor.id;
      const result = { ok: true };
      socket.emit('validated', result);
      if (typeof ack === 'function') ack(result);
    });
  });

  // Not io.close(): it also closes the HTTP server, which Fastify owns and closes itself.
  // Closing the connections (rather than disconnecting the sockets) lets clients see a dropped
  // transport, so they reconnect — to another instance during a rolling restart — and validate again.
  return realtimeOn(io, redisClients, () => io.engine.close());
}

/**
 * Realtime for a process without sockets of its own (a job worker): events are published through
 * Redis and reach the browsers through whichever API instance holds their sockets.
 */
export function connectRealtimeThroughRedis(
  options: Pick<RealtimeOptions, 'redisKeyPrefix' | 'log'> & { redisUrl: string },
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
  io.adapter(createAdapter(pub, sub, { key: `${options.redisKeyPrefix}:socket.io` }));
  return realtimeOn(io, [pub, sub], () => {});
}

function realtimeOn(io: RealtimeServer, redisClients: Redis[], closeConnections: () => void): Realtime {
  const emitterFor = (room: string): Emitter => ({
    emit: (event, ...args) => {
      io.to(room).emit(event, ...args);
    },
  });

  let closing: Promise<void> | undefined;
  return {
    toUser: (userId) => emitterFor(rooms.user(userId)),
    toCompany: (companyId) => emitterFor(rooms.company(companyId)),
    endSessions(userId) {
      io.to(rooms.user(userId)).emit('sessionended');
      io.in(rooms.user(userId)).disconnectSockets(true);
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
