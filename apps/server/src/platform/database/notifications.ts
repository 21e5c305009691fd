import pg from 'pg';

export interface NotificationListener {
  close(): Promise<void>;
}

/**
 * LISTENs on one PostgreSQL channel over a connection of its own, reconnecting after it drops.
 * `lost` runs whenever notifications may have been missed (the connection went), `ready` once
 * listening (again): callers that cache what the notifications invalidate start afresh then.
 */
export function listenForNotifications(
  connectionString: string,
  channel: string,
  handlers: { notified(payload: string): void; lost(): void; ready(): void },
  log: { warn(obj: unknown, msg?: string): void },
): NotificationListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;

  const connect = async () => {
    const next = new pg.Client({ connectionString, application_name: 'spatium-listen' });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.notified(message.payload);
    });
    next.on('error', () => dropped(next));
    next.on('end', () => dropped(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      attempt = 0;
      if (!closed) handlers.ready();
    } catch (error) {
      if (!closed && attempt === 0) log.warn({ err: error }, `Listening for ${channel} failed; retrying`);
      dropped(next);
    }
  };

  const dropped = (which: pg.Client) => {
    if (which !== client) return;
    client = undefined;
    handlers.lost();
    which.end().catch(() => {});
    if (closed) return;
    attempt += 1;
    retry = setTimeout(connect, Math.min(attempt * 500, 5000));
  };

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      handlers.lost();
      await current?.end().catch(() => {});
    },
  };
}
