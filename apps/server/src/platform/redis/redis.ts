import { Redis } from 'ioredis';

/**
 * Libraries fire Redis commands without handling their promises (the socket.io adapter publishes
 * and subscribes that way). While Redis is away each failure would be an unhandled rejection, which
 * ends a Node process. Marking every command handled keeps the failure where it belongs: a caller
 * that awaits still gets it; one that does not loses only that command.
 */
class ResilientRedis extends Redis {
  override sendCommand(...args: Parameters<Redis['sendCommand']>): unknown {
    const result = super.sendCommand(...args);
    if (result instanceof Promise) result.catch(() => {});
    return result;
  }
}

export interface RedisOptions {
  /** What the client is for, in the warning. */
  purpose: string;
  /**
   * Queue commands until Redis is back instead of failing them. For subscribers: a SUBSCRIBE that
   * failed would never be repeated after a reconnect.
   */
  waitForRedis?: boolean;
}

/**
 * A Redis client that survives Redis going away: one warning per outage (an unhandled 'error' event
 * would be printed on every retry), commands fail fast unless asked to wait, and it keeps
 * reconnecting in the background.
 */
export function connectRedis(
  url: string,
  options: RedisOptions,
  log: { warn(obj: unknown, msg?: string): void },
): Redis {
  const client = new ResilientRedis(url, {
    maxRetriesPerRequest: options.waitForRedis ? null : 1,
    // At most 2 s between attempts, so service resumes soon after Redis comes back.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let warned = false;
  client.on('error', (err) => {
    if (!warned) log.warn({ err }, `Redis (${options.purpose}) is unreachable; retrying in the background`);
    warned = true;
  });
  client.on('ready', () => {
    warned = false;
  });
  return client;
}

/** Quits politely when connected; otherwise drops the connection so shutdown never waits on Redis. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    const quit = client.quit().then(
      () => true,
      () => false,
    );
    const timeout = new Promise<false>((resolve) => setTimeout(resolve, 1000, false).unref());
    if (await Promise.race([quit, timeout])) return;
  }
  client.disconnect();
}
