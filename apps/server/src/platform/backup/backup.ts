import { once } from 'node:events';
import {
  cpSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { findMigrationsFolder, runMigrations } from '../database/db.ts';

/**
 * A backup is a folder: manifest.json, one gzipped NDJSON file per table, and a copy of the local file
 * store. Rows are written as JSON (row_to_json) rather than with pg_dump because the embedded server is
 * PostgreSQL 18 and the machine's pg_dump may be older (pg_dump refuses newer servers); JSON rows load
 * back into any PostgreSQL from 15 on. The schema is not dumped: the manifest names the last migration
 * applied, and a restore replays the project's own migrations up to it, loads the rows, then migrates
 * the rest of the way — so a backup made by an older version restores into a newer one.
 */
export interface BackupManifest {
  format: 'spatium-backup';
  version: 1;
  createdAt: string;
  /** drizzle's `created_at` of the last migration applied (the journal's `when`). */
  migratedTo: number;
  tables: { name: string; rows: number }[];
  /** `local`: the files are in files/; `s3`: they stay in the bucket, backed up by its own means. */
  files: 'local' | 's3';
}

const BATCH = 1000;
const SCHEMA = 'public';

export interface BackupOptions {
  /** The local file store (DATA_DIR/files); undefined when files live in S3. */
  filesDir: string | undefined;
}

export async function backup(pool: pg.Pool, target: string, options: BackupOptions): Promise<BackupManifest> {
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new BackupError(`${target} is not empty: back up into a new folder.`);
  }
  mkdirSync(path.join(target, 'database'), { recursive: true });
  const client = await pool.connect();
  try {
    // One snapshot for every table, so rows that refer to each other are consistent.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migratedTo = await lastMigration(client);
    const tables: BackupManifest['tables'] = [];
    for (const name of await tableNames(client)) {
      tables.push({
        name,
        rows: await dumpTable(client, name, path.join(target, 'database', `${name}.ndjson.gz`)),
      });
    }
    await client.query('COMMIT');
    // Files after the snapshot: a row never points at a file the copy lacks unless it was deleted
    // in between, which a restore then shows as a missing file rather than a broken row.
    if (options.filesDir && existsSync(options.filesDir)) {
      cpSync(options.filesDir, path.join(target, 'files'), { recursive: true });
    }
    const manifest: BackupManifest = {
      format: 'spatium-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      migratedTo,
      tables,
      files: options.filesDir ? 'local' : 's3',
    };
    writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Restores into an empty database (no tables of ours yet) and an empty or absent file store. */
export async function restore(
  pool: pg.Pool,
  source: string,
  options: BackupOptions,
): Promise<BackupManifest> {
  const manifest = readManifest(source);
  const migrations = findMigrationsFolder();
  const journal = readJournal(migrations);
  if (!journal.entries.some((entry) => entry.when === manifest.migratedTo)) {
    throw new BackupError(
      'This backup was made by a newer version of Spatium: restore it with that version or a later one.',
    );
  }
  const client = await pool.connect();
  try {
    if ((await tableNames(client)).length > 0) {
      throw new BackupError('The database is not empty: restore into a new, empty database.');
    }
  } finally {
    client.release();
  }
  // The schema exactly as it was when the backup was made…
  const partial = await mkdtemp(path.join(tmpdir(), 'spatium-migrations-'));
  try {
    const entries = journal.entries.filter((entry) => entry.when <= manifest.migratedTo);
    mkdirSync(path.join(partial, 'meta'));
    writeFileSync(path.join(partial, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries)
      cpSync(path.join(migrations, `${entry.tag}.sql`), path.join(partial, `${entry.tag}.sql`));
    await runMigrations({ pool }, partial);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  // …then its rows, in one transaction: a failed restore leaves nothing half-loaded.
  const loader = await pool.connect();
  try {
    await loader.query('BEGIN');
    // Rows go in table by table, so foreign keys are checked by the data's own consistency instead.
    await loader.query(`SET LOCAL session_replication_role = replica`).catch((cause: unknown) => {
      throw new BackupError(
        'Restoring needs a database role that may set session_replication_role (a superuser).',
        { cause },
      );
    });
    const present = new Set(await tableNames(loader));
    // Rows that migrations seed (roles, defaults) make way for the backup's own.
    await loader.query(`TRUNCATE ${[...present].map(quote).join(', ')} CASCADE`);
    for (const table of manifest.tables) {
      if (!present.has(table.name))
        throw new BackupError(`The backup has a table ${table.name} that its migrations do not create.`);
      await loadTable(loader, table.name, path.join(source, 'database', `${table.name}.ndjson.gz`));
    }
    await resetSequences(loader);
    await loader.query('COMMIT');
  } catch (error) {
    await loader.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    loader.release();
  }
  await runMigrations({ pool }, migrations);
  if (manifest.files === 'local' && options.filesDir && existsSync(path.join(source, 'files'))) {
    cpSync(path.join(source, 'files'), options.filesDir, {
      recursive: true,
      force: false,
      errorOnExist: false,
    });
  }
  return manifest;
}

export class BackupError extends Error {}

export function readManifest(source: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(source, 'manifest.json'), 'utf8'));
  } catch {
    throw new BackupError(`${source} holds no Spatium backup (manifest.json is missing or unreadable).`);
  }
  if (manifest.format !== 'spatium-backup' || manifest.version !== 1) {
    throw new BackupError(`${source}/manifest.json is not a Spatium backup of a version this build reads.`);
  }
  return manifest;
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

function readJournal(folder: string): Journal {
  return JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'));
}

async function lastMigration(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ created_at: string }>(
    'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
  );
  if (!rows[0]) throw new BackupError('The database has no migrations applied: there is nothing to back up.');
  return Number(rows[0].created_at);
}

async function tableNames(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ tablename: string }>(
    'SELECT tablename FROM pg_tables WHERE schemaname = $1 ORDER BY tablename',
    [SCHEMA],
  );
  return rows.map((row) => row.tablename);
}

