import { authRoutes } from './auth/auth.routes.ts';
import { catalogueRouteList } from './catalogue/catalogue.routes.ts';
import type { RouteContract } from './core/route.ts';
import { mapRoutes } from './maps/maps.routes.ts';
import { myFileRoutes } from './myfiles/myfiles.routes.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { tourRoutes } from './tours/tours.routes.ts';

const { health, ...settingsCalls } = settingsRoutes;

/** Every HTTP call of the account and the site, by the name the spec gives it. */
export const routes = {
  // Health first: the permission snapshot lists the routes in this order.
  health,
  ...authRoutes,
  ...profileRoutes,
  ...settingsCalls,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

/** Every route of the product, flat: what the server must mount and the permission snapshot lists. */
export const allRoutes: RouteContract[] = [
  ...Object.values(routes),
  ...catalogueRouteList,
  ...Object.values(tourRoutes),
  ...Object.values(myFileRoutes),
  ...Object.values(mapRoutes),
];
