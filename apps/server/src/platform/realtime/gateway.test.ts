import { limits, routes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCompany, buildUser, signIn } from '../../../test/support/factories.ts';
import {
  connectSocket,
  disconnection,
  issueEvent,
  messageEvent,
  nextEvent,
  recordEvents,
  settle,
  signToken,
  validate,
} from '../../../test/support/sockets.ts';

describe('realtime gateway', () => {
  const app = useTestApp();
  let company: Awaited<ReturnType<typeof buildCompany>>;
  let member: Awaited<ReturnType<typeof buildUser>>;
  let colleague: Awaited<ReturnType<typeof buildUser>>;
  let outsider: Awaited<ReturnType<typeof buildUser>>;
  const realtime = () => app.server.realtime!;
  const tokenFor = (user: typeof member, scope?: 'full' | '2fa' | 'enrol') =>
    signToken(app.config.jwtSecret, user, scope);

  beforeAll(async () => {
    company = await buildCompany(app.db);
    const otherCompany = await buildCompany(app.db);
    member = await buildUser(app.db, { companyId: company.id });
    colleague = await buildUser(app.db, { companyId: company.id });
    outsider = await buildUser(app.db, { companyId: otherCompany.id });
  });

  it('validates a socket with a session token and delivers its user and company events', async () => {
    const socket = await connectSocket(app.url);
    expect(await validate(socket, await tokenFor(member), member.id)).toEqual({ ok: true });

    const forUser = nextEvent(socket, 'refetch');
    realtime()
      .toUser(member.id)
      .emit('refetch', { models: ['users'] });
    expect(await forUser).toEqual({ models: ['users'] });

    const forCompany = nextEvent(socket, 'newissue');
    realtime().toCompany(company.id).emit('newissue', issueEvent(7));
    expect(await forCompany).toEqual(issueEvent(7));
    socket.disconnect();
  });

  it('answers the acknowledgement callback too', async () => {
    const socket = await connectSocket(app.url);
    const ack = await socket.emitWithAck('validateMe', { jwt: await tokenFor(member), userId: member.id });
    expect(ack).toEqual({ ok: true });
    socket.disconnect();
  });

  it.each([
    ['a token that is not a JWT', async () => ({ jwt: 'not-a-token', userId: member.id })],
    ['a token of another user', async () => ({ jwt: await tokenFor(colleague), userId: member.id })],
    [
      'a token of the two-factor step only',
      async () => ({ jwt: await tokenFor(member, '2fa'), userId: member.id }),
    ],
    [
      'a token of the enrolment step only',
      async () => ({ jwt: await tokenFor(member, 'enrol'), userId: member.id }),
    ],
    [
      'a token signed with another secret',
      async () => ({
        jwt: await signToken('another-secret-that-is-long-enough-0123456789', member),
        userId: member.id,
      }),
    ],
  ])('refuses %s and disconnects the socket', async (_, payload) => {
    const socket = await connectSocket(app.url);
    const { jwt, userId } = await payload();
    const dropped = disconnection(socket);
    const answer = await validate(socket, jwt, userId);
    expect(answer).toMatchObject({ ok: false, message: expect.any(String) });
    expect(await dropped).toBe('io server disconnect');
  });

  it('refuses a malformed payload and disconnects the socket', async () => {
    const socket = await connectSocket(app.url);
    const dropped = disconnection(socket);
    const answer = nextEvent(socket, 'validated');
    socket.emit('validateMe', { jwt: 42 } as never);
    expect(await answer).toMatchObject({ ok: false });
    expect(await dropped).toBe('io server disconnect');
  });

  it('sends nothing to a socket that has not validated', async () => {
    const socket = await connectSocket(app.url);
    const received = recordEvents(socket, 'newissue');
    realtime().toCompany(company.id).emit('newissue', issueEvent(1));
    realtime().toUser(member.id).emit('newissue', issueEvent(2));
    await settle();
    expect(received).toEqual([]);
    socket.disconnect();
  });

  it('never delivers a company event to a member of another company', async () => {
    const inside = await connectSocket(app.url);
    const outside = await connectSocket(app.url);
    await validate(inside, await tokenFor(colleague), colleague.id);
    await validate(outside, await tokenFor(outsider), outsider.id);
    const outsideReceived = recordEvents(outside, 'newmwessage');

    const delivered = nextEvent(inside, 'newmwessage');
    realtime().toCompany(company.id).emit('newmwessage', messageEvent('for Nordvik only'));
    realtime().toUser(colleague.id).emit('newmwessage', messageEvent('for the colleague only'));
    expect(await delivered).toEqual(messageEvent('for Nordvik only'));
    await settle();
    expect(outsideReceived).toEqual([]);
    inside.disconnect();
    outside.disconnect();
  });

  it('ends the sockets of a user who logs out, and refuses the old token afterwards', async () => {
    const user = await buildUser(app.db, { companyId: company.id });
    const jwt = await signIn(app, user.email);
    const first = await connectSocket(app.url);
    const second = await connectSocket(app.url);
    const bystander = await connectSocket(app.url);
    for (const socket of [first, second]) expect(await validate(socket, jwt, user.id)).toEqual({ ok: true });
    await validate(bystander, await tokenFor(colleague), colleague.id);

    const ended = [first, second].map((socket) => nextEvent(socket, 'sessionended'));
    const dropped = [first, second].map((socket) => disconnection(socket));
    expect((await app.call(routes.logout, { token: jwt })).status).toBe(200);
    await Promise.all(ended);
    expect(await Promise.all(dropped)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(bystander.connected).toBe(true);

    const again = await connectSocket(app.url);
    expect(await validate(again, jwt, user.id)).toMatchObject({ ok: false });
    bystander.disconnect();
  });

  it('joins the rooms again when a reconnected socket validates again', async () => {
    const socket = await connectSocket(app.url);
    const jwt = await tokenFor(member);
    await validate(socket, jwt, member.id);

    // A network drop: the client reconnects by itself, with a new server-side socket.
    const reconnected = new Promise<void>((resolve) => socket.io.once('reconnect', () => resolve()));
    socket.io.engine.close();
    await reconnected;

    const beforeValidation = recordEvents(socket, 'livefeed');
    realtime().toCompany(company.id).emit('livefeed', { n: 1 });
    await settle();
    expect(beforeValidation).toEqual([]);

    expect(await validate(socket, jwt, member.id)).toEqual({ ok: true });
    const delivered = nextEvent(socket, 'livefeed');
    realtime().toCompany(company.id).emit('livefeed', { n: 2 });
    expect(await delivered).toEqual({ n: 2 });
    socket.disconnect();
  });
});

describe('realtime limits', () => {
  const app = useTestApp();
  let company: Awaited<ReturnType<typeof buildCompany>>;

  beforeAll(async () => {
    company = await buildCompany(app.db);
  });

  it('refuses a handshake from another site’s page', async () => {
    await expect(connectSocket(app.url, { origin: 'https://evil.example' })).rejects.toThrow();
    await expect(connectSocket(app.url, { origin: 'null' })).rejects.toThrow();
  });

  it('accepts its own origin, a loopback page while PUBLIC_URL is unset, and a client that is not a browser', async () => {
    for (const origin of [new URL(app.config.publicUrl).origin, 'http://localhost:5173', undefined]) {
      const socket = await connectSocket(app.url, origin ? { origin } : {});
      expect(socket.connected).toBe(true);
      socket.disconnect();
    }
  });

  it('closes a socket that does not validate in time, saying why', async () => {
    const socket = await connectSocket(app.url);
    const timeout = limits.realtimeValidateWithinMs + 2000;
    const answer = nextEvent(socket, 'validated', timeout);
    const dropped = disconnection(socket, timeout);
    expect(await answer).toMatchObject({ ok: false, code: 'realtime.not_validated' });
    expect(await dropped).toBe('io server disconnect');
  }, 15_000);

  it('keeps a validated socket open past that time', async () => {
    const user = await buildUser(app.db, { companyId: company.id });
    const socket = await connectSocket(app.url);
    await validate(socket, await signToken(app.config.jwtSecret, user), user.id);
    await settle(limits.realtimeValidateWithinMs + 500);
    expect(socket.connected).toBe(true);
    socket.disconnect();
  }, 15_000);

  it('refuses one socket more than a user may have open, and keeps the others', async () => {
    const user = await buildUser(app.db, { companyId: company.id });
    const jwt = await signToken(app.config.jwtSecret, user);
    const open = await Promise.all(
      Array.from({ length: limits.realtimeSocketsPerUser }, () => connectSocket(app.url)),
    );
    for (const socket of open) expect(await validate(socket, jwt, user.id)).toEqual({ ok: true });
    const extra = await connectSocket(app.url);
    const dropped = disconnection(extra);
    expect(await validate(extra, jwt, user.id)).toMatchObject({
      ok: false,
      code: 'realtime.too_many_connections',
      message: expect.stringContaining(String(limits.realtimeSocketsPerUser)),
    });
    expect(await dropped).toBe('io server disconnect');
    // A socket that validates again counts once, not twice.
    expect(await validate(open[0]!, jwt, user.id)).toEqual({ ok: true });
    expect(open.every((socket) => socket.connected)).toBe(true);
    for (const socket of open) socket.disconnect();
  }, 20_000);
});

describe('realtime shutdown', () => {
  const app = useTestApp();

  it('stops the server promptly with validated sockets still connected', async () => {
    const user = await buildUser(app.db, { companyId: (await buildCompany(app.db)).id });
    const sockets = await Promise.all([connectSocket(app.url), connectSocket(app.url)]);
    for (const socket of sockets)
      await validate(socket, await signToken(app.config.jwtSecret, user), user.id);
    const dropped = sockets.map((socket) => disconnection(socket));

    const started = Date.now();
    await app.server.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await Promise.all(dropped)).toEqual(['transport close', 'transport close']);
  });
});
