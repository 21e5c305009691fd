import { catalogueRoutes } from '@spatium/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

// Kept apart from the other project calls: the layout's navigation needs only this, and must not pull
// the forms and the uploader into the first page load.

// Keys start with the model name (`oldprojects`), which realtime notifications invalidate by.
export const projectKeys = {
  tree: ['oldprojects', 'tree'] as const,
  page: (id: number) => ['oldprojects', 'page', id] as const,
  impact: (model: 'oldprojects' | 'oldsubprojects', id: number) => [model, 'impact', id] as const,
  access: (subproject: number) => ['oldsubprojects', 'access', subproject] as const,
  partUsers: ['users', 'part'] as const,
};

/** GET projects: the tree of projects and sub-projects the user may see, with counts per kind. */
export function useProjectTree(enabled = true) {
  return useQuery({
    queryKey: projectKeys.tree,
    queryFn: ({ signal }) => callRoute(catalogueRoutes.projects, { signal }),
    enabled,
    staleTime: 30_000,
  });
}
