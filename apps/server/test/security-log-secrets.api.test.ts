import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminRoutes, cloudRoutes, keyCodeRoutes, type RouteContract, routes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/modules/companies/companies.schema.ts';
import { apiTokens } from '../src/modules/tokens/tokens.schema.ts';
import { connectDatabase, type DatabaseHandle } from '../src/platform/database/db.ts';
import { buildContent, buildProject, buildSubproject } from './support/catalogue.ts';
import { createTestDatabase } from './support/database.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from './support/factories.ts';
import { type ServerProcess, spawnServer } from './support/processes.ts';

// The whole log, as an operator's log store would receive it: the server runs as a process of its
// own at LOG_LEVEL=debug (request lines, module lines, security events) and the test reads what it
// wrote to stdout and stderr, after driving every kind of secret the API takes or hands out.
describe('the logs hold no password, code, PIN, key code or token', { timeout: 60_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spatium-log-secrets-'));
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DatabaseHandle;
  let server: ServerProcess;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = connectDatabase(database.url, () => {});
    server = spawnServer({
      DATABASE_URL: database.url,
      JWT_SECRET: 'log-secrets-secret-that-is-long-enough-0123456789',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'debug',
      SEED_DEMO: 'false',
    });
    url = await server.ready;
  }, 120_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await handle?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async <T = Record<string, string>>(
    route: RouteContract,
    options: { token?: string; body?: unknown; id?: number } = {},
  ) => {
    const response = await fetch(`${url}/api${route.path.replace(':id', String(options.id))}`, {
      method: route.method,
      headers: {
        ...(options.token && { authorization: `Bearer ${options.token}` }),
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const signIn = async (identifier: string, password: string) =>
    call<{ jwt: string; twofa?: boolean }>(routes.customauth, { body: { identifier, password } });

  it('after sign-ins, two-factor codes, PIN unlocks, key codes and API tokens, right and wrong', async () => {
    const secrets: string[] = [];
    const company = await buildCompany(handle.db);
    const companyAdmin = await buildUser(handle.db, { companyId: company.id });
    await handle.db
      .update(companies)
      .set({ admins: [companyAdmin.email] })
      .where(eq(companies.id, company.id));
    const administrator = await buildUser(handle.db, { companyId: company.id, roleId: 3 });
    const member = await buildUser(handle.db, { companyId: company.id });

    // Passwords, right and wrong, of known and unknown accounts; the session tokens they give.
    const wrongPassword = 'Wrong-horse-battery-17';
    secrets.push(TEST_PASSWORD, wrongPassword, 'Unknown-account-pass-29');
    expect((await signIn(member.email, wrongPassword)).status).toBe(401);
    expect((await signIn('nobody.here@example.test', 'Unknown-account-pass-29')).status).toBe(401);
    const session = await signIn(companyAdmin.email, TEST_PASSWORD);
    expect(session.status).toBe(200);
    const adminSession = (await signIn(administrator.email, TEST_PASSWORD)).body.jwt;
    const memberSession = (await signIn(member.email, TEST_PASSWORD)).body.jwt;
    secrets.push(session.body.jwt, adminSession, memberSession);

    // Two-factor: the shared secret, a wrong code, the right codes, and the step's token.
    const setup = await call<{ secret: string }>(routes.setup2fa, { token: memberSession });
    expect(setup.status).toBe(200);
    const enableCode = await generate({ secret: setup.body.secret });
    expect((await call(routes.enable2fa, { token: memberSession, body: { code: enableCode } })).status).toBe(
      200,
    );
    const challenged = await signIn(member.email, TEST_PASSWORD);
    expect(challenged.body.twofa).toBe(true);
    const nextCode = await generate({ secret: setup.body.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const wrongCode = [enableCode, nextCode].includes('000000') ? '111111' : '000000';
    expect(
      (await call(routes.verify2fa, { token: challenged.body.jwt, body: { code: wrongCode } })).status,
    ).toBe(401);
    const verified = await call<{ jwt: string }>(routes.verify2fa, {
      token: challenged.body.jwt,
      // The next step's code: the one used to enable may not be used again.
      body: { code: nextCode },
    });
    expect(verified.status).toBe(200);
    secrets.push(setup.body.secret, enableCode, nextCode, challenged.body.jwt, verified.body.jwt);

    // A cloud's PIN, set, then tried wrong and right; the unlock token it gives.
    const project = await buildProject(handle.db, { companyId: company.id });
    const subproject = await buildSubproject(handle.db, { companyId: company.id, oldprojectId: project.id });
    const cloud = await buildContent(handle.db, 'clouds', {
      companyId: company.id,
      oldsubprojectId: subproject.id,
      properties: { status: 'ready', progress: 100, points: 3 },
    });
    const pin = '480913';
    expect(
      (await call(cloudRoutes.setCloudPin, { id: cloud.id, token: session.body.jwt, body: { pin } })).status,
    ).toBe(200);
    const wrongPin = await call(cloudRoutes.unlockCloud, {
      id: cloud.id,
      token: session.body.jwt,
      body: { pin: '271828' },
    });
    expect(wrongPin.status).toBe(403);
    const unlocked = await call<{ unlock: string }>(cloudRoutes.unlockCloud, {
      id: cloud.id,
      token: session.body.jwt,
      body: { pin },
    });
    expect(unlocked.status).toBe(200);
    secrets.push(pin, '271828', unlocked.body.unlock);

    // Key codes: generated, revealed, given out and used.
    const generated = await call<{ id: number }[]>(keyCodeRoutes.generateKeyCodes, {
      token: adminSession,
      body: { company: company.id, count: 1 },
    });
    expect(generated.status).toBe(201);
    const keyCodeId = generated.body[0]!.id;
    const revealed = await call<{ code: string }>(keyCodeRoutes.revealKeyCode, {
      id: keyCodeId,
      token: session.body.jwt,
    });
    expect(revealed.status).toBe(200);
    expect(
      (
        await call(keyCodeRoutes.markKeyCodeUsed, {
          id: keyCodeId,
          token: session.body.jwt,
          body: { machine: 'Survey laptop 4' },
        })
      ).status,
    ).toBe(200);
    secrets.push(revealed.body.code);

    // API tokens: used, revoked and used again, and one used after it expired.
    const created = await call<{ id: number; token: string }>(adminRoutes.createToken, {
      token: session.body.jwt,
      body: { name: 'Importer', expires_in_days: 30 },
    });
    expect(created.status).toBe(201);
    expect((await call(routes.getauth, { token: created.body.token })).status).toBe(200);
    await handle.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, created.body.id));
    expect((await call(routes.getauth, { token: created.body.token })).status).toBe(401);
    expect((await call(routes.getauth, { token: `spt_${'Q'.repeat(43)}` })).status).toBe(401);
    secrets.push(created.body.token, `spt_${'Q'.repeat(43)}`);

    // Let the last lines (written once each answer has gone) arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const log = server.stdout() + server.stderr();
    // The log did record these events: searching it for nothing would prove nothing.
    for (const event of ['auth.signin.failed', 'auth.2fa.failed', 'auth.api_token.refused'])
      expect(log).toContain(`"event":"${event}"`);
    expect(log).toContain('"url":"/api/customauth"');
    for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);
  });
});
