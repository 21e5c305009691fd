import { adminRoutes } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { describeCompanyCollectionMatrix } from '../../../test/support/company-collection-matrix.ts';
import { buildCompany, buildUser } from '../../../test/support/factories.ts';

describe('groups', () => {
  const app = useTestApp();
  describeCompanyCollectionMatrix(app, {
    routes: adminRoutes.groups,
    createBody: (tenants) => ({ title: 'Site crew', users: [tenants.member.id] }),
    updateBody: { title: 'Night crew' },
    membersMayRead: true,
  });

  it('holds only users of its company, and PATCH replaces the members', async () => {
    const company = await buildCompany(app.db);
    const other = await buildCompany(app.db);
    const admin = await buildUser(app.db, { companyId: company.id, roleId: 3 });
    const colleague = await buildUser(app.db, { companyId: company.id });
    const stranger = await buildUser(app.db, { companyId: other.id });
    const token = await signInFresh(app, admin.email);
    const refused = await app.call(adminRoutes.groups.create, {
      token,
      body: { title: 'Mixed', users: [colleague.id, stranger.id] },
    });
    expect(refused.status).toBe(400);
    const created = await app.call<{ id: number; users: number[] }>(adminRoutes.groups.create, {
      token,
      body: { title: 'Crew', users: [colleague.id] },
    });
    expect(created.body.users).toEqual([colleague.id]);
    const patched = await app.call<{ users: number[] }>(adminRoutes.groups.update, {
      token,
      params: { id: created.body.id },
      body: { users: [admin.id, colleague.id] },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.users).toEqual([admin.id, colleague.id].sort((a, b) => a - b));
  });
});
