import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, runMigrations } from '../src/platform/database/db.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/platform/database/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    templateDatabase: string;
  }
}

/**
 * One migrated template database per run; each test file clones it (CREATE DATABASE … TEMPLATE),
 * which is fast and keeps files from sharing state. TEST_DATABASE_URL points the run at a real
 * server (the production-like pass); otherwise the embedded PostgreSQL is used.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // One server per run, so runs side by side (and a crashed earlier run) never collide.
    dataDir = path.resolve(import.meta.dirname, `../.test-data/embedded-${process.pid}`);
    mkdirSync(dataDir, { recursive: true });
    // The embedded server may run as the postgres user, who must be able to enter the folders.
    chmodSync(path.dirname(dataDir), 0o755);
    chmodSync(dataDir, 0o755);
    embedded = await startEmbeddedPostgres(dataDir);
    adminUrl = embedded.url;
  }
  const template = `spatium_tpl_${process.pid}_${Date.now()}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
  const handle = connectDatabase(withDatabase(adminUrl, template), () => {});
  await runMigrations(handle);
  await handle.close();
  project.provide('databaseAdminUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const leftovers = await adminQuery(
      adminUrl,
      `SELECT datname FROM pg_database WHERE datname LIKE 'spatium_t_${process.pid}_%' OR datname = '${template}'`,
    );
    for (const { datname } of leftovers)
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, sql: string): Promise<{ datname: string }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}
