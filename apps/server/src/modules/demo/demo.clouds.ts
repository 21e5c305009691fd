import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import { cloudChildren } from '../clouds/cloud-children.schema.ts';
import { clouds } from '../clouds/clouds.schema.ts';
import {
  type CloudKind,
  CONVERSION_JOB,
  findCloudRow,
  patchCloudProperties,
  streetScan,
  writeLas,
} from '../clouds/index.ts';
import type { ContentTable } from '../content/content.table.ts';
import { insertFile, setContentFiles } from '../files/index.ts';

export const DEMO_CLOUD_JOB = 'demo.cloud';

/** The PIN of the demo's locked street scan (README). */
export const DEMO_CLOUD_PIN = '2468';

/**
 * Demo point clouds the seed marks with `demo_scan`: 0 converts the small file the seed stored; a
 * positive number generates the street scan of that many points first (as an upload would store it).
 * Generating and converting a million points takes a while, so it is a job after the first start.
 */
export const demoScans = { street: 1_500_000, station: 300_000, locked: 500_000 } as const;

const tables: Record<CloudKind, ContentTable> = { clouds, cloudChildren };

export function registerDemoCloudJobs(ctx: ServiceContext): void {
  ctx.jobs.work<{ kind: CloudKind; id: number; points: number }>(
    DEMO_CLOUD_JOB,
    async ({ kind, id, points }) => {
      const row = await findCloudRow(ctx.db, tables[kind], id);
      if (!row) return;
      if (points > 0) {
        const dir = await mkdtemp(path.join(tmpdir(), 'spatium-demo-cloud-'));
        try {
          const file = path.join(dir, 'scan.las');
          await writeLas(file, streetScan(points, id), { pointFormat: 3, offset: [597_000, 6_643_000, 0] });
          const storageKey = `files/demo/${kind}-${id}-street-scan.las`;
          await ctx.storage.put(storageKey, await readFile(file));
          const stored = await insertFile(ctx.db, {
            companyId: row.companyId,
            ownerId: row.createdBy,
            name: 'storgata-street-scan.las',
            size: (await stat(file)).size,
            type: 'application/vnd.las',
            purpose: 'cloud',
            storageKey,
          });
          await setContentFiles(ctx.db, kind, id, row.companyId, [stored.id]);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      }
      await patchCloudProperties(ctx.db, tables[kind], id, { status: 'converting', progress: 0 });
      await ctx.jobs.enqueue(CONVERSION_JOB, { kind, id });
    },
  );
}

/** Queues what the seed marked; claimed once, whichever instance starts. */
export async function enqueueDemoClouds(ctx: ServiceContext): Promise<void> {
  for (const [kind, table] of Object.entries(tables) as [CloudKind, ContentTable][]) {
    const claimed = await ctx.db.execute<{ id: number; points: string }>(sql`
      WITH pending AS (
        SELECT id, ${table.properties}->>'demo_scan' AS points FROM ${table}
        WHERE ${table.properties}->>'demo_scan' IS NOT NULL
        FOR UPDATE SKIP LOCKED
      )
      UPDATE ${table} SET properties = ${table}.properties - 'demo_scan'
      FROM pending WHERE ${table}.id = pending.id
      RETURNING ${table}.id, pending.points`);
    for (const row of claimed.rows)
      await ctx.jobs.enqueue(DEMO_CLOUD_JOB, { kind, id: row.id, points: Number(row.points) });
  }
}
