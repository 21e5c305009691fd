import { createHash } from 'node:crypto';
import { adminRoutes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { signInFresh } from '../../../test/support/clients.ts';
import { describeCompanyCollectionMatrix } from '../../../test/support/company-collection-matrix.ts';
import { buildCompany, buildUser } from '../../../test/support/factories.ts';
import { apiTokens } from './tokens.schema.ts';

describe('API tokens', () => {
  const app = useTestApp();
  describeCompanyCollectionMatrix(app, {
    routes: {
      list: adminRoutes.listTokens,
      create: adminRoutes.createToken,
      remove: adminRoutes.deleteToken,
    },
    createBody: () => ({ name: 'CI' }),
    membersMayRead: false,
  });

  it('shows the secret once and stores only its hash and prefix', async () => {
    const company = await buildCompany(app.db);
    const admin = await buildUser(app.db, { companyId: company.id, roleId: 3 });
    const token = await signInFresh(app, admin.email);
    const created = await app.call<{ id: number; token: string; prefix: string }>(adminRoutes.createToken, {
      token,
      body: { name: 'Importer' },
    });
    expect(created.status).toBe(201);
    expect(created.body.token.startsWith(created.body.prefix)).toBe(true);
    const [row] = await app.db.select().from(apiTokens).where(eq(apiTokens.id, created.body.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(created.body.token).digest('hex'));
    const list = await app.call(adminRoutes.listTokens, { token, query: { company: company.id } });
    expect(JSON.stringify(list.body)).not.toContain(created.body.token);
  });
});
