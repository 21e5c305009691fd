import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes } from '@spatium/contracts';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runBackupCommand } from '../src/backup-command.ts';
import { loadConfig } from '../src/config.ts';
import { backup, restore } from '../src/platform/backup/backup.ts';
import { connectDatabase, runMigrations } from '../src/platform/database/db.ts';
import { startEmbeddedPostgres } from '../src/platform/database/embedded.ts';
import { adminQuery, withDatabase } from './global-setup.ts';
import { useTestApp } from './support/app.ts';
import { buildCompany, buildUser, signIn } from './support/factories.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'spatium-backup-test-'));
// As root, the embedded PostgreSQL runs as `postgres`, which must be able to enter the folder.
chmodSync(scratch, 0o755);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every table's rows as text, in a stable order: two databases with equal snapshots hold the same data. */
async function snapshot(pool: pg.Pool): Promise<Record<string, string[]>> {
  const { rows: tables } = await pool.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const out: Record<string, string[]> = {};
  for (const { tablename } of tables) {
    const { rows } = await pool.query<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM "${tablename}" t`,
    );
    out[tablename] = rows.map((r) => r.row).sort();
  }
  return out;
}

describe('backup and restore', () => {
  const app = useTestApp();

  it('round-trips every row and the files into an empty database, which then works as before', async () => {
    const company = await buildCompany(app.db, { title: 'Backed-up company ÆØÅ' });
    const user = await buildUser(app.db, { companyId: company.id, roleId: 3 });
    mkdirSync(path.join(app.config.dataDir, 'files', 'uploads'), { recursive: true });
    writeFileSync(path.join(app.config.dataDir, 'files', 'uploads', 'plan.pdf'), 'a stored file');
    const source = new pg.Pool({ connectionString: app.config.databaseUrl });
    const folder = path.join(scratch, 'round-trip');
    const manifest = await backup(source, folder, { filesDir: path.join(app.config.dataDir, 'files') });
    expect(manifest.tables.find((t) => t.name === 'users')?.rows).toBeGreaterThan(0);

    const adminUrl = inject('databaseAdminUrl');
    const name = `spatium_t_restore_${process.pid}_${Date.now()}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    const target = connectDatabase(withDatabase(adminUrl, name), () => {});
    const filesDir = path.join(scratch, 'restored-files');
    try {
      await restore(target.pool, folder, { filesDir });
      expect(await snapshot(target.pool)).toEqual(await snapshot(source));
      expect(readFileSync(path.join(filesDir, 'uploads', 'plan.pdf'), 'utf8')).toBe('a stored file');
      // Ids continue after the restored rows instead of colliding with them.
      const { rows } = await target.pool.query<{ id: number }>(
        "INSERT INTO companies (title) VALUES ('After the restore') RETURNING id",
      );
      expect(rows[0]!.id).toBeGreaterThan(company.id);

      // Refuses to restore over data.
      await expect(restore(target.pool, folder, { filesDir })).rejects.toThrow(
        'The database is not empty: restore into a new, empty database.',
      );
    } finally {
      await target.close();
      await source.end();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
    // The user still signs in on the source afterwards: a backup changes nothing.
    expect(await signIn(app, user.email)).toBeTruthy();
    expect((await app.call(routes.health)).status).toBe(200);
  });

  it('refuses a folder that is not a backup, and an occupied target folder', async () => {
    const pool = new pg.Pool({ connectionString: app.config.databaseUrl });
    try {
      await expect(restore(pool, scratch, { filesDir: undefined })).rejects.toThrow(
        'holds no Spatium backup (manifest.json is missing or unreadable).',
      );
      const occupied = path.join(scratch, 'occupied');
      mkdirSync(occupied);
      writeFileSync(path.join(occupied, 'something.txt'), 'here already');
      await expect(backup(pool, occupied, { filesDir: undefined })).rejects.toThrow(
        'is not empty: back up into a new folder.',
      );
    } finally {
      await pool.end();
    }
  });
});

// The embedded database's own path (the command starts PostgreSQL on DATA_DIR itself). The
// TEST_DATABASE_URL pass runs the same code on an external server above; this needs no second run.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'npm run backup / restore on the embedded database',
  () => {
    it('backs up one DATA_DIR and restores it into a fresh one', async () => {
      const firstDir = path.join(scratch, 'first');
      const secondDir = path.join(scratch, 'second');
      const env = { JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789', LOG_LEVEL: 'silent' };
      const embedded = await startEmbeddedPostgres(firstDir);
      const handle = connectDatabase(embedded.url, () => {});
      try {
        await runMigrations(handle);
        await handle.pool.query("INSERT INTO companies (title) VALUES ('Embedded Bygg')");
      } finally {
        await handle.close();
        await embedded.stop();
      }
      mkdirSync(path.join(firstDir, 'files'), { recursive: true });
      writeFileSync(path.join(firstDir, 'files', 'note.txt'), 'kept');

      const folder = path.join(scratch, 'embedded-backup');
      await runBackupCommand('backup', folder, loadConfig({ ...env, DATA_DIR: firstDir }));
      await runBackupCommand('restore', folder, loadConfig({ ...env, DATA_DIR: secondDir }));

      const restored = await startEmbeddedPostgres(secondDir);
      const check = new pg.Pool({ connectionString: restored.url });
      try {
        const { rows } = await check.query("SELECT title FROM companies WHERE title = 'Embedded Bygg'");
        expect(rows).toHaveLength(1);
        expect(readFileSync(path.join(secondDir, 'files', 'note.txt'), 'utf8')).toBe('kept');
      } finally {
        await check.end();
        await restored.stop();
      }
    }, 120_000);
  },
);
