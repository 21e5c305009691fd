import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import { bims } from '../bims/bims.schema.ts';
import { BIM_CONVERSION_JOB } from '../bims/index.ts';

/**
 * Queues the conversion of the IFC files the seed stored (BIMs marked `demo_ifc`), as an upload would;
 * claimed once, whichever instance starts.
 */
export async function enqueueDemoBims(ctx: ServiceContext): Promise<void> {
  const claimed = await ctx.db.execute<{ id: number }>(sql`
    WITH pending AS (
      SELECT id FROM ${bims} WHERE ${bims.properties} ? 'demo_ifc' FOR UPDATE SKIP LOCKED
    )
    UPDATE ${bims}
    SET properties = (${bims}.properties - 'demo_ifc') || '{"status": "converting", "progress": 0}'::jsonb
    FROM pending WHERE ${bims}.id = pending.id
    RETURNING ${bims}.id`);
  for (const row of claimed.rows) await ctx.jobs.enqueue(BIM_CONVERSION_JOB, { id: Number(row.id) });
}
