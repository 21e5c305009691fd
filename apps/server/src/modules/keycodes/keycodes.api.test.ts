import { type KeyCode, keyCodeRoutes as r } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { keyCodes } from './keycodes.schema.ts';

const codeShape = /^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/;

describe('software key codes', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let tokens: Record<'admin' | 'companyAdmin' | 'member' | 'restricted' | 'outsider', string>;
  let generated: KeyCode[];
  beforeAll(async () => {
    tenants = await buildTenants(app);
    tokens = {
      admin: await signInFresh(app, tenants.admin.email),
      companyAdmin: await signInFresh(app, tenants.companyAdmin.email),
      member: await signInFresh(app, tenants.member.email),
      restricted: await signInFresh(app, tenants.restricted.email),
      outsider: await signInFresh(app, tenants.outsider.email),
    };
    const response = await app.call<KeyCode[]>(r.generateKeyCodes, {
      token: tokens.admin,
      body: { company: tenants.company.id, count: 3 },
    });
    expect(response.status).toBe(201);
    generated = response.body;
  });

  it('generates unused codes whose lists carry only a hint, and stores none in clear', async () => {
    expect(generated).toHaveLength(3);
    expect(generated.every((c) => !c.used && c.assigned_to === null && c.hint.length === 4)).toBe(true);
    const code = await app.call<{ code: string }>(r.revealKeyCode, {
      token: tokens.companyAdmin,
      params: { id: generated[0]!.id },
    });
    expect(code.body.code).toMatch(codeShape);
    expect(code.body.code.endsWith(generated[0]!.hint)).toBe(true);
    const stored = await app.db.select().from(keyCodes);
    expect(JSON.stringify(stored)).not.toContain(code.body.code);
    expect(JSON.stringify(stored)).not.toContain(code.body.code.slice(0, 11));
  });

  it('lets only administrators generate codes', async () => {
    for (const token of [tokens.companyAdmin, tokens.member, tokens.restricted, tokens.outsider]) {
      const response = await app.call(r.generateKeyCodes, {
        token,
        body: { company: tenants.company.id, count: 1 },
      });
      expect(response.status).toBe(403);
    }
  });

  it('lets the company admin assign a code to a member, who then sees and copies only that one', async () => {
    const before = await app.call<KeyCode[]>(r.keyCodes, { token: tokens.member });
    expect(before.body).toEqual([]);
    const assigned = await app.call<KeyCode>(r.assignKeyCode, {
      token: tokens.companyAdmin,
      params: { id: generated[1]!.id },
      body: { user_id: tenants.member.id },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.assigned_to?.id).toBe(tenants.member.id);
    const mine = await app.call<KeyCode[]>(r.keyCodes, { token: tokens.member });
    expect(mine.body.map((c) => c.id)).toEqual([generated[1]!.id]);
    expect(mine.body[0]!.abilities).toEqual({ assign: false, mark_used: false, reveal: true });
    const copied = await app.call<{ code: string }>(r.revealKeyCode, {
      token: tokens.member,
      params: { id: generated[1]!.id },
    });
    expect(copied.body.code).toMatch(codeShape);
    const notMine = await app.call(r.revealKeyCode, {
      token: tokens.member,
      params: { id: generated[2]!.id },
    });
    expect(notMine.status).toBe(404);
    const all = await app.call<KeyCode[]>(r.keyCodes, { token: tokens.companyAdmin });
    expect(all.body).toHaveLength(3);
  });

  it('refuses to give a code to someone outside the company, without echoing the code', async () => {
    const response = await app.call<{ message: string }>(r.assignKeyCode, {
      token: tokens.companyAdmin,
      params: { id: generated[2]!.id },
      body: { user_id: tenants.outsider.id },
    });
    expect(response.status).toBe(400);
    const code = await app.call<{ code: string }>(r.revealKeyCode, {
      token: tokens.companyAdmin,
      params: { id: generated[2]!.id },
    });
    expect(JSON.stringify(response.body)).not.toContain(code.body.code);
  });

  it('marks a code used with its machine, once (SPEC §4: not used, then used)', async () => {
    const used = await app.call<KeyCode>(r.markKeyCodeUsed, {
      token: tokens.companyAdmin,
      params: { id: generated[1]!.id },
      body: { machine: 'Survey laptop 7' },
    });
    expect(used.body).toMatchObject({ used: true, machine: 'Survey laptop 7' });
    expect(used.body.used_at).not.toBeNull();
    const again = await app.call(r.markKeyCodeUsed, {
      token: tokens.companyAdmin,
      params: { id: generated[1]!.id },
      body: { machine: 'Other' },
    });
    expect(again.status).toBe(409);
    const byMember = await app.call(r.markKeyCodeUsed, {
      token: tokens.member,
      params: { id: generated[0]!.id },
      body: { machine: 'Mine' },
    });
    expect(byMember.status).toBe(404);
    const blank = await app.call(r.markKeyCodeUsed, {
      token: tokens.companyAdmin,
      params: { id: generated[0]!.id },
      body: { machine: '  ' },
    });
    expect(blank.status).toBe(400);
  });

  it('shows another company’s user and the restricted role nothing of Nordvik’s codes', async () => {
    const outsiderList = await app.call<KeyCode[]>(r.keyCodes, { token: tokens.outsider });
    expect(outsiderList.body).toEqual([]);
    const named = await app.call(r.keyCodes, {
      token: tokens.outsider,
      query: { company: tenants.company.id },
    });
    expect(named.status).toBe(404);
    for (const code of generated) {
      expect(
        (await app.call(r.revealKeyCode, { token: tokens.outsider, params: { id: code.id } })).status,
      ).toBe(404);
      const assign = await app.call(r.assignKeyCode, {
        token: tokens.outsider,
        params: { id: code.id },
        body: { user_id: tenants.outsider.id },
      });
      expect(assign.status).toBe(404);
    }
    expect((await app.call(r.keyCodes, { token: tokens.restricted })).status).toBe(403);
    expect(
      (await app.call(r.revealKeyCode, { token: tokens.restricted, params: { id: generated[0]!.id } }))
        .status,
    ).toBe(403);
  });
});
