import { type Agreement, type LocaleInfo, routes } from '@spatium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { buildTenants } from '../../../test/support/factories.ts';
import { overrides } from './settings.schema.ts';

type Locale = z.infer<typeof LocaleInfo>;

describe('settings', () => {
  const app = useTestApp();
  let tenants: Awaited<ReturnType<typeof buildTenants>>;
  let adminToken: string;
  let memberToken: string;
  beforeAll(async () => {
    tenants = await buildTenants(app);
    adminToken = await signInFresh(app, tenants.admin.email);
    memberToken = await signInFresh(app, tenants.member.email);
  });

  describe('overrides', () => {
    it('gives the defaults for a domain without a row: apps off, everything else on', async () => {
      const response = await app.call(routes.overrides, { query: { domain: 'unknown.example.test' } });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        domain: 'unknown.example.test',
        disable_apps: true,
        disable_chat: false,
        disable_terms: false,
        disable_2fa: false,
        disable_snapshots: false,
        disable_smartwater: false,
        disable_issues: false,
        disable_chatbot: false,
        disable_language_switcher: false,
        disable_tree_menu: false,
        disable_legal: false,
        maintenance_mode: false,
      });
    });

    it('gives the defaults without a domain too', async () => {
      const response = await app.call(routes.overrides);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ domain: '', disable_apps: true, disable_chat: false });
    });

    it('gives the stored switches of a domain, whatever the case of the query', async () => {
      await app.db.insert(overrides).values({
        domain: 'portal.example.test',
        disableApps: false,
        disableChat: true,
        maintenanceMode: true,
      });
      const response = await app.call(routes.overrides, { query: { domain: 'Portal.Example.test' } });
      expect(response.body).toMatchObject({
        disable_apps: false,
        disable_chat: true,
        maintenance_mode: true,
        disable_issues: false,
      });
    });
  });

  describe('agreements', () => {
    let first: Agreement;
    let second: Agreement;
    beforeAll(async () => {
      first = (
        await app.call<Agreement>(routes.publishAgreement, {
          token: adminToken,
          body: { title: 'Terms', body: 'v1' },
        })
      ).body;
      second = (
        await app.call<Agreement>(routes.publishAgreement, {
          token: adminToken,
          body: { title: 'Terms', body: 'v2' },
        })
      ).body;
    });

    it('bumps the version on each publication', () => {
      expect(second.version).toBe(first.version + 1);
    });

    it('lists the newest first with _limit=1&_sort=id:DESC', async () => {
      const response = await app.call<Agreement[]>(routes.agreements, {
        query: { _limit: 1, _sort: 'id:DESC' },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual([second]);
      const oldest = await app.call<Agreement[]>(routes.agreements, {
        query: { _limit: 1, _sort: 'version:ASC' },
      });
      expect(oldest.body).toEqual([first]);
    });

    it.each(['title:DESC', 'id:SIDEWAYS', 'id;DROP TABLE agreements'])(
      'returns 400 for _sort=%s',
      async (sort) => {
        const response = await app.call<{ message: string }>(routes.agreements, { query: { _sort: sort } });
        expect(response.status).toBe(400);
        expect(response.body.message).toEqual(expect.any(String));
      },
    );

    it.each(['companyAdmin', 'member', 'restricted'] as const)(
      'returns 403 to a %s publishing',
      async (who) => {
        const token = who === 'member' ? memberToken : await signInFresh(app, tenants[who].email);
        const response = await app.call(routes.publishAgreement, {
          token,
          body: { title: 'Mine', body: 'text' },
        });
        expect(response.status).toBe(403);
      },
    );

    it('returns 400 for a publication without a title', async () => {
      const response = await app.call<{ message: string }>(routes.publishAgreement, {
        token: adminToken,
        body: { title: ' ', body: 'text' },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('A title is required');
    });

    it('records the acceptance of the latest version, refuses an older one (400) and an unknown one (404)', async () => {
      const older = await app.call(routes.acceptAgreements, {
        token: memberToken,
        body: { agreement: first.version },
      });
      expect(older.status).toBe(400);
      const unknown = await app.call(routes.acceptAgreements, {
        token: memberToken,
        body: { agreement: 999 },
      });
      expect(unknown.status).toBe(404);

      const accepted = await app.call<{ user: { last_acceptance: number; terms: boolean } }>(
        routes.acceptAgreements,
        {
          token: memberToken,
          body: { agreement: second.version },
        },
      );
      expect(accepted.status).toBe(200);
      expect(accepted.body.user).toMatchObject({ last_acceptance: second.version, terms: true });
      const me = await app.call<{ user: { last_acceptance: number } }>(routes.getme, {
        token: memberToken,
        body: {},
      });
      expect(me.body.user.last_acceptance).toBe(second.version);
    });

    it('returns 401 to an anonymous acceptance', async () => {
      expect((await app.call(routes.acceptAgreements, { body: { agreement: second.version } })).status).toBe(
        401,
      );
    });
  });

  describe('locales', () => {
    it('lists about 50 locales with the spec’s codes, directions and one default', async () => {
      const response = await app.call<Locale[]>(routes.locales);
      expect(response.status).toBe(200);
      const list = response.body;
      expect(list.length).toBeGreaterThanOrEqual(50);
      const codes = list.map((l) => l.code);
      for (const code of ['ar', 'de', 'en-GB', 'en-US', 'es', 'fr', 'it', 'nb-NO', 'nn-NO', 'nl', 'sv']) {
        expect(codes).toContain(code);
      }
      expect(new Set(codes).size).toBe(codes.length);
      expect(list.find((l) => l.code === 'ar')?.dir).toBe('rtl');
      expect(list.find((l) => l.code === 'de')?.dir).toBe('ltr');
      expect(list.filter((l) => l.isDefault)).toHaveLength(1);
      expect(new Set(list.map((l) => l.id)).size).toBe(list.length);
    });
  });
});
