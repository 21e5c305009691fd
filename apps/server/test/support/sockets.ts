import type {
  ClientToServerEvents,
  NewIssuePayload,
  NewMessagePayload,
  ServerToClientEvents,
} from '@spatium/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterAll } from 'vitest';
import { type TokenScope, TokenService } from '../../src/platform/auth/tokens.ts';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;

const openSockets = new Set<TestSocket>();
afterAll(() => {
  for (const socket of openSockets) socket.disconnect();
  openSockets.clear();
});

/**
 * A websocket-only client, as the web app connects; closed after the file. `origin` is the Origin
 * header a browser would send from its page (none: a client that is not a browser).
 */
export async function connectSocket(url: string, options: { origin?: string } = {}): Promise<TestSocket> {
  const socket: TestSocket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnectionDelay: 50,
    reconnectionDelayMax: 100,
    forceNew: true,
    ...(options.origin && { extraHeaders: { origin: options.origin } }),
  });
  openSockets.add(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
  return socket;
}

/** Sends validateMe and resolves with the server's `validated` answer. */
export function validate(
  socket: TestSocket,
  jwt: string,
  userId: number,
): Promise<{ ok: boolean; message?: string; code?: string }> {
  const answer = nextEvent(socket, 'validated');
  socket.emit('validateMe', { jwt, userId });
  return answer;
}

/** The payload of the next `event`, or a rejection after `timeoutMs`. */
export function nextEvent<E extends EventName>(
  socket: TestSocket,
  event: E,
  timeoutMs = 3000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`No ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, listener as never);
  });
}

/** Every `event` the socket receives from now on, to assert on later. */
export function recordEvents<E extends EventName>(socket: TestSocket, event: E): unknown[] {
  const received: unknown[] = [];
  socket.on(event, ((payload: unknown) => received.push(payload)) as never);
  return received;
}

/** Resolves with the reason once the socket is disconnected. */
export function disconnection(socket: TestSocket, timeoutMs = 3000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already disconnected');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Lets in-flight events arrive before asserting that something did not. */
export const settle = (ms = 250) => new Promise((resolve) => setTimeout(resolve, ms));

/** A token signed with the server's secret, for scopes that sign-in would only give after more steps. */
export function signToken(
  jwtSecret: string,
  user: { id: number; tokenVersion: number },
  scope: TokenScope = 'full',
): Promise<string> {
  return new TokenService(jwtSecret, '1h').sign({
    userId: user.id,
    version: user.tokenVersion,
    scope,
    impersonatedBy: null,
  });
}

/** A `newissue` payload for tests of delivery, where only who receives it matters. */
export const issueEvent = (id: number): NewIssuePayload => ({
  id,
  title: `Issue ${id}`,
  severity: 'medium',
  status: 'shared',
  oldsubproject: 1,
  content: null,
  created_by: null,
});

/** A `newmwessage` payload for tests of delivery, where only who receives it matters. */
export const messageEvent = (body: string, id = 1): NewMessagePayload => ({
  id,
  channel: 1,
  parent: null,
  body,
  author: null,
  mentions: [],
  attachments: [],
  replies: 0,
  created_at: new Date(0).toISOString(),
  edited_at: null,
  mine: false,
});
