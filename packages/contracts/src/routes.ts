import { authRoutes } from './auth/auth.routes.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';

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
