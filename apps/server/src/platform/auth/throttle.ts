import { messages } from '@spatium/contracts';
import { HttpError } from '../http/errors.ts';
import type { AttemptStore } from './attempts.ts';
import type { SecurityEvent, SecurityLog } from './security-log.ts';

/** How many failures a key may have in a window before it is refused, and for how long then. */
export interface FailureRule {
  /** Failures answered before the key is refused. */
  free: number;
  windowMs: number;
  /** How long the key is refused after a failure: 0 for the last free one, 1 for the next, and so on. */
  refuseMs: (pastFree: number) => number;
}

/** Who a throttled attempt was about, for the security log. */
export type ThrottleSubject = Pick<SecurityEvent, 'userId' | 'ip'>;

export const tooManyAttempts = (retryAfterMs: number) =>
  new HttpError(429, messages.tooManyRequests, 'auth.throttled', {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });

/**
 * Throttles guesses by what is guessed at (an account, a 2FA challenge), not only by the client's
 * address, which an attacker changes at will.
 */
export class Throttle {
  private readonly store: AttemptStore;
  private readonly log: SecurityLog;

  constructor(store: AttemptStore, log: SecurityLog) {
    this.store = store;
    this.log = log;
  }

  /** Answers 429 while any of keys is refused. */
  async assertOpen(keys: Record<string, string>, subject: ThrottleSubject): Promise<void> {
    for (const [reason, key] of Object.entries(keys)) {
      const wait = await this.store.blockedFor(key);
      if (wait > 0) {
        this.log.record({ event: 'auth.throttled', ...subject, reason });
        throw tooManyAttempts(wait);
      }
    }
  }

  /** Counts a failure; past the rule's free ones the key is refused for a while. */
  async fail(key: string, rule: FailureRule): Promise<number> {
    const count = await this.store.increment(key, rule.windowMs);
    if (count >= rule.free) await this.store.block(key, rule.refuseMs(count - rule.free));
    return count;
  }

  /** Refuses key for ms, whatever its count (a 2FA challenge that was answered). */
  async close(key: string, ms: number): Promise<void> {
    await this.store.block(key, ms);
  }

  async isClosed(key: string): Promise<boolean> {
    return (await this.store.blockedFor(key)) > 0;
  }

  async forget(key: string): Promise<void> {
    await this.store.clear(key);
  }

  /** Counts one use of a limited action (mails, invitations); false once past max in the window. */
  async take(key: string, max: number, windowMs: number): Promise<boolean> {
    return (await this.store.increment(key, windowMs)) <= max;
  }
}

/**
 * Each failure past the free ones doubles the wait, up to a minute: a guesser gets about sixty tries
 * an hour, and the owner is never locked out for longer than a minute at a time.
 */
export const slowDown = (free: number, windowMs: number): FailureRule => ({
  free,
  windowMs,
  refuseMs: (pastFree) => Math.min(1000 * 2 ** pastFree, 60_000),
});

/** Past the free failures the key is refused for a whole window. */
export const shutFor = (free: number, windowMs: number): FailureRule => ({
  free,
  windowMs,
  refuseMs: () => windowMs,
});
