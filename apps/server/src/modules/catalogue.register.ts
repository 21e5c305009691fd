import type { ModuleContext } from '../context.ts';
import { registerBimsModule } from './bims/bims.routes.ts';
import { registerCloudsModules } from './clouds/clouds.routes.ts';
import { registerDashboardModule } from './dashboard/dashboard.routes.ts';
import { registerFavouritesModule } from './favourites/favourites.routes.ts';
import { registerFloorplansModule } from './floorplans/floorplans.routes.ts';
import { registerFormsModule } from './forms/forms.routes.ts';
import { registerGeojsonsModule } from './geojsons/geojsons.routes.ts';
import { registerGrouptoursModule } from './grouptours/grouptours.routes.ts';
import { listProjectMapIssues } from './issues/index.ts';
import { registerMapsModule } from './maps/maps.routes.ts';
import { registerMyFilesModule } from './myfiles/myfiles.routes.ts';
import { registerPanoramasModule } from './panoramas/panoramas.routes.ts';
import { registerProjectsModule } from './projects/projects.routes.ts';
import { registerSceneNotesModule } from './scene-notes/scene-notes.routes.ts';
import { registerSearchModule } from './search/search.routes.ts';
import { registerShareLinksModule } from './sharelinks/index.ts';
import { registerStoriesModule } from './stories/stories.routes.ts';
import { registerTagsModule } from './tags/tags.routes.ts';
import { registerThreedsModule } from './threeds/threeds.routes.ts';
import { registerToursModule } from './tours/tours.routes.ts';
import { registerVideos360Module } from './videos360/videos360.routes.ts';

/** Projects, sub-projects, every content kind, tags, search, the user's own files, favourites and dashboard. */
export function registerCatalogueModules(ctx: ModuleContext): void {
  // Measurements of 3D and BIM models live with the clouds' (one toolkit); the models register below.
  const shareLinks = registerShareLinksModule(ctx);
  const pointClouds = registerCloudsModules(
    ctx,
    () => ({ threeds: content.threeds, bims: content.bims }),
    shareLinks,
  );
  const content = {
    tours: registerToursModule(ctx),
    grouptours: registerGrouptoursModule(ctx),
    panoramas: registerPanoramasModule(ctx),
    clouds: pointClouds.clouds,
    cloudChildren: pointClouds.cloudChildren,
    bims: registerBimsModule(ctx, shareLinks),
    threeds: registerThreedsModule(ctx, shareLinks),
    maps: registerMapsModule(ctx, {
      issues: ({ db, access, companyId, projectId, domain }) =>
        listProjectMapIssues(db, access, { companyId, projectId, domain }),
    }),
    floorplans: registerFloorplansModule(ctx),
    geojsons: registerGeojsonsModule(ctx),
    stories: registerStoriesModule(ctx, shareLinks),
    forms: registerFormsModule(ctx),
    videos360: registerVideos360Module(ctx),
  };
  registerProjectsModule(ctx);
  registerTagsModule(ctx, content);
  registerSearchModule(ctx);
  registerSceneNotesModule(ctx, { clouds: content.clouds, bims: content.bims, threeds: content.threeds });
  registerMyFilesModule(ctx, content);
  registerDashboardModule(ctx, registerFavouritesModule(ctx));
}
