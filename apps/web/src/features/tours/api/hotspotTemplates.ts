import { adminRoutes, type RouteResponse } from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

export type HotspotTemplate = RouteResponse<typeof adminRoutes.hotspots.create>;
export interface MarkerStyle {
  width: number;
  height: number;
  line: number;
}

// The same key as the administration's hotspot list, so either side's changes refresh the other.
const templatesKey = (company: number) => ['hotspots', 'list', company] as const;

/** The company's hotspots (SPEC §7 GET hotspots): their styles are the builder's templates. */
export function useHotspotTemplates(company: number) {
  return useQuery({
    queryKey: templatesKey(company),
    queryFn: ({ signal }) =>
      callRoute(adminRoutes.hotspots.list, { query: { _limit: -1, company }, signal }) as Promise<
        HotspotTemplate[]
      >,
  });
}

/** POST hotspots: keeps a hotspot's style as a template of the company (its admins only). */
export function useSaveHotspotTemplate(company: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, style }: { title: string; style: MarkerStyle }) =>
      callRoute(adminRoutes.hotspots.create, {
        body: { title, type: 'info', company, style },
      }) as Promise<HotspotTemplate>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hotspots'] }),
  });
}
