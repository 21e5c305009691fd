import { limits, messages, type Profile, routes } from '@spatium/contracts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/app.ts';
import { useTestApp } from '../../../test/support/app.ts';
import { buildContent, buildProject, buildSubproject } from '../../../test/support/catalogue.ts';
import { customAuth, signInFresh } from '../../../test/support/clients.ts';
import {
  buildCompany,
  buildTenants,
  buildUser,
  signIn,
  TEST_PASSWORD,
} from '../../../test/support/factories.ts';
import { companies, companyMembers } from '../companies/companies.schema.ts';

type Me = { user: Profile };

async function png(width = 64, height = 48): Promise<Blob> {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: 'image/png' });
}

function uploadAvatar(app: TestApp, token: string, file: Blob, name = 'me.png', field = 'file') {
  const form = new FormData();
  form.append(field, file, name);
  return app.call<Profile & { message: string }>(routes.uploadAvatar, { token, rawBody: form });
}

describe('users', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let tokens: Record<'admin' | 'companyAdmin' | 'member' | 'restricted' | 'outsider', string>;
  beforeAll(async () => {
    tenants = await buildTenants(app);
    tokens = {
      admin: await signInFresh(app, tenants.admin.email),
      companyAdmin: await signInFresh(app, tenants.companyAdmin.email),
      member: await signInFresh(app, tenants.member.email),
      restricted: await signInFresh(app, tenants.restricted.email),
      outsider: await signInFresh(app, tenants.outsider.email),
    };
  });

  describe('getme', () => {
    it('returns the profile with the default folders, the role and the company', async () => {
      const response = await app.call<Me>(routes.getme, { token: tokens.member, body: { test: true } });
      expect(response.status).toBe(200);
      const { user } = response.body;
      expect(user).toMatchObject({
        id: tenants.member.id,
        email: tenants.member.email,
        role: { id: 4 },
        is_company_admin: false,
        twofa_enabled: false,
        mandatory_2fa: false,
        terms: false,
        last_acceptance: null,
        companies: [{ id: tenants.company.id, title: tenants.company.title }],
      });
      expect(user.myfolders).toEqual([
        { id: 1, name: 'Root', parent: null, path: '/' },
        { id: 2, name: 'My Snapshots', parent: 1, path: '/My Snapshots' },
        { id: 3, name: 'Uploads', parent: 1, path: '/Uploads' },
      ]);
      expect(user.company).toEqual({
        id: tenants.company.id,
        title: tenants.company.title,
        issues: { enabled: true },
        chat: { enabled: true },
        chatbot: { enabled: false },
        floorplans: { enabled: false },
        overridemenu: { enabled: false, data: [] },
        settings: { start_at: null },
      });
    });

    it("carries the company's menu links to its members while the menu is on, and to no other company", async () => {
      const menu = [{ label: 'Handbook', children: [{ label: 'Safety', url: '/legal' }] }];
      const setMenu = (enabled: boolean) =>
        app.db
          .update(companies)
          .set({ overridemenu: { enabled, data: menu } })
          .where(eq(companies.id, tenants.company.id));
      try {
        await setMenu(true);
        const member = await app.call<Me>(routes.getme, { token: tokens.member, body: {} });
        expect(member.body.user.company?.overridemenu).toEqual({ enabled: true, data: menu });
        const outsider = await app.call<Me>(routes.getme, { token: tokens.outsider, body: {} });
        expect(outsider.body.user.company?.overridemenu).toEqual({ enabled: false, data: [] });

        // Switched off, the stored links stay the admins' to edit and reach no member's sidebar.
        await setMenu(false);
        const off = await app.call<Me>(routes.getme, { token: tokens.member, body: {} });
        expect(off.body.user.company?.overridemenu).toEqual({ enabled: false, data: [] });
      } finally {
        await app.db
          .update(companies)
          .set({ overridemenu: { enabled: false, data: [] } })
          .where(eq(companies.id, tenants.company.id));
      }
    });

    it('answers without a body too', async () => {
      expect((await app.call<Me>(routes.getme, { token: tokens.member })).status).toBe(200);
    });

    it('says is_company_admin for the company admin, and gives role 5 to the restricted user', async () => {
      const admin = await app.call<Me>(routes.getme, { token: tokens.companyAdmin, body: {} });
      expect(admin.body.user).toMatchObject({ is_company_admin: true, role: { id: 4 } });
      const restricted = await app.call<Me>(routes.getme, { token: tokens.restricted, body: {} });
      expect(restricted.body.user).toMatchObject({ is_company_admin: false, role: { id: 5 } });
    });

    it('lists the sub-projects and maps the user may see, and none of another company', async () => {
      const project = await buildProject(app.db, { companyId: tenants.company.id });
      const granted = await buildSubproject(app.db, {
        companyId: tenants.company.id,
        oldprojectId: project.id,
        users: [tenants.member.id],
      });
      const hidden = await buildSubproject(app.db, {
        companyId: tenants.company.id,
        oldprojectId: project.id,
      });
      const map = await buildContent(app.db, 'maps', {
        companyId: tenants.company.id,
        oldsubprojectId: granted.id,
      });
      await buildContent(app.db, 'maps', { companyId: tenants.company.id, oldsubprojectId: hidden.id });
      const member = await app.call<Me>(routes.getme, { token: tokens.member, body: {} });
      expect(member.body.user).toMatchObject({
        oldsubprojects: [granted.id],
        oldsubprojects_more: false,
        maps: [map.id],
        maps_more: false,
      });
      const companyAdmin = await app.call<Me>(routes.getme, { token: tokens.companyAdmin, body: {} });
      expect(companyAdmin.body.user.oldsubprojects).toEqual([granted.id, hidden.id]);
      const outsider = await app.call<Me>(routes.getme, { token: tokens.outsider, body: {} });
      expect(outsider.body.user).toMatchObject({ oldsubprojects: [], maps: [] });
    });

    it('lists at most the first hundred sub-projects and says there are more, whatever the account holds', async () => {
      const company = await buildCompany(app.db);
      const admin = await buildUser(app.db, { companyId: company.id, roleId: 3 });
      const project = await buildProject(app.db, { companyId: company.id });
      await app.db.execute(sql`
        INSERT INTO oldsubprojects (title, company_id, oldproject_id)
        SELECT 'Sub-project ' || n, ${company.id}, ${project.id} FROM generate_series(1, ${limits.profileIdsMax + 5}) n`);
      const me = await app.call<Me>(routes.getme, { token: await signIn(app, admin.email), body: {} });
      expect(me.body.user.oldsubprojects).toHaveLength(limits.profileIdsMax);
      expect(me.body.user.oldsubprojects_more).toBe(true);
      const ids = me.body.user.oldsubprojects;
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    });

    it('returns 401 without a token or with a forged one', async () => {
      expect((await app.call(routes.getme, { body: {} })).status).toBe(401);
      expect((await app.call(routes.getme, { token: `${tokens.member}x`, body: {} })).status).toBe(401);
    });
  });

  describe('GET users/:id', () => {
    it.each(['admin', 'companyAdmin', 'member', 'restricted', 'outsider'] as const)(
      'returns the %s to themself',
      async (who) => {
        const response = await app.call<{ id: number }>(routes.getUser, {
          token: tokens[who],
          params: { id: tenants[who].id },
        });
        expect(response.status).toBe(200);
        expect(response.body.id).toBe(tenants[who].id);
      },
    );

    it.each([
      ['a member', 'member', 'restricted'],
      ['a restricted user', 'restricted', 'member'],
      ['a user of another company', 'outsider', 'member'],
    ] as const)('returns 404 to %s asking for someone else', async (_, who, target) => {
      const response = await app.call(routes.getUser, {
        token: tokens[who],
        params: { id: tenants[target].id },
      });
      expect(response.status).toBe(404);
    });

    it('returns any user to an admin, without private fields', async () => {
      const response = await app.call<Record<string, unknown>>(routes.getUser, {
        token: tokens.admin,
        params: { id: tenants.outsider.id },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: tenants.outsider.id,
        company: { id: tenants.otherCompany.id, title: tenants.otherCompany.title },
      });
      expect(Object.keys(response.body).sort()).toEqual([
        'company',
        'details',
        'email',
        'id',
        'role',
        'username',
      ]);
    });

    it('returns 404 to an admin for an unknown user, and 400 for an id that is not a number', async () => {
      expect((await app.call(routes.getUser, { token: tokens.admin, params: { id: 999_999 } })).status).toBe(
        404,
      );
      expect((await app.call(routes.getUser, { token: tokens.admin, params: { id: 'abc' } })).status).toBe(
        400,
      );
    });
  });

  describe('PUT users/me', () => {
    it('changes the given fields and keeps the others', async () => {
      const user = await buildUser(app.db, {
        details: { firstname: 'Ola', lastname: 'Nordmann', telephone: '1', avatar: null },
      });
      const token = await signInFresh(app, user.email);
      const response = await app.call<Profile>(routes.updateMe, {
        token,
        body: { details: { firstname: 'Kari' }, preferences: { locale: 'nb-NO' } },
      });
      expect(response.status).toBe(200);
      expect(response.body.details).toMatchObject({
        firstname: 'Kari',
        lastname: 'Nordmann',
        telephone: '1',
      });
      expect(response.body.preferences.locale).toBe('nb-NO');
      const me = await app.call<Me>(routes.getme, { token, body: {} });
      expect(me.body.user.details.firstname).toBe('Kari');
    });

    it('returns 400 "No changes to update" when nothing differs', async () => {
      const current = await app.call<Me>(routes.getme, { token: tokens.restricted, body: {} });
      const same = await app.call<{ message: string }>(routes.updateMe, {
        token: tokens.restricted,
        body: {
          username: current.body.user.username,
          details: { firstname: current.body.user.details.firstname },
        },
      });
      expect(same.status).toBe(400);
      expect(same.body.message).toBe(messages.noChangesToUpdate);
      const empty = await app.call<{ message: string }>(routes.updateMe, {
        token: tokens.restricted,
        body: {},
      });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe(messages.noChangesToUpdate);
    });

    it('returns 409 for a username someone else has, whatever its case', async () => {
      const response = await app.call(routes.updateMe, {
        token: tokens.outsider,
        body: { username: tenants.member.username.toUpperCase() },
      });
      expect(response.status).toBe(409);
    });

    it('returns 400 for a username that is too short', async () => {
      const response = await app.call(routes.updateMe, { token: tokens.outsider, body: { username: 'x' } });
      expect(response.status).toBe(400);
    });
  });

  describe('password change', () => {
    it('refuses a wrong current password with 400', async () => {
      const response = await app.call(routes.changePassword, {
        token: tokens.member,
        body: {
          currentPassword: 'not-my-password',
          password: 'changed-password-9',
          passwordConfirmation: 'changed-password-9',
        },
      });
      expect(response.status).toBe(400);
      expect((await app.call(routes.getauth, { token: tokens.member })).status).toBe(200);
    });

    it('returns a new token, ends the old sessions, and the new password signs in', async () => {
      const user = await buildUser(app.db);
      const token = await signInFresh(app, user.email);
      const response = await app.call<{ jwt: string }>(routes.changePassword, {
        token,
        body: {
          currentPassword: TEST_PASSWORD,
          password: 'changed-password-9',
          passwordConfirmation: 'changed-password-9',
        },
      });
      expect(response.status).toBe(200);
      expect((await app.call(routes.getauth, { token })).status).toBe(401);
      expect((await app.call(routes.getauth, { token: response.body.jwt })).status).toBe(200);
      expect((await customAuth(app, user.email)).status).toBe(401);
      expect((await customAuth(app, user.email, 'changed-password-9')).status).toBe(200);
    });

    const ingrid = { firstname: 'Ingrid', lastname: 'Bergstrøm', telephone: '+47 000', avatar: null };
    it.each([
      ['a common password', 'password'],
      ['a keyboard row', 'qwertyuiop'],
      ['the user’s own name and a year', 'Bergstrøm2024'],
    ])('refuses %s with 400 and says why', async (_, weak) => {
      const user = await buildUser(app.db, { details: ingrid });
      const token = await signInFresh(app, user.email);
      const response = await app.call<{ message: string; code: string }>(routes.changePassword, {
        token,
        body: { currentPassword: TEST_PASSWORD, password: weak, passwordConfirmation: weak },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: messages.weakPassword, code: 'auth.weak_password' });
      expect((await app.call(routes.getauth, { token })).status).toBe(200);
    });

    it('slows down guesses of the current password from a signed-in session', async () => {
      const user = await buildUser(app.db);
      const token = await signInFresh(app, user.email);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await app.call(routes.changePassword, {
          token,
          body: {
            currentPassword: `guess-${i}-password`,
            password: 'changed-password-9',
            passwordConfirmation: 'changed-password-9',
          },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    });
  });

  describe('avatar', () => {
    it('stores an uploaded picture as WebP and serves it at the profile URL', async () => {
      const user = await buildUser(app.db);
      const token = await signInFresh(app, user.email);
      const response = await uploadAvatar(app, token, await png());
      expect(response.status).toBe(200);
      const url = response.body.details.avatar;
      expect(url).toMatch(/^\/api\/avatars\/\d+-[a-f0-9]{24}\.webp$/);
      expect(response.body.preferences.avatar).toBe(url);

      const image = await fetch(new URL(url!, app.url));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });

      // A new picture replaces the old one.
      const again = await uploadAvatar(app, token, await png(10, 10));
      expect(again.body.details.avatar).not.toBe(url);
      expect((await fetch(new URL(url!, app.url))).status).toBe(404);
    });

    it('returns 400, not 500, for a file that is not an image', async () => {
      const file = new Blob(['just some text, not a picture'], { type: 'image/png' });
      const response = await uploadAvatar(app, tokens.member, file, 'fake.png');
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('not an image');
    });

    it('returns 400 for a picture in the wrong field or sent as JSON', async () => {
      expect((await uploadAvatar(app, tokens.member, await png(), 'me.png', 'picture')).status).toBe(400);
      expect(
        (await app.call(routes.uploadAvatar, { token: tokens.member, body: { file: 'x' } })).status,
      ).toBe(400);
    });

    it('returns 404 for an unknown picture key and 400 for a malformed one', async () => {
      expect((await app.api('GET', `/avatars/1-${'0'.repeat(24)}.webp`)).status).toBe(404);
      expect((await app.api('GET', '/avatars/..%2F..%2Fjwt-secret')).status).toBe(400);
    });
  });

  describe('deleting the account', () => {
    it('refuses a wrong password or a missing confirmation with 400', async () => {
      const wrong = await app.call(routes.deleteMe, {
        token: tokens.member,
        body: { password: 'not-my-password', confirm: 'DELETE' },
      });
      expect(wrong.status).toBe(400);
      const unconfirmed = await app.call<{ message: string }>(routes.deleteMe, {
        token: tokens.member,
        body: { password: TEST_PASSWORD },
      });
      expect(unconfirmed.status).toBe(400);
      expect(unconfirmed.body.message).toContain('Type DELETE to confirm');
      expect((await app.call(routes.getauth, { token: tokens.member })).status).toBe(200);
    });

    it('removes the user, the admin-list entry, the memberships and the picture', async () => {
      const company = await buildCompany(app.db);
      const second = await buildCompany(app.db);
      const user = await buildUser(app.db, { companyId: company.id });
      await app.db.insert(companyMembers).values({ userId: user.id, companyId: second.id });
      await app.db
        .update(companies)
        .set({ admins: sql`array_append(${companies.admins}, ${user.email})` })
        .where(eq(companies.id, company.id));
      const token = await signInFresh(app, user.email);
      const avatarUrl = (await uploadAvatar(app, token, await png())).body.details.avatar!;

      const response = await app.call(routes.deleteMe, {
        token,
        body: { password: TEST_PASSWORD, confirm: 'DELETE' },
      });
      expect(response.status).toBe(204);
      expect(response.body).toBeNull();

      expect((await customAuth(app, user.email)).status).toBe(401);
      expect((await app.call(routes.getme, { token, body: {} })).status).toBe(401);
      const [row] = await app.db.select().from(companies).where(eq(companies.id, company.id));
      expect(row!.admins).not.toContain(user.email);
      expect(await app.db.select().from(companyMembers).where(eq(companyMembers.userId, user.id))).toEqual(
        [],
      );
      expect((await fetch(new URL(avatarUrl, app.url))).status).toBe(404);
    });
  });

  describe('the company admin list', () => {
    it('matches e-mail addresses whatever their case, and deletion clears the entry', async () => {
      const email = `Kari.Admin-${Date.now()}@Example.test`;
      const company = await buildCompany(app.db, { admins: [email.toUpperCase()] });
      await buildUser(app.db, { companyId: company.id, email });
      const token = await signInFresh(app, email);
      const me = await app.call<Me>(routes.getme, { token, body: {} });
      expect(me.body.user.is_company_admin).toBe(true);

      const response = await app.call(routes.deleteMe, {
        token,
        body: { password: TEST_PASSWORD, confirm: 'DELETE' },
      });
      expect(response.status).toBe(204);
      const [row] = await app.db.select().from(companies).where(eq(companies.id, company.id));
      expect(row!.admins).toEqual([]);
    });
  });

  describe('switch_company', () => {
    it('makes another company of the user the active one', async () => {
      const user = await buildUser(app.db, { companyId: tenants.company.id });
      await app.db.insert(companyMembers).values({ userId: user.id, companyId: tenants.otherCompany.id });
      const token = await signInFresh(app, user.email);
      const response = await app.call<Me>(routes.switchCompany, {
        token,
        body: { company: tenants.otherCompany.id },
      });
      expect(response.status).toBe(200);
      expect(response.body.user.company?.id).toBe(tenants.otherCompany.id);
      expect(response.body.user.companies.map((c) => c.id).sort()).toEqual(
        [tenants.company.id, tenants.otherCompany.id].sort(),
      );
      const me = await app.call<Me>(routes.getme, { token, body: {} });
      expect(me.body.user.company?.id).toBe(tenants.otherCompany.id);
    });

    it('returns 404 for a company the user is not a member of, and 404 for an unknown one', async () => {
      const other = await app.call(routes.switchCompany, {
        token: tokens.member,
        body: { company: tenants.otherCompany.id },
      });
      expect(other.status).toBe(404);
      const unknown = await app.call(routes.switchCompany, {
        token: tokens.member,
        body: { company: 999_999 },
      });
      expect(unknown.status).toBe(404);
      const me = await app.call<Me>(routes.getme, { token: tokens.member, body: {} });
      expect(me.body.user.company?.id).toBe(tenants.company.id);
    });
  });
});
