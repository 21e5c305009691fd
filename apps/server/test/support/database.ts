import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { adminQuery, withDatabase } from '../global-setup.ts';

/** A fresh, migrated database for one test file, cloned from the run's template. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `spatium_t_${inject('templateDatabase').split('_')[2]}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${inject('templateDatabase')}"`);
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
