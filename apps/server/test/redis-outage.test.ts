import { randomUUID } from 'node:crypto';
import { routes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';
import { buildCompany, buildUser } from './support/factories.ts';
import { connectSocket, nextEvent, signToken, validate } from './support/sockets.ts';

// Port 1 on loopback: nothing listens, so Redis is "away" for the whole file.
describe('with REDIS_URL set but Redis unreachable', () => {
  const app = useTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  let user: Awaited<ReturnType<typeof buildUser>>;
  let companyId: number;
  beforeAll(async () => {
    companyId = (await buildCompany(app.db)).id;
    user = await buildUser(app.db, { companyId });
  });

  it('still answers, including rate-limited calls', async () => {
    expect((await app.call(routes.health)).status).toBe(200);
    const heartbeat = await app.call(routes.analyticsHeartbeat, {
      body: { path: '/dashboard', session: randomUUID() },
    });
    expect(heartbeat.status).toBe(204);
  });

  it('is alive but not ready, and says which dependency is missing', async () => {
    const ready = await app.call(routes.ready);
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ message: 'Not ready: Redis did not answer.' });
  });

  it('still delivers events to the sockets of this instance', async () => {
    const socket = await connectSocket(app.url);
    expect(await validate(socket, await signToken(app.config.jwtSecret, user), user.id)).toEqual({
      ok: true,
    });
    const delivered = nextEvent(socket, 'newissue');
    app.server.realtime!.toCompany(companyId).emit('newissue', { id: 3 });
    expect(await delivered).toEqual({ id: 3 });
    // Give the failed publishes time to settle: an unhandled rejection would fail this file.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    socket.disconnect();
  });

  it('stops promptly', async () => {
    const started = Date.now();
    await app.server.stop();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
