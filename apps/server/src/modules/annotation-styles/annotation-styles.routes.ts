import { type AnnotationStyle, annotationStyleRoutes, messages } from '@spatium/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { ModuleContext } from '../../context.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { annotationStyles } from './annotation-styles.schema.ts';

type Row = typeof annotationStyles.$inferSelect;

function present(row: Row): AnnotationStyle {
  return {
    id: row.id,
    title: row.title,
    color: row.color,
    line_width: row.lineWidth,
    fill_opacity: row.fillOpacity,
    marker: row.marker,
    font_size: row.fontSize,
    created_at: row.createdAt.toISOString(),
  };
}

/** Owner-scoped: every query names the owner, so another user's style is answered as missing. */
export function registerAnnotationStylesModule(ctx: ModuleContext): void {
  const { mount } = ctx.routes;
  const { db } = ctx;
  const owned = (id: number, ownerId: number) =>
    and(eq(annotationStyles.id, id), eq(annotationStyles.ownerId, ownerId));
  const columns = (body: {
    title?: string | undefined;
    color?: string | undefined;
    line_width?: number | undefined;
    fill_opacity?: number | undefined;
    marker?: Row['marker'] | undefined;
    font_size?: number | undefined;
  }) => ({
    ...(body.title !== undefined && { title: body.title }),
    ...(body.color !== undefined && { color: body.color }),
    ...(body.line_width !== undefined && { lineWidth: body.line_width }),
    ...(body.fill_opacity !== undefined && { fillOpacity: body.fill_opacity }),
    ...(body.marker !== undefined && { marker: body.marker }),
    ...(body.font_size !== undefined && { fontSize: body.font_size }),
  });

  mount(annotationStyleRoutes.myAnnotationStyles, async ({ actor }) => {
    const rows = await db
      .select()
      .from(annotationStyles)
      .where(eq(annotationStyles.ownerId, actor.id))
      .orderBy(asc(annotationStyles.id));
    return rows.map(present);
  });
  mount(annotationStyleRoutes.createAnnotationStyle, async ({ actor, body }) => {
    const [row] = await db
      .insert(annotationStyles)
      .values({ ownerId: actor.id, title: body.title, ...columns(body) })
      .returning();
    return present(row!);
  });
  mount(annotationStyleRoutes.updateAnnotationStyle, async ({ actor, params, body }) => {
    const [current] = await db.select().from(annotationStyles).where(owned(params.id, actor.id));
    if (!current) throw notFound('The annotation style');
    const changes = Object.fromEntries(
      Object.entries(columns(body)).filter(([key, value]) => current[key as keyof Row] !== value),
    );
    if (Object.keys(changes).length === 0) throw badRequest(messages.noChangesToUpdate, 'no_changes');
    const [row] = await db
      .update(annotationStyles)
      .set(changes)
      .where(owned(params.id, actor.id))
      .returning();
    return present(row!);
  });
  mount(annotationStyleRoutes.deleteAnnotationStyle, async ({ actor, params }) => {
    const deleted = await db
      .delete(annotationStyles)
      .where(owned(params.id, actor.id))
      .returning({ id: annotationStyles.id });
    if (deleted.length === 0) throw notFound('The annotation style');
    return { ok: true } as const;
  });
}
