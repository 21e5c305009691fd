import { existsSync } from 'node:fs';
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

// Queries use the query builder with tables imported from their modules, so the platform needs no schema.
export type Database = NodePgDatabase;
/** A transaction handle; repositories accept either so services can group writes. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(url: string, onError: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without a listener, an idle connection killed at shutdown would crash the process.
  pool.on('error', onError);
  const db = drizzle(pool, { casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}

const MIGRATION_LOCK = 7_214_001;

/** Applies the committed SQL migrations; an advisory lock keeps several instances from racing. */
export async function runMigrations(
  handle: Pick<DatabaseHandle, 'pool'>,
  migrationsFolder = findMigrationsFolder(),
): Promise<void> {
  const client = await handle.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/** The folder is `apps/server/drizzle`, reached from the source file and from the bundle alike. */
export function findMigrationsFolder(): string {
  let dir = import.meta.dirname;
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('The database migrations (apps/server/drizzle) were not found');
}
