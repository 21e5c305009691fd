import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { probeRedis } from '../../../test/support/redis.ts';
import { closeRedis, connectRedis } from '../redis/redis.ts';
import { type AttemptStore, MemoryAttemptStore, RedisAttemptStore } from './attempts.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUnreachable = await probeRedis(redisUrl);
const quiet = { warn: () => {} };

function describeStore(name: string, make: () => AttemptStore[]) {
  describe(name, () => {
    it('counts within a window and starts again after it', async () => {
      const [store] = make();
      expect(await store!.increment('k', 200)).toBe(1);
      expect(await store!.increment('k', 200)).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await store!.increment('k', 200)).toBe(1);
    });

    it('blocks a key for a while, and clear lifts the block and the count', async () => {
      const [store] = make();
      await store!.block('b', 5_000);
      const wait = await store!.blockedFor('b');
      expect(wait).toBeGreaterThan(4_000);
      expect(wait).toBeLessThanOrEqual(5_000);
      await store!.increment('b', 5_000);
      await store!.clear('b');
      expect(await store!.blockedFor('b')).toBe(0);
      expect(await store!.increment('b', 5_000)).toBe(1);
    });

    it('shares counts and blocks between the stores of every instance', async () => {
      const [first, second] = make();
      await first!.increment('shared', 5_000);
      expect(await second!.increment('shared', 5_000)).toBe(2);
      await second!.block('shared', 5_000);
      expect(await first!.blockedFor('shared')).toBeGreaterThan(0);
    });
  });
}

// In memory, "every instance" is the one process: both names are one store.
describeStore('the in-memory attempt store', () => {
  const store = new MemoryAttemptStore();
  return [store, store];
});

describe.skipIf(redisUnreachable)('with Redis', () => {
  const clients = [
    connectRedis(redisUrl, { purpose: 'test' }, quiet),
    connectRedis(redisUrl, { purpose: 'test' }, quiet),
  ];
  afterAll(() => Promise.all(clients.map(closeRedis)));
  describeStore('the Redis attempt store', () => {
    // A prefix per call keeps the tests, and runs side by side, apart.
    const prefix = `spatium-test-${randomBytes(6).toString('hex')}:`;
    return clients.map((client) => new RedisAttemptStore(client, prefix));
  });
});

it('counts nothing and refuses nothing while Redis is away, so sign-in keeps working', async () => {
  const gone = connectRedis('redis://127.0.0.1:1', { purpose: 'test' }, quiet);
  const store = new RedisAttemptStore(gone, 'x:');
  expect(await store.increment('k', 1_000)).toBe(0);
  await store.block('k', 1_000);
  expect(await store.blockedFor('k')).toBe(0);
  gone.disconnect();
});
