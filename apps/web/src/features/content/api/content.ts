import {
  type ContentItem,
  type ContentKind,
  catalogueRoutes,
  contentKindNames,
  contentRoutes,
} from '@spatium/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from '../../../platform/api/index.ts';

export type CreateContentInput = z.input<(typeof contentRoutes)['tours']['create']['body']>;
export type UpdateContentInput = z.input<(typeof contentRoutes)['tours']['update']['body']>['data'];

// Query keys start with the model name, so realtime `notification` events refresh them.
export const contentKeys = {
  item: (kind: ContentKind, id: number) => [kind, 'item', id] as const,
  list: (kind: ContentKind, query: Record<string, unknown> = {}) => [kind, 'list', query] as const,
};

/** After any catalogue write: the project pages, the tree and the kind's lists refresh. */
export function invalidateCatalogue(queryClient: QueryClient, kind?: ContentKind) {
  void queryClient.invalidateQueries({ queryKey: ['oldprojects'] });
  void queryClient.invalidateQueries({ queryKey: ['search'] });
  if (kind) void queryClient.invalidateQueries({ queryKey: [kind] });
}

export function useContentItem(kind: ContentKind, id: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: contentKeys.item(kind, id),
    queryFn: ({ signal }) => callRoute(contentRoutes[kind].get, { params: { id }, signal }),
  });
}

/** Items of a kind the caller may see (used by pickers, e.g. the tours of a tour group). */
export function useContentList(
  kind: ContentKind,
  query: { subproject?: number; oldproject?: number } = {},
  enabled = true,
) {
  return useQuery({
    queryKey: contentKeys.list(kind, query),
    queryFn: ({ signal }): Promise<ContentItem[]> =>
      callRoute(contentRoutes[kind].list, { query: { ...query, _limit: -1 }, signal }),
    enabled,
  });
}

function storeItem(queryClient: QueryClient, item: ContentItem) {
  queryClient.setQueryData(contentKeys.item(item.kind, item.id), item);
  invalidateCatalogue(queryClient, item.kind);
}

export function useCreateContent(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateContentInput) => callRoute(contentRoutes[kind].create, { body }),
    onSuccess: (item) => storeItem(queryClient, item),
  });
}

export function useUpdateContent(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: UpdateContentInput }) =>
      callRoute(contentRoutes[kind].update, { params: { id }, body: { data } }),
    onSuccess: (item) => storeItem(queryClient, item),
  });
}

export function useDeleteContent(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(contentRoutes[kind].remove, { params: { id } }),
    onSuccess: (_ok, id) => {
      queryClient.removeQueries({ queryKey: contentKeys.item(kind, id) });
      invalidateCatalogue(queryClient, kind);
    },
  });
}

export function useDuplicateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callRoute(catalogueRoutes.duplicateStory, { params: { id } }),
    onSuccess: (item) => storeItem(queryClient, item),
  });
}

/** SPEC §7 names the services `clouds` and `tour`; the contract accepts every kind's name too. */
function tagService(kind: ContentKind) {
  return kind === 'tours' ? ('tour' as const) : kind;
}

export function useToggleTag(item: Pick<ContentItem, 'id' | 'kind'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tag, add }: { tag: number; add: boolean }) =>
      callRoute(add ? catalogueRoutes.addTagToService : catalogueRoutes.removeTagFromService, {
        body: { service: tagService(item.kind), tag, id: item.id },
      }),
    onSuccess: (updated) => storeItem(queryClient, updated),
  });
}

export const allKinds = contentKindNames;
