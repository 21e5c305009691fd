import { adminRoutes } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { describeCompanyCollectionMatrix } from '../../../test/support/company-collection-matrix.ts';
import { buildCompany, buildUser } from '../../../test/support/factories.ts';

describe('integrations', () => {
  const app = useTestApp();
  describeCompanyCollectionMatrix(app, {
    routes: adminRoutes.integrations,
    createBody: () => ({ title: 'Webhook', type: 'webhook', url: 'https://hooks.example.com/x' }),
    updateBody: { enabled: false },
    membersMayRead: false,
  });

  it('never sends the secret back, only whether one is set', async () => {
    const company = await buildCompany(app.db);
    const admin = await buildUser(app.db, { companyId: company.id, roleId: 3 });
    const token = await signInFresh(app, admin.email);
    const created = await app.call<Record<string, unknown>>(adminRoutes.integrations.create, {
      token,
      body: { title: 'Hook', type: 'webhook', url: 'https://hooks.example.com/y', secret: 's3cr3t-value' },
    });
    expect(created.status).toBe(201);
    expect(created.body.has_secret).toBe(true);
    expect(JSON.stringify(created.body)).not.toContain('s3cr3t-value');
    const list = await app.call(adminRoutes.integrations.list, { token });
    expect(JSON.stringify(list.body)).not.toContain('s3cr3t-value');
  });

  it('generates a signing secret when none is given, shows it once, and rotates it on request', async () => {
    const company = await buildCompany(app.db);
    const admin = await buildUser(app.db, { companyId: company.id, roleId: 3 });
    const token = await signInFresh(app, admin.email);
    const created = await app.call<{ id: number; secret: string; events: string[] }>(
      adminRoutes.integrations.create,
      {
        token,
        body: {
          title: 'Generated',
          type: 'webhook',
          url: 'https://hooks.example.com/g',
          company: company.id,
        },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(created.body.events).toContain('tours.created');
    const list = await app.call(adminRoutes.integrations.list, { token, query: { company: company.id } });
    expect(JSON.stringify(list.body)).not.toContain(created.body.secret);
    const rotated = await app.call<{ secret: string }>(adminRoutes.integrations.rotateSecret, {
      token,
      params: { id: created.body.id },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.body.secret);
  });

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'https://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://10.1.2.3/hook',
    'http://2130706433/hook',
  ])('refuses a webhook to the private address %s (SSRF) without WEBHOOKS_ALLOW_PRIVATE', async (url) => {
    const company = await buildCompany(app.db);
    const admin = await buildUser(app.db, { companyId: company.id, roleId: 3 });
    const token = await signInFresh(app, admin.email);
    const body = { title: 'Inside', type: 'webhook', url, company: company.id };
    const created = await app.call<{ code: string }>(adminRoutes.integrations.create, { token, body });
    expect(created.status).toBe(400);
    expect(created.body.code).toBe('integrations.address_refused');
    const fine = await app.call<{ id: number }>(adminRoutes.integrations.create, {
      token,
      body: { ...body, url: 'https://hooks.example.com/z' },
    });
    const moved = await app.call(adminRoutes.integrations.update, {
      token,
      params: { id: fine.body.id },
      body: { url },
    });
    expect(moved.status).toBe(400);
  });
});
