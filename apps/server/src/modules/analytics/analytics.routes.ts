import { routes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { analyticsEvents } from './analytics.schema.ts';

/**
 * Page views and heartbeats. The web app sends them only after analytics cookies are accepted, so
 * this module stores no user id: a random per-tab session is all it knows. It needs only its table,
 * so it also runs as its own service (SERVICE=analytics), which the web app reaches at ANALYTICS_URL.
 */
// A page view is a path, a referrer and a locale: a few KB at most, whatever else is sent is refused unread.
const analyticsBodyLimit = 16 * 1024;

export function registerAnalyticsModule(ctx: Pick<ModuleContext, 'db' | 'routes'>): void {
  const { mount } = ctx.routes;
  mount(
    routes.analyticsPageView,
    async ({ body }) => {
      await ctx.db.insert(analyticsEvents).values({ kind: 'pageview', ...body });
      return null;
    },
    { rateLimit: 120, bodyLimit: analyticsBodyLimit },
  );
  mount(
    routes.analyticsHeartbeat,
    async ({ body }) => {
      await ctx.db.insert(analyticsEvents).values({ kind: 'heartbeat', ...body });
      return null;
    },
    { rateLimit: 30, bodyLimit: analyticsBodyLimit },
  );
}