async function dumpTable(client: pg.PoolClient, table: string, file: string): Promise<number> {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file));
  let rows = 0;
  await client.query(`DECLARE dump CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quote(table)} t`);
  for (;;) {
    const batch = await client.query<{ row: string }>(`FETCH ${BATCH} FROM dump`);
    for (const { row } of batch.rows) {
      if (!gzip.write(`${row}\n`)) await once(gzip, 'drain');
    }
    rows += batch.rows.length;
    if (batch.rows.length < BATCH) break;
  }
  await client.query('CLOSE dump');
  gzip.end();
  await written;
  return rows;
}

async function loadTable(client: pg.PoolClient, table: string, file: string): Promise<void> {
  // Generated columns are computed again; everything else, identity columns included, comes back as it was.
  const { rows: columns } = await client.query<{ attname: string }>(
    `SELECT attname FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      ORDER BY attnum`,
    [`${SCHEMA}.${quote(table)}`],
  );
  const list = columns.map((c) => quote(c.attname)).join(', ');
  const insert = `INSERT INTO ${quote(table)} (${list}) OVERRIDING SYSTEM VALUE
    SELECT ${list} FROM json_populate_recordset(null::${quote(table)}, $1::json)`;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(insert, [`[${batch.join(',')}]`]);
    batch = [];
  };
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
}

/** Serial and identity columns continue after the restored rows, not from 1. */
async function resetSequences(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ sequence: string; table: string; column: string }>(
    `SELECT s.oid::regclass::text AS sequence, t.relname AS table, a.attname AS column
       FROM pg_class s
       JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i')
       JOIN pg_class t ON t.oid = d.refobjid
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
       JOIN pg_namespace n ON n.oid = s.relnamespace
      WHERE s.relkind = 'S' AND n.nspname = $1`,
    [SCHEMA],
  );
  for (const row of rows) {
    await client.query(
      `SELECT setval($1::regclass, COALESCE((SELECT max(${quote(row.column)}) FROM ${quote(row.table)}), 0) + 1, false)`,
      [row.sequence],
    );
  }
}

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}
