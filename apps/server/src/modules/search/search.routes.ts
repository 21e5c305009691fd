import { catalogueRoutes } from '@spatium/contracts';
import type { ModuleContext } from '../../context.ts';
import { loadActorScope } from '../companies/index.ts';
import {
  searchDocuments,
  searchPois,
  searchScenePois,
  searchSubprojects,
  searchTourPois,
} from './search.repository.ts';

/**
 * GET search?q=: sub-projects, documents (content of every kind) and points of interest (the company's,
 * those inside tour scenes and those placed in 3D) the caller may see (SPEC §2); at least 3 characters
 * (SPEC §5, checked by the contract). Each list is limited
 * to `_limit`, sub-projects and documents by title, points of interest by importance.
 */
export function registerSearchModule(ctx: ModuleContext): void {
  ctx.routes.mount(catalogueRoutes.search, async ({ actor, query }) => {
    const access = await loadActorScope(ctx.db, actor);
    const [subprojects, documents, pois, tourPois, scenePois] = await Promise.all([
      searchSubprojects(ctx.db, access, query.q, query._limit),
      searchDocuments(ctx.db, access, query.q, query._limit),
      searchPois(ctx.db, access, query.q, query._limit),
      searchTourPois(ctx.db, access, query.q, query._limit),
      searchScenePois(ctx.db, access, query.q, query._limit),
    ]);
    return { subprojects, documents, pois, tour_pois: tourPois, scene_pois: scenePois };
  });
}
