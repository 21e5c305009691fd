import { describe, expect, it } from 'vitest';
import { SessionUserCache } from './session-user-cache.ts';
import type { SessionUser } from './sessions.ts';

function userStore() {
  const rows = new Map<number, SessionUser>();
  let reads = 0;
  const set = (id: number, tokenVersion: number) =>
    rows.set(id, {
      id,
      roleId: 4,
      companyId: 1,
      email: `u${id}@example.test`,
      tokenVersion,
      trialMode: false,
      trialExpiration: null,
    });
  return {
    set,
    remove: (id: number) => rows.delete(id),
    get reads() {
      return reads;
    },
    find: async (id: number) => {
      reads += 1;
      return rows.get(id);
    },
  };
}

describe('SessionUserCache', () => {
  it('reads past what it holds when asked for a fresh user, and keeps that', async () => {
    const store = userStore();
    store.set(1, 1);
    const cache = new SessionUserCache(store.find);
    cache.listening();
    await cache.findUser(1);
    store.set(1, 2); // changed, its announcement not yet arrived
    expect((await cache.findUser(1))?.tokenVersion).toBe(1);
    expect((await cache.findUser(1, true))?.tokenVersion).toBe(2);
    expect((await cache.findUser(1))?.tokenVersion).toBe(2);
  });

  it('reads the database every time until it is listening for changes', async () => {
    const store = userStore();
    store.set(1, 1);
    const cache = new SessionUserCache(store.find);
    await cache.findUser(1);
    await cache.findUser(1);
    expect(store.reads).toBe(2);
  });

  it('while listening, reads a user once and again only after a change is announced', async () => {
    const store = userStore();
    store.set(1, 1);
    const cache = new SessionUserCache(store.find);
    cache.listening();
    expect((await cache.findUser(1))?.tokenVersion).toBe(1);
    expect((await cache.findUser(1))?.tokenVersion).toBe(1);
    expect(store.reads).toBe(1);

    store.set(1, 2);
    cache.changed(1);
    expect((await cache.findUser(1))?.tokenVersion).toBe(2);
    store.remove(1);
    cache.changed(1);
    expect(await cache.findUser(1)).toBeUndefined();
  });

  it('forgets everything and stops caching when announcements may be missed', async () => {
    const store = userStore();
    store.set(1, 1);
    const cache = new SessionUserCache(store.find);
    cache.listening();
    await cache.findUser(1);
    cache.lost();
    store.set(1, 5);
    expect((await cache.findUser(1))?.tokenVersion).toBe(5);
    await cache.findUser(1);
    expect(store.reads).toBe(3);
  });

  it('does not keep a read that a change overtook while it was in flight', async () => {
    const store = userStore();
    store.set(1, 1);
    let release: () => void = () => {};
    const slow = async (id: number) => {
      const row = await store.find(id);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return row;
    };
    const cache = new SessionUserCache(slow);
    cache.listening();
    const inFlight = cache.findUser(1);
    await new Promise((resolve) => setImmediate(resolve));
    // The user logs out on another instance while the read above still holds version 1.
    store.set(1, 2);
    cache.changed(1);
    release();
    expect((await inFlight)?.tokenVersion).toBe(1);
    const next = cache.findUser(1);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect((await next)?.tokenVersion).toBe(2);
  });
});
