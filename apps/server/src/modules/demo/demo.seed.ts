import { count } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Database } from '../../platform/database/db.ts';
import { companies, companyMembers } from '../companies/companies.schema.ts';
import { agreements } from '../settings/settings.schema.ts';
import { users } from '../users/users.schema.ts';

export const DEMO_PASSWORD = 'demo-password-1';

const TERMS = `These terms govern the use of Spatium by you and the company that invited you.

1. Your account. Keep your password and authenticator to yourself. You are responsible for what is done with your account.
2. Your content. Content you upload stays yours and your company's. We process it only to provide the service.
3. Acceptable use. Do not upload content you have no right to share, and do not try to reach other companies' content.
4. Privacy. We keep the personal data the service needs (name, e-mail, phone) and delete it when your account is deleted.`;

/**
 * Demo data for a first start on the embedded database: two companies that must never see each
 * other's content, and one account per role. Runs only on a database without users.
 */
export async function seedDemoData(db: Database, _options: { dataDir: string }): Promise<boolean> {
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [agreement] = await tx
      .insert(agreements)
      .values({ version: 1, title: 'Terms of use', body: TERMS })
      .returning();
    const [nordvik, fjordline] = await tx
      .insert(companies)
      .values([
        {
          title: 'Nordvik Bygg AS',
          admins: ['companyadmin@example.com'],
          departments: ['Engineering', 'Site management', 'HSE'],
          settings: { start_at: '/dashboard' },
        },
        { title: 'Fjordline Infra AS', admins: [], departments: ['Roads', 'Bridges'] },
      ])
      .returning();
    const person = (firstname: string, lastname: string, telephone: string) => ({
      firstname,
      lastname,
      telephone,
      avatar: null,
    });
    const accepted = { lastAcceptance: agreement!.version, terms: true, passwordHash };
    const created = await tx
      .insert(users)
      .values([
        {
          email: 'admin@example.com',
          username: 'admin',
          roleId: 3,
          companyId: nordvik!.id,
          details: person('Ada', 'Admin', '+47 400 00 001'),
          ...accepted,
        },
        {
          email: 'user@example.com',
          username: 'user',
          roleId: 4,
          companyId: nordvik!.id,
          details: person('Ulrik', 'Berg', '+47 400 00 002'),
          ...accepted,
        },
        {
          email: 'companyadmin@example.com',
          username: 'companyadmin',
          roleId: 4,
          companyId: nordvik!.id,
          details: person('Camilla', 'Nordvik', '+47 400 00 003'),
          ...accepted,
        },
        {
          email: 'restricted@example.com',
          username: 'restricted',
          roleId: 5,
          companyId: nordvik!.id,
          details: person('Rune', 'Lie', '+47 400 00 004'),
          ...accepted,
        },
        {
          email: 'other@example.org',
          username: 'other',
          roleId: 4,
          companyId: fjordline!.id,
          details: person('Olivia', 'Fjord', '+47 400 00 005'),
          ...accepted,
        },
      ])
      .returning({ id: users.id, companyId: users.companyId });
    await tx.insert(companyMembers).values(created.map((u) => ({ userId: u.id, companyId: u.companyId! })));
    // The admin also belongs to Fjordline, so the company switcher has something to switch.
    await tx.insert(companyMembers).values({ userId: created[0]!.id, companyId: fjordline!.id });
  });
  return true;
}
