import type { Redis } from 'ioredis';

/**
 * Counters and blocks with an expiry, for throttling guesses by account, challenge or sender. In Redis
 * when REDIS_URL is set, so every instance counts against the same budget; in memory otherwise.
 */
export interface AttemptStore {
  /** Adds one under key (its window of windowMs starts with the first) and returns the new count. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Refuses key for ms. */
  block(key: string, ms: number): Promise<void>;
  /** How many milliseconds key is still refused for; 0 when it is not. */
  blockedFor(key: string): Promise<number>;
  clear(key: string): Promise<void>;
}

// INCR and the window's expiry in one step, so a crash between them cannot leave a counter forever.
const incrementScript = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

export class RedisAttemptStore implements AttemptStore {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(redis: Redis, prefix: string) {
    this.redis = redis;
    this.prefix = prefix;
  }

  // A Redis outage must not take sign-in down (as with the request rate limits): while it lasts,
  // nothing counts and nothing is refused.
  async increment(key: string, windowMs: number): Promise<number> {
    try {
      return Number(await this.redis.eval(incrementScript, 1, this.prefix + key, windowMs));
    } catch {
      return 0;
    }
  }

  async block(key: string, ms: number): Promise<void> {
    await this.redis.set(`${this.prefix}block:${key}`, '1', 'PX', Math.max(1, Math.ceil(ms))).catch(() => {});
  }

  async blockedFor(key: string): Promise<number> {
    const ttl = await this.redis.pttl(`${this.prefix}block:${key}`).catch(() => -2);
    return ttl > 0 ? ttl : 0;
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key, `${this.prefix}block:${key}`).catch(() => {});
  }
}

export class MemoryAttemptStore implements AttemptStore {
  private readonly counts = new Map<string, { count: number; expires: number }>();
  private readonly blocks = new Map<string, number>();

  async increment(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
    this.sweep(now);
    const entry = this.counts.get(key);
    if (entry && entry.expires > now) {
      entry.count += 1;
      return entry.count;
    }
    this.counts.set(key, { count: 1, expires: now + windowMs });
    return 1;
  }

  async block(key: string, ms: number): Promise<void> {
    this.blocks.set(key, Date.now() + ms);
  }

  async blockedFor(key: string): Promise<number> {
    const until = this.blocks.get(key);
    return until === undefined ? 0 : Math.max(0, until - Date.now());
  }

  async clear(key: string): Promise<void> {
    this.counts.delete(key);
    this.blocks.delete(key);
  }

  // Expired entries go once the maps grow, so a flood of made-up identifiers cannot fill the memory.
  private sweep(now: number): void {
    if (this.counts.size + this.blocks.size < 10_000) return;
    for (const [key, entry] of this.counts) if (entry.expires <= now) this.counts.delete(key);
    for (const [key, until] of this.blocks) if (until <= now) this.blocks.delete(key);
  }
}
