// The layout, one rule for every feature:
// - `core/` holds what every feature uses: the route type, list parameters, shared params, errors,
//   limits, capabilities and locales. It imports no feature.
// - `<feature>/<feature>.ts` holds a feature's schemas, each followed by its type
//   (`export const X = z…; export type X = z.infer<typeof X>;`), and its constants.
//   The catalogue is the one feature large enough to split its schemas by part (`catalogue/<part>.ts`).
// - `<feature>/<feature>.routes.ts` holds the feature's HTTP calls; `routes.ts` the account's and the
//   site's (auth, profile, settings), which the web app's shell needs; `all-routes.ts` joins them all,
//   apart, so that importing `routes` does not pull every feature's schemas into the login page.
// - Plain constants that the web's first pages read (`core/messages.ts`, `catalogue/constants.ts`) sit
//   in files that build no schema: a module that builds one brings zod into the page.
// - Tests sit beside what they test. Server and web import `@spatium/contracts` only, i.e. this file.

export * from './all-routes.ts';
export * from './analytics/analytics.routes.ts';
export * from './analytics/analytics.ts';
export * from './annotation-styles/annotation-styles.routes.ts';
export * from './annotation-styles/annotation-styles.ts';
export * from './apps/apps.routes.ts';
export * from './apps/apps.ts';
export * from './auth/auth.routes.ts';
export * from './auth/auth.ts';
export * from './bims/bims.routes.ts';
export * from './bims/bims.ts';
export * from './catalogue/admin.ts';
export * from './catalogue/catalogue.routes.ts';
export * from './catalogue/constants.ts';
export * from './catalogue/content.ts';
export * from './catalogue/files.ts';
export * from './catalogue/fileTypes.ts';
export * from './catalogue/projects.ts';
export * from './catalogue/webhooks.ts';
export * from './chat/chat.routes.ts';
export * from './chat/chat.ts';
export * from './chatbot/chatbot.routes.ts';
export * from './chatbot/chatbot.ts';
export * from './clouds/clouds.routes.ts';
export * from './clouds/clouds.ts';
export * from './core/capabilities.ts';
export * from './core/clip.ts';
export * from './core/errors.ts';
export * from './core/limits.ts';
export * from './core/list.ts';
export * from './core/locales.ts';
export * from './core/messages.ts';
export * from './core/params.ts';
export * from './core/primitives.ts';
export * from './core/route.ts';
export * from './dashboard/dashboard.routes.ts';
export * from './dashboard/dashboard.ts';
export * from './favourites/favourites.routes.ts';
export * from './favourites/favourites.ts';
export * from './floorplans/floorplans.routes.ts';
export * from './floorplans/floorplans.ts';
export * from './forms/forms.routes.ts';
export * from './forms/forms.ts';
export * from './issues/issues.routes.ts';
export * from './issues/issues.ts';
export * from './keycodes/keycodes.routes.ts';
export * from './keycodes/keycodes.ts';
export * from './maps/maps.routes.ts';
export * from './maps/maps.ts';
export * from './menu/menu.ts';
export * from './mycalc/mycalc.routes.ts';
export * from './mycalc/mycalc.ts';
export * from './myfiles/myfiles.routes.ts';
export * from './myfiles/myfiles.ts';
export * from './notifications/notifications.routes.ts';
export * from './notifications/notifications.ts';
export * from './profile/profile.routes.ts';
export * from './profile/profile.ts';
export * from './realtime/realtime.ts';
export * from './routes.ts';
export * from './scene-notes/scene-notes.routes.ts';
export * from './scene-notes/scene-notes.ts';
export * from './settings/settings.routes.ts';
export * from './settings/settings.ts';
export * from './sharelinks/sharelinks.routes.ts';
export * from './sharelinks/sharelinks.ts';
export * from './smartwater/smartwater.routes.ts';
export * from './smartwater/smartwater.ts';
export * from './stories/stories.routes.ts';
export * from './stories/stories.ts';
export * from './threeds/threeds.routes.ts';
export * from './threeds/threeds.ts';
export * from './tours/tours.routes.ts';
export * from './tours/tours.ts';
