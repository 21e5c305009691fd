import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  type ClientToServerEvents,
  rooms,
  type ServerToClientEvents,
  ValidateMePayload,
} from '@spatium/contracts';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { SessionService } from '../auth/sessions.ts';

type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;
type EventName = keyof ServerToClientEvents;

export interface Realtime {
  toUser(userId: number): Emitter;
  toCompany(companyId: number): Emitter;
  /** Tell a user's sockets the session is over and drop them, on every instance. */
  endSessions(userId: number): void;
  close(): Promise<void>;
}

export interface Emitter {
  emit<E extends EventName>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
}

/**
 * socket.io on the HTTP server, websocket only. A socket joins its user's and company's rooms only
 * after `validateMe` proves its token; with Redis, rooms span every instance.
 */
export function attachRealtime(options: {
  server: HttpServer;
  sessions: SessionService;
  redisUrl: string | undefined;
  log: { warn(obj: unknown, msg?: string): void };
}): Realtime {
  const io: RealtimeServer = new Server(options.server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
  });
  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (err) => options.log.warn({ err }, 'redis error'));
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.on('connection', (socket) => {
    socket.on('validateMe', async (payload, ack) => {
      const parsed = ValidateMePayload.safeParse(payload);
      const actor = parsed.success ? await options.sessions.resolve(parsed.data.jwt) : undefined;
      if (!parsed.success || !actor || actor.scope !== 'full' || actor.id !== parsed.data.userId) {
        const result = { ok: false, message: 'Your session is not valid. Please sign in again.' };
        socket.emit('validated', result);
        ack?.(result);
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
      ack?.(result);
    });
  });

  const emitterFor = (room: string): Emitter => ({
    emit: (event, ...args) => {
      io.to(room).emit(event, ...args);
    },
  });

  return {
    toUser: (userId) => emitterFor(rooms.user(userId)),
    toCompany: (companyId) => emitterFor(rooms.company(companyId)),
    endSessions(userId) {
      io.to(rooms.user(userId)).emit('sessionended');
      io.in(rooms.user(userId)).disconnectSockets(true);
    },
    async close() {
      await io.close();
      await Promise.all(redisClients.map((c) => c.quit().catch(() => {})));
    },
  };
}
