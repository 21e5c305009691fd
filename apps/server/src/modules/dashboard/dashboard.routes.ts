import { dashboardRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import type { FavouritesService } from '../favourites/index.ts';
import { DashboardService } from './dashboard.service.ts';
import { timeZonesAt } from './dashboard.timezones.ts';

/** The dashboard (SPEC §1), its layout, calendar notes (mynotes), quotes and the time zones collection. */
export function registerDashboardModule(ctx: ModuleContext, favourites: FavouritesService): void {
  const dashboard = new DashboardService(ctx, favourites);
  const { mount } = ctx.routes;
  mount(dashboardRoutes.getDashboard, ({ actor, query }) => dashboard.dashboard(actor, query));
  mount(dashboardRoutes.saveLayout, ({ actor, body }) => dashboard.saveLayout(actor, body));
  mount(dashboardRoutes.resetLayout, ({ actor }) => dashboard.resetLayout(actor));
  mount(dashboardRoutes.getTimeZones, async () => timeZonesAt(new Date()));
  mount(dashboardRoutes.getMyNotes, ({ actor, query }) => dashboard.notes(actor, query.from, query.to));
  mount(dashboardRoutes.addNote, ({ actor, body }) => dashboard.addNote(actor, body));
  mount(dashboardRoutes.updateNote, ({ actor, params, body }) =>
    dashboard.updateNote(actor, params.id, body),
  );
  mount(dashboardRoutes.deleteNote, ({ actor, params }) => dashboard.deleteNote(actor, params.id));
  mount(dashboardRoutes.getQuotes, () => dashboard.quotes());
  mount(dashboardRoutes.addQuote, ({ body }) => dashboard.addQuote(body));
  mount(dashboardRoutes.updateQuote, ({ params, body }) => dashboard.updateQuote(params.id, body));
  mount(dashboardRoutes.deleteQuote, ({ params }) => dashboard.deleteQuote(params.id));
}
