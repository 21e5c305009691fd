// PostgreSQL's own view of the capacity run: its settings and size, what each measured call costs it
// (its processes' CPU; statements, blocks and the statements that took the time from
// pg_stat_statements), the plans of the server's own statements (auto_explain), and who holds
// connections.
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { childrenCpuMs } from './stats.ts';
import { printTable } from './table.ts';

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** What PostgreSQL did for a measured call. */
export interface DatabaseWork {
  cpuMs: number;
  statements: number;
  blocksHit: number;
  blocksRead: number;
}

export interface DatabaseWatch {
  /** Starts counting: PostgreSQL's CPU from now, its statements from a reset of pg_stat_statements. */
  start(): Promise<void>;
  /** What PostgreSQL did since `start`. */
  work(): Promise<DatabaseWork>;
}

/**
 * pg_stat_statements must be in shared_preload_libraries (startBenchStack's postgres settings). Its
 * counters are exact as each statement ends; pg_stat_database's are flushed by each backend when it
 * goes idle, up to seconds later, so they would miss part of a short run.
 */
export async function watchDatabase(client: pg.Client): Promise<DatabaseWatch> {
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  // Every backend is a child of the postmaster, the parent of this connection's backend.
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const status = readFileSync(`/proc/${rows[0]!.pid}/status`, 'utf8');
  const postmaster = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
  let cpuAtStart = 0;
  return {
    async start() {
      await client.query('SELECT pg_stat_statements_reset()');
      cpuAtStart = childrenCpuMs(postmaster);
    },
    async work() {
      const cpuMs = childrenCpuMs(postmaster) - cpuAtStart;
      const counted = await client.query<{ statements: string; hit: string; read: string }>(
        `SELECT coalesce(sum(calls), 0) AS statements, coalesce(sum(shared_blks_hit), 0) AS hit,
                coalesce(sum(shared_blks_read), 0) AS read
         FROM pg_stat_statements WHERE ${notTheBench}`,
      );
      const row = counted.rows[0]!;
      return {
        cpuMs,
        statements: Number(row.statements),
        blocksHit: Number(row.hit),
        blocksRead: Number(row.read),
      };
    },
  };
}

// The bench's own questions to PostgreSQL, left out of what a call cost it.
const notTheBench = `query NOT LIKE '%pg_stat%' AND query NOT LIKE '%pg_backend_pid%'`;

export async function printSettings(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ name: string; setting: string; unit: string | null }>(
    `SELECT name, setting, unit FROM pg_settings
     WHERE name IN ('server_version', 'max_connections', 'shared_buffers', 'work_mem', 'effective_cache_size')
     ORDER BY name`,
  );
  console.log(
    `PostgreSQL: ${rows.map((r) => `${r.name} ${r.setting}${r.unit ? ` ${r.unit}` : ''}`).join(', ')}`,
  );
}

export async function databaseBytes(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ bytes: string }>(
    'SELECT pg_database_size(current_database()) AS bytes',
  );
  return Number(rows[0]!.bytes);
}

/** The database's size, what the seeded companies added each, and the biggest tables and indexes. */
export async function printSizes(client: pg.Client, before: number, companies: number): Promise<void> {
  const after = await databaseBytes(client);
  console.log(
    `\nDatabase: ${mb(before)} MB with the demo only, ${mb(after)} MB seeded: ${mb((after - before) / companies)} MB per company`,
  );
  const tables = await client.query<{
    name: string;
    rows: string;
    heap: string;
    indexes: string;
    total: string;
  }>(
    `SELECT c.relname AS name, greatest(c.reltuples, 0)::bigint AS rows, pg_table_size(c.oid) AS heap,
            pg_indexes_size(c.oid) AS indexes, pg_total_relation_size(c.oid) AS total
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname = 'public' ORDER BY pg_total_relation_size(c.oid) DESC LIMIT 20`,
  );
  console.log('Biggest tables (rows as ANALYZE estimates them; heap includes TOAST):');
  printTable(
    ['table', 'rows', 'heap MB', 'indexes MB', 'total MB', 'bytes/row'],
    tables.rows.map((t) => [
      t.name,
      t.rows,
      mb(Number(t.heap)),
      mb(Number(t.indexes)),
      mb(Number(t.total)),
      Number(t.rows) > 0 ? (Number(t.total) / Number(t.rows)).toFixed(0) : '',
    ]),
  );
  const indexes = await client.query<{ name: string; table: string; bytes: string }>(
    `SELECT i.relname AS name, t.relname AS table, pg_relation_size(i.oid) AS bytes
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = 'public' ORDER BY pg_relation_size(i.oid) DESC LIMIT 12`,
  );
  console.log('Biggest indexes:');
  printTable(
    ['index', 'table', 'MB'],
    indexes.rows.map((i) => [i.name, i.table, mb(Number(i.bytes))]),
  );
}

