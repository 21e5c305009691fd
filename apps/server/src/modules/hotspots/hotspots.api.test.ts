import { adminRoutes } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { describeCompanyCollectionMatrix } from '../../../test/support/company-collection-matrix.ts';
import { buildCompany, buildUser } from '../../../test/support/factories.ts';

describe('hotspots', () => {
  const app = useTestApp();
  describeCompanyCollectionMatrix(app, {
    routes: adminRoutes.hotspots,
    createBody: () => ({ title: 'Crane' }),
    updateBody: { title: 'Tower crane' },
    membersMayRead: true,
  });

  it('gives a new marker the default style of SPEC §3 (150 × 100, line 80)', async () => {
    const company = await buildCompany(app.db);
    const admin = await buildUser(app.db, { companyId: company.id, roleId: 3 });
    const token = await signInFresh(app, admin.email);
    const response = await app.call<{ style: Record<string, unknown> }>(adminRoutes.hotspots.create, {
      token,
      body: { title: 'Marker' },
    });
    expect(response.status).toBe(201);
    expect(response.body.style).toMatchObject({ width: 150, height: 100, line: 80 });
  });

  it('refuses a tour of another company as missing', async () => {
    const company = await buildCompany(app.db);
    const admin = await buildUser(app.db, { companyId: company.id, roleId: 3 });
    const token = await signInFresh(app, admin.email);
    const response = await app.call(adminRoutes.hotspots.create, {
      token,
      body: { title: 'M', tour: 999_999 },
    });
    expect(response.status).toBe(404);
  });
});
