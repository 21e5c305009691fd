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
});
