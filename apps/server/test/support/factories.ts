import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { companies, companyMembers } from '../../src/modules/companies/companies.schema.ts';
import { users } from '../../src/modules/users/users.schema.ts';
import { hashPassword } from '../../src/platform/auth/passwords.ts';
import type { Database } from '../../src/platform/database/db.ts';
import type { TestApp } from './app.ts';

export const TEST_PASSWORD = 'test-password-1';
let passwordHash: Promise<string> | undefined;

export async function buildCompany(db: Database, values: Partial<typeof companies.$inferInsert> = {}) {
  const [row] = await db
    .insert(companies)
    .values({ title: `Company ${randomBytes(3).toString('hex')}`, ...values })
    .returning();
  return row!;
}

export async function buildUser(
  db: Database,
  values: Partial<typeof users.$inferInsert> & { companyId?: number | null } = {},
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const tag = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${tag}@example.test`,
      username: `user-${tag}`,
      roleId: 4,
      passwordHash: await passwordHash,
      details: { firstname: 'Test', lastname: tag, telephone: '+47 000', avatar: null },
      ...values,
    })
    .returning();
  if (row!.companyId !== null)
    await db.insert(companyMembers).values({ userId: row!.id, companyId: row!.companyId });
  return row!;
}

/** Signs in over HTTP and returns the session token. */
export async function signIn(app: TestApp, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.api<{ jwt: string; twofa: boolean }>('POST', '/customauth', {
    body: { identifier: email, password },
  });
  if (response.status !== 200 || response.body.twofa) {
    throw new Error(`Sign-in of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.jwt;
}

/** A company with an admin, a member and a restricted user, and a second company with a member. */
export async function buildTenants(app: TestApp) {
  const company = await buildCompany(app.db, { title: 'Nordvik Test AS' });
  const otherCompany = await buildCompany(app.db, { title: 'Fjordline Test AS' });
  const companyAdmin = await buildUser(app.db, { companyId: company.id });
  const member = await buildUser(app.db, { companyId: company.id });
  const restricted = await buildUser(app.db, { companyId: company.id, roleId: 5 });
  const outsider = await buildUser(app.db, { companyId: otherCompany.id });
  const admin = await buildUser(app.db, { companyId: company.id, roleId: 3 });
  await app.db
    .update(companies)
    .set({ admins: sql`array_append(${companies.admins}, ${companyAdmin.email})` })
    .where(eq(companies.id, company.id));
  return { company, otherCompany, companyAdmin, member, restricted, outsider, admin };
}
