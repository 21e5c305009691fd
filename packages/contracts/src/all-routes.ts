import { analyticsRoutes } from './analytics/analytics.routes.ts';
import { appRoutes } from './apps/apps.routes.ts';
import { bimRoutes } from './bims/bims.routes.ts';
import { catalogueRouteList } from './catalogue/catalogue.routes.ts';
import { chatRoutes } from './chat/chat.routes.ts';
import { chatbotRoutes } from './chatbot/chatbot.routes.ts';
import { cloudRoutes } from './clouds/clouds.routes.ts';
import type { RouteContract } from './core/route.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { favouriteRoutes } from './favourites/favourites.routes.ts';
import { floorplanRoutes } from './floorplans/floorplans.routes.ts';
import { formRoutes } from './forms/forms.routes.ts';
import { issueRoutes } from './issues/issues.routes.ts';
import { keyCodeRoutes } from './keycodes/keycodes.routes.ts';
import { mapRoutes } from './maps/maps.routes.ts';
import { mycalcRoutes } from './mycalc/mycalc.routes.ts';
import { myFileRoutes } from './myfiles/myfiles.routes.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { routes } from './routes.ts';
import { sceneNoteRoutes } from './scene-notes/scene-notes.routes.ts';
import { shareLinkRoutes } from './sharelinks/sharelinks.routes.ts';
import { smartwaterRoutes } from './smartwater/smartwater.routes.ts';
import { storyRoutes } from './stories/stories.routes.ts';
import { threedRoutes } from './threeds/threeds.routes.ts';
import { tourRoutes } from './tours/tours.routes.ts';

/** Every route of the product, flat: what the server must mount and the permission snapshot lists. */
export const allRoutes: RouteContract[] = [
  ...Object.values(routes),
  ...catalogueRouteList,
  ...Object.values(tourRoutes),
  ...Object.values(myFileRoutes),
  ...Object.values(cloudRoutes),
  ...Object.values(bimRoutes),
  ...Object.values(favouriteRoutes),
  ...Object.values(dashboardRoutes),
  ...Object.values(issueRoutes),
  ...Object.values(chatRoutes),
  ...Object.values(chatbotRoutes),
  ...Object.values(notificationRoutes),
  ...Object.values(appRoutes),
  ...Object.values(keyCodeRoutes),
  ...Object.values(formRoutes),
  ...Object.values(mapRoutes),
  ...Object.values(floorplanRoutes),
  ...Object.values(shareLinkRoutes),
  ...Object.values(storyRoutes),
  ...Object.values(threedRoutes),
  ...Object.values(sceneNoteRoutes),
  ...Object.values(analyticsRoutes),
  ...Object.values(smartwaterRoutes),
  ...Object.values(mycalcRoutes),
];
