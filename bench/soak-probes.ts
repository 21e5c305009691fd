// What the soak run watches beside its HTTP load: realtime sockets that must stay connected and keep
// hearing the company chat, the chat messages posted to them, and the server's event-loop lag.
import type { Socket } from 'socket.io-client';
import { type BenchUser, callApi, openSocket, socketsPerUserLimit } from './realtime.ts';

export interface SocketFleet {
  size: number;
  /** Sockets connected and validated now. */
  validated: () => number;
  disconnects: number;
  /** Re-validations the server refused: such a socket is closed and does not come back. */
  refusals: number;
  /** Soak chat messages heard, summed over the sockets. */
  deliveries: number;
  close: () => void;
}

/** `count` sockets, the users taking turns so that none holds more than the server allows. */
export async function openSocketFleet(url: string, users: BenchUser[], count: number): Promise<SocketFleet> {
  if (users.length * socketsPerUserLimit < count)
    throw new Error(`${count} sockets need ${Math.ceil(count / socketsPerUserLimit)} users`);
  const validated = new Set<Socket>();
  const sockets: Socket[] = [];
  const fleet: SocketFleet = {
    size: count,
    validated: () => validated.size,
    disconnects: 0,
    refusals: 0,
    deliveries: 0,
    close: () => {
      for (const socket of sockets) socket.close();
    },
  };
  for (let i = 0; i < count; i++) {
    const socket = await openSocket(url, users[i % users.length]!);
    sockets.push(socket);
    validated.add(socket);
    // The client reconnects by itself after a dropped transport; openSocket validates it again.
    socket.on('disconnect', (reason) => {
      validated.delete(socket);
      if (reason === 'io client disconnect') return;
      fleet.disconnects++;
    });
    socket.on('validated', ({ ok }: { ok: boolean }) => {
      if (ok) validated.add(socket);
      else fleet.refusals++;
    });
    socket.on('newmwessage', (message: { body: string }) => {
      if (message.body.startsWith('soak ')) fleet.deliveries++;
    });
  }
  return fleet;
}

/** Waits up to `seconds` for dropped sockets to reconnect; returns how many are validated then. */
export async function settledSockets(fleet: SocketFleet, seconds: number): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  while (fleet.validated() < fleet.size && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250));
  return fleet.validated();
}

export interface ChatPoster {
  posted: number;
  stop: () => void;
}

/** Posts `soak <n>` into the channel every `seconds` as `sender`; each answer's status goes to `onStatus`. */
export function postChatEvery(
  url: string,
  sender: BenchUser,
  channelId: number,
  seconds: number,
  onStatus: (status: number | 'failed') => void,
): ChatPoster {
  const poster: ChatPoster = { posted: 0, stop: () => clearInterval(timer) };
  const timer = setInterval(() => {
    poster.posted++;
    callApi(url, sender.jwt, 'POST', `/channels/${channelId}/messages`, {
      body: `soak ${poster.posted}`,
    }).then(
      (response) => onStatus(response.status),
      () => onStatus('failed'),
    );
  }, seconds * 1000);
  return poster;
}

export interface EventLoopLag {
  p99Ms: number;
  maxMs: number;
}

/**
 * The server's event-loop delay since the last scrape (prom-client resets its histogram on each), from
 * /api/metrics. The server samples the loop every 20 ms and counts the whole interval, so an idle loop
 * reads about 20 ms.
 */
export async function scrapeEventLoopLag(url: string, metricsToken: string): Promise<EventLoopLag> {
  const response = await fetch(`${url}/api/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  if (response.status !== 200) throw new Error(`Scraping the metrics failed: ${response.status}`);
  const text = await response.text();
  const milliseconds = (metric: string) => {
    const match = new RegExp(`^${metric} (\\S+)$`, 'm').exec(text);
    if (!match) throw new Error(`The metrics lack ${metric}`);
    return Number(match[1]) * 1000;
  };
  return {
    p99Ms: milliseconds('nodejs_eventloop_lag_p99_seconds'),
    maxMs: milliseconds('nodejs_eventloop_lag_max_seconds'),
  };
}
