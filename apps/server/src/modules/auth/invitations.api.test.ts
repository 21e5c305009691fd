import { messages, routes } from '@spatium/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/app.ts';
import { useTestApp } from '../../../test/support/app.ts';
import { mailsTo, newClient, signInFresh } from '../../../test/support/clients.ts';
import { buildTenants, buildUser } from '../../../test/support/factories.ts';
import { companyMembers } from '../companies/companies.schema.ts';

const PASSWORD = 'invited-password-1';

/** The token of the newest invitation link mailed to the address. */
async function inviteTokenFor(app: TestApp, email: string): Promise<string> {
  const link = (await mailsTo(app, email)).at(-1)?.text.match(/\/user_invite\?token=([\w-]+)/);
  if (!link) throw new Error(`No invitation was mailed to ${email}`);
  return link[1]!;
}

function registration(token: string, email: string, overrides: Record<string, unknown> = {}) {
  return {
    token,
    email,
    firstname: 'Ingrid',
    lastname: 'Berg',
    telephone: '+47 22 00 00 00',
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    ...overrides,
  };
}

function register(app: TestApp, body: Record<string, unknown>) {
  return app.call<{ jwt: string; message: string }>(routes.registerFromInvite, {
    body,
    headers: newClient(),
  });
}

describe('invitations', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let companyAdminToken: string;
  let memberToken: string;
  beforeAll(async () => {
    tenants = await buildTenants(app);
    companyAdminToken = await signInFresh(app, tenants.companyAdmin.email);
    memberToken = await signInFresh(app, tenants.member.email);
  });

  async function invite(email: string) {
    const response = await app.call(routes.createInvitation, { token: companyAdminToken, body: { email } });
    expect(response.status).toBe(201);
    return inviteTokenFor(app, email);
  }

  it('lets a company admin invite into the own company and mails the link', async () => {
    const response = await app.call(routes.createInvitation, {
      token: companyAdminToken,
      body: { email: 'New.Colleague@Example.test' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email: 'new.colleague@example.test',
      role: 4,
      company: tenants.company.id,
      accepted_at: null,
    });
    const [mail] = await mailsTo(app, 'new.colleague@example.test');
    expect(mail?.subject).toBe(`You are invited to ${tenants.company.title}`);
    expect(mail?.text).toMatch(/\/user_invite\?token=[\w-]{20,}/);
  });

  it('returns 403 to a plain member', async () => {
    const response = await app.call(routes.createInvitation, {
      token: memberToken,
      body: { email: 'someone-new@example.test' },
    });
    expect(response.status).toBe(403);
    expect(await mailsTo(app, 'someone-new@example.test')).toEqual([]);
  });

  it('returns 403 to a company admin inviting into another company', async () => {
    const response = await app.call(routes.createInvitation, {
      token: companyAdminToken,
      body: { email: 'elsewhere@example.test', company: tenants.otherCompany.id },
    });
    expect(response.status).toBe(403);
  });

  it('returns 403 to a company admin handing out the admin role', async () => {
    const response = await app.call(routes.createInvitation, {
      token: companyAdminToken,
      body: { email: 'would-be-admin@example.test', role: 3 },
    });
    expect(response.status).toBe(403);
  });

  it('returns 409 for the e-mail of a user already in the company, whatever its case', async () => {
    const response = await app.call<{ message: string }>(routes.createInvitation, {
      token: companyAdminToken,
      body: { email: tenants.member.email.toUpperCase() },
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(messages.userAlreadyExists);
  });

  it('answers the same for an account of another company as for a new address, and tells its owner by mail', async () => {
    const strangerAnswer = await app.call<Record<string, unknown>>(routes.createInvitation, {
      token: companyAdminToken,
      body: { email: 'brand-new-person@example.test' },
    });
    const outsiderAnswer = await app.call<Record<string, unknown>>(routes.createInvitation, {
      token: companyAdminToken,
      body: { email: tenants.outsider.email.toUpperCase() },
    });
    expect(outsiderAnswer.status).toBe(strangerAnswer.status);
    expect(Object.keys(outsiderAnswer.body).sort()).toEqual(Object.keys(strangerAnswer.body).sort());
    expect(outsiderAnswer.body).toMatchObject({
      email: tenants.outsider.email.toLowerCase(),
      company: tenants.company.id,
      accepted_at: null,
    });
    const [mail] = (await mailsTo(app, tenants.outsider.email)).slice(-1);
    expect(mail?.text).toContain('already has a Spatium account');
    expect(mail?.text).not.toContain('/user_invite?token=');
  });

  it('still tells an admin that an address has an account', async () => {
    const adminToken = await signInFresh(app, tenants.admin.email);
    const response = await app.call(routes.createInvitation, {
      token: adminToken,
      body: { email: tenants.outsider.email },
    });
    expect(response.status).toBe(409);
  });

  it('refuses a common password on registration and says why', async () => {
    const token = await invite('weak-password-person@example.test');
    const response = await register(
      app,
      registration(token, 'weak-password-person@example.test', {
        password: 'password1',
        passwordConfirmation: 'password1',
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.weakPassword);
  });

  it('limits the invitations one person sends in an hour', async () => {
    // A sender of its own, so the other tests' budgets stay untouched.
    const sender = await signInFresh(app, (await buildUser(app.db, { roleId: 3 })).email);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const response = await app.call(routes.createInvitation, {
        token: sender,
        body: { email: `flood-${i}@example.test`, company: tenants.company.id },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(30).fill(201), 429, 429]);
  });

  it('shows the company of an invitation link, and 404 for a made-up one', async () => {
    const token = await invite('describe-me@example.test');
    const info = await app.call(routes.getInvitation, { params: { token } });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ company: tenants.company.title, expires_at: expect.any(String) });
    expect((await app.call(routes.getInvitation, { params: { token: 'z'.repeat(43) } })).status).toBe(404);
  });

  it('refuses a different e-mail address with the exact verification message', async () => {
    const token = await invite('the-invited@example.test');
    const response = await register(app, registration(token, 'someone-else@example.test'));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'We were unable to verify this email address. Are you sure the invitation was for this email address?',
    );
  });

  it.each([
    ['the e-mail address is invalid', { email: 'not-an-email' }, 'Please enter a valid email'],
    ['the password is empty', { password: '', passwordConfirmation: '' }, 'Password must be filled in'],
    ['the password is missing', { password: undefined }, 'Password must be filled in'],
    ['the passwords differ', { passwordConfirmation: 'something-else' }, messages.passwordsDiffer],
  ])('returns 400 with the message of the spec when %s', async (_, overrides, message) => {
    const token = await invite(`validation-${Math.random().toString(36).slice(2)}@example.test`);
    const response = await app.call<{ message: string; issues: { message: string }[] }>(
      routes.registerFromInvite,
      { body: registration(token, 'whoever@example.test', overrides), headers: newClient() },
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect(response.body.issues.map((issue) => issue.message)).toContain(message);
  });

  it('registers the invited person as a member of the company, once', async () => {
    const email = 'joining@example.test';
    const token = await invite(email);
    const response = await register(app, registration(token, 'Joining@Example.test'));
    expect(response.status).toBe(201);

    const me = await app.call<{
      user: { id: number; email: string; company: { id: number }; companies: { id: number }[] };
    }>(routes.getme, { token: response.body.jwt, body: {} });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, company: { id: tenants.company.id } });
    expect(me.body.user.companies.map((c) => c.id)).toEqual([tenants.company.id]);
    const membership = await app.db
      .select()
      .from(companyMembers)
      .where(
        and(eq(companyMembers.companyId, tenants.company.id), eq(companyMembers.userId, me.body.user.id)),
      );
    expect(membership).toHaveLength(1);
    expect((await signInFresh(app, email, PASSWORD)).length).toBeGreaterThan(0);

    const again = await register(app, registration(token, email));
    expect(again.status).toBe(404);
    expect((await app.call(routes.getInvitation, { params: { token } })).status).toBe(404);
  });

  it('returns 401 to an anonymous caller creating an invitation', async () => {
    const response = await app.call(routes.createInvitation, { body: { email: 'anon@example.test' } });
    expect(response.status).toBe(401);
  });
});
