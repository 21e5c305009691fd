import { type Calculation, mycalcRoutes } from '@spatium/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { ModuleContext } from '../../context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { calculations } from './mycalc.schema.ts';

function present(row: typeof calculations.$inferSelect): Calculation {
  return {
    id: row.id,
    name: row.name,
    expression: row.expression,
    unit: row.unit,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Owner-scoped: every query names the owner, so another user's calculation is answered as missing.
 * The expression was checked by the body's schema (the contracts' parser); nothing here evaluates it.
 */
export function registerMycalcModule(ctx: ModuleContext): void {
  const { mount } = ctx.routes;
  const { db } = ctx;

  mount(mycalcRoutes.myCalculations, async ({ actor }) => {
    const rows = await db
      .select()
      .from(calculations)
      .where(eq(calculations.ownerId, actor.id))
      .orderBy(asc(calculations.id));
    return rows.map(present);
  });
  mount(mycalcRoutes.createCalculation, async ({ actor, body }) => {
    const [row] = await db
      .insert(calculations)
      .values({ ownerId: actor.id, name: body.name, expression: body.expression, unit: body.unit })
      .returning();
    return present(row!);
  });
  mount(mycalcRoutes.deleteCalculation, async ({ actor, params }) => {
    const deleted = await db
      .delete(calculations)
      .where(and(eq(calculations.id, params.id), eq(calculations.ownerId, actor.id)))
      .returning({ id: calculations.id });
    if (deleted.length === 0) throw notFound('The calculation');
    return { ok: true } as const;
  });
}
