import { analyticsRoutes, routes } from '@spatium/contracts';
import { eq } from 'drizzle-orm';
import type { ModuleContext } from '../../context.ts';
import { attributePath } from './analytics.attribution.ts';
import { analyticsEvents } from './analytics.schema.ts';
import { AnalyticsReportService } from './analytics.service.ts';

/**
 * Page views and heartbeats. The web app sends them only after analytics cookies are accepted, so
 * this module stores no user id: a random per-tab session is all it knows, and withdrawing consent
 * erases what that tab sent. It needs only the database, so it also runs as its own service
 * (SERVICE=analytics), which the web app reaches at ANALYTICS_URL.
 */
// A page view is a path, a referrer and a locale: a few KB at most, whatever else is sent is refused unread.
const analyticsBodyLimit = 16 * 1024;

export function registerAnalyticsModule(ctx: Pick<ModuleContext, 'db' | 'routes'>): void {
  const { mount } = ctx.routes;
  mount(
    routes.analyticsPageView,
    async ({ body }) => {
      const attribution = await attributePath(ctx.db, body.path);
      await ctx.db.insert(analyticsEvents).values({ kind: 'pageview', ...body, ...attribution });
      return null;
    },
    { rateLimit: 120, bodyLimit: analyticsBodyLimit },
  );
  mount(
    routes.analyticsHeartbeat,
    async ({ body }) => {
      const attribution = await attributePath(ctx.db, body.path);
      await ctx.db.insert(analyticsEvents).values({ kind: 'heartbeat', ...body, ...attribution });
      return null;
    },
    { rateLimit: 30, bodyLimit: analyticsBodyLimit },
  );
  mount(
    routes.analyticsForget,
    async ({ body }) => {
      await ctx.db.delete(analyticsEvents).where(eq(analyticsEvents.session, body.session));
      return null;
    },
    { rateLimit: 30, bodyLimit: analyticsBodyLimit },
  );
}

/** The reports: on the main server only, where sessions are checked (the analytics service has none). */
export function registerAnalyticsReportsModule(ctx: Pick<ModuleContext, 'db' | 'routes'>): void {
  const reports = new AnalyticsReportService(ctx.db);
  const { mount } = ctx.routes;
  mount(analyticsRoutes.analyticsReport, ({ actor, query }) => reports.report(actor, query));
  mount(analyticsRoutes.analyticsReportCsv, async ({ actor, query }, { reply }) => {
    const csv = await reports.csv(actor, query);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="analytics-${query.by}-${query.from}-${query.to}.csv"`,
      );
    return reply.send(csv) as never;
  });
}
