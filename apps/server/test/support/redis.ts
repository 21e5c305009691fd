import { Redis } from 'ioredis';

/** undefined when Redis answers PING; otherwise why not. */
export async function probeRedis(url: string): Promise<string | undefined> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 1000,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    client.disconnect();
  }
}