/** The statements that took the most time since the watch's start, leaving out the bench's own. */
export async function printTopStatements(client: pg.Client, count: number): Promise<void> {
  const { rows } = await client.query<{
    query: string;
    calls: string;
    mean: number;
    blocks: string;
    rows: string;
  }>(
    `SELECT regexp_replace(query, '\\s+', ' ', 'g') AS query, calls, mean_exec_time AS mean,
            shared_blks_hit + shared_blks_read AS blocks, rows
     FROM pg_stat_statements WHERE ${notTheBench}
     ORDER BY total_exec_time DESC LIMIT $1`,
    [count],
  );
  printTable(
    ['  statement', 'calls', 'mean ms', 'blocks/call', 'rows/call'],
    rows.map((r) => [
      `  ${r.query.slice(0, 90)}`,
      r.calls,
      r.mean.toFixed(2),
      (Number(r.blocks) / Number(r.calls)).toFixed(0),
      (Number(r.rows) / Number(r.calls)).toFixed(1),
    ]),
  );
}

/** What PostgreSQL logs while a request runs: give `onLog` to startBenchStack's postgres options. */
export function postgresLog() {
  let collecting = false;
  let text = '';
  return {
    onLog: (chunk: string) => {
      if (collecting) text += chunk;
    },
    async during(run: () => Promise<unknown>): Promise<string> {
      text = '';
      collecting = true;
      try {
        await run();
        // The log arrives through PostgreSQL's stderr, a moment after the answer.
        await new Promise((resolve) => setTimeout(resolve, 500));
      } finally {
        collecting = false;
      }
      return text;
    },
  };
}
export type PostgresLog = ReturnType<typeof postgresLog>;

/**
 * The plans of the statements the server runs for `request`, as auto_explain logs them with ANALYZE
 * and BUFFERS (it must be in shared_preload_libraries): the server's own statements with its own
 * parameters, on pooled connections that have run them many times, so with the plan they use.
 */
export async function printServerPlans(
  client: pg.Client,
  log: PostgresLog,
  label: string,
  request: () => Promise<unknown>,
): Promise<void> {
  await setAutoExplain(client, true);
  let text: string;
  try {
    text = await log.during(request);
  } finally {
    await setAutoExplain(client, false);
  }
  // A statement run once per row (one query per channel, say) is shown once, with how often it ran.
  const byStatement = new Map<string, { heading: string; plan: string[]; runs: number }>();
  for (const entry of text.split(/^.*LOG:\s+duration: /m).slice(1)) {
    const [heading, ...lines] = entry.split('\n');
    const end = lines.findIndex((line) => !line.startsWith('\t'));
    const plan = end === -1 ? lines : lines.slice(0, end);
    if (plan.some((line) => line.includes('pgboss'))) continue; // the job queue polling meanwhile
    // The statement's text runs up to its parameters (or is its first line, if it has none).
    const textEnd = plan.findIndex((line) => line.includes('Query Parameters:'));
    const statement = plan.slice(0, textEnd === -1 ? 1 : textEnd).join('\n');
    const seen = byStatement.get(statement);
    if (seen) seen.runs++;
    else byStatement.set(statement, { heading: heading!, plan, runs: 1 });
  }
  console.log(`\n${label}:`);
  for (const { heading, plan, runs } of byStatement.values()) {
    console.log(`  ${heading}${runs > 1 ? ` (the first of ${runs} runs of this statement)` : ''}`);
    for (const line of plan) console.log(`  ${line.replace(/^\t/, '  ').slice(0, 200)}`);
  }
}

async function setAutoExplain(client: pg.Client, on: boolean): Promise<void> {
  for (const [name, value] of [
    ['auto_explain.log_min_duration', '0'],
    ['auto_explain.log_analyze', 'on'],
    ['auto_explain.log_buffers', 'on'],
  ])
    await client.query(on ? `ALTER SYSTEM SET ${name} = ${value}` : `ALTER SYSTEM RESET ${name}`);
  await client.query('SELECT pg_reload_conf()');
  // Backends take the new settings before their next command; let the reload signal reach them.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/** Who holds PostgreSQL's connections now, by application name (the API's pool sets none). */
export async function printConnections(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ name: string; count: number }>(
    `SELECT coalesce(nullif(application_name, ''), '(API pool)') AS name, count(*)::int AS count
     FROM pg_stat_activity WHERE datname = current_database() GROUP BY 1 ORDER BY 2 DESC`,
  );
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  console.log(
    `\nConnections to the database now: ${total} (${rows.map((r) => `${r.name} ${r.count}`).join(', ')})`,
  );
}
