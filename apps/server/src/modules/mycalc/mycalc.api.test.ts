import { mycalcRoutes as r } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';

type Calculation = { id: number; name: string; expression: string; unit: string };

describe('mycalc', () => {
  const app = useTestApp();
  let tokens: Record<'restricted' | 'member' | 'colleague' | 'outsider', string>;
  beforeAll(async () => {
    const tenants = await buildTenants(app);
    tokens = {
      restricted: await signInFresh(app, tenants.restricted.email),
      member: await signInFresh(app, tenants.member.email),
      colleague: await signInFresh(app, tenants.companyAdmin.email),
      outsider: await signInFresh(app, tenants.outsider.email),
    };
  });

  it('keeps a calculation for its author, the restricted role included', async () => {
    const created = await app.call<Calculation>(r.createCalculation, {
      token: tokens.restricted,
      body: { name: 'Concrete mass', expression: ' x * 2.4 ', unit: 't' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Concrete mass', expression: 'x * 2.4', unit: 't' });
    const list = await app.call<Calculation[]>(r.myCalculations, { token: tokens.restricted });
    expect(list.body.map((c) => c.name)).toEqual(['Concrete mass']);
  });

  it.each([
    ['', 'Enter an expression of x'],
    ['x * ', 'ends too early'],
    ['(x + 1', 'is not closed'],
    ['density * x', 'Only x'],
    ['2.4 * 3', 'Use x for the measured value'],
    ['x; process.exit()', '";" at position 2 is not expected'],
    ['x'.padEnd(201, '+'), 'at most 200 characters'],
  ])('refuses the expression %j with a message saying why', async (expression, message) => {
    const refused = await app.call<{ message: string }>(r.createCalculation, {
      token: tokens.member,
      body: { name: 'Bad', expression },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(message);
  });

  it('refuses a calculation without a name', async () => {
    const refused = await app.call<{ message: string }>(r.createCalculation, {
      token: tokens.member,
      body: { name: '  ', expression: 'x' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('A name is required');
  });

  it('shows nobody else a calculation and lets nobody else delete it', async () => {
    const mine = await app.call<Calculation>(r.createCalculation, {
      token: tokens.member,
      body: { name: 'Steel mass', expression: 'x * 7.85', unit: 't' },
    });
    for (const token of [tokens.outsider, tokens.colleague, tokens.restricted]) {
      const list = await app.call<Calculation[]>(r.myCalculations, { token });
      expect(list.body.some((c) => c.id === mine.body.id)).toBe(false);
      expect((await app.call(r.deleteCalculation, { token, params: { id: mine.body.id } })).status).toBe(404);
    }
    const own = { token: tokens.member, params: { id: mine.body.id } };
    expect((await app.call(r.deleteCalculation, own)).status).toBe(200);
    expect((await app.call(r.deleteCalculation, own)).status).toBe(404);
    const list = await app.call<Calculation[]>(r.myCalculations, { token: tokens.member });
    expect(list.body.some((c) => c.id === mine.body.id)).toBe(false);
  });

  it('needs a session', async () => {
    expect((await app.call(r.myCalculations)).status).toBe(401);
    expect((await app.call(r.createCalculation, { body: { name: 'x', expression: 'x' } })).status).toBe(401);
  });
});
