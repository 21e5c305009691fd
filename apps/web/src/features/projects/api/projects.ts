import { type ContentKind, catalogueRoutes, contentRoutes } from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute } from '../../../platform/api/index.ts';
import { invalidateCatalogue } from '../../content/index.ts';
import type { OrderChange } from '../order.ts';
import { projectKeys } from './tree.ts';

export { projectKeys, useProjectTree } from './tree.ts';

export type ProjectPageData = z.infer<typeof catalogueRoutes.getProjectPage.response>;
export type Impact = z.infer<typeof catalogueRoutes.oldprojectImpact.response>;

export function useProjectPage(id: number) {
  return useQuery({
    queryKey: projectKeys.page(id),
    queryFn: ({ signal }) => callRoute(catalogueRoutes.getProjectPage, { params: { id }, signal }),
  });
}

export function useImpact(model: 'oldprojects' | 'oldsubprojects', id: number) {
  return useQuery({
    queryKey: projectKeys.impact(model, id),
    queryFn: ({ signal }) =>
      callRoute(
        model === 'oldprojects' ? catalogueRoutes.oldprojectImpact : catalogueRoutes.oldsubprojectImpact,
        {
          params: { id },
          signal,
        },
      ),
    staleTime: 0,
  });
}

export function usePartUsers(enabled = true) {
  return useQuery({
    queryKey: projectKeys.partUsers,
    queryFn: ({ signal }) => callRoute(catalogueRoutes.getpartusers, { query: { _limit: -1 }, signal }),
    enabled,
  });
}

export function useUsersWithAccess(subproject: number, enabled = true) {
  return useQuery({
    queryKey: projectKeys.access(subproject),
    queryFn: ({ signal }) => callRoute(catalogueRoutes.usersWithAccess, { query: { subproject }, signal }),
    enabled,
  });
}

function useCatalogueMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      invalidateCatalogue(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['oldsubprojects'] });
    },
  });
}

export type ProjectInput = { title: string; description: string };

export function useCreateProject() {
  return useCatalogueMutation((body: ProjectInput) => callRoute(catalogueRoutes.createOldproject, { body }));
}
export function useUpdateProject() {
  return useCatalogueMutation(({ id, body }: { id: number; body: Partial<ProjectInput> }) =>
    callRoute(catalogueRoutes.updateOldproject, { params: { id }, body }),
  );
}
export function useDeleteProject() {
  return useCatalogueMutation((id: number) =>
    callRoute(catalogueRoutes.deleteOldproject, { params: { id } }),
  );
}

export type SubprojectInput = { title: string; description: string; users_with_access: number[] };

export function useCreateSubproject() {
  return useCatalogueMutation((body: SubprojectInput & { oldproject: number }) =>
    callRoute(catalogueRoutes.createOldsubproject, { body }),
  );
}
export function useUpdateSubproject() {
  return useCatalogueMutation(({ id, body }: { id: number; body: Partial<SubprojectInput> }) =>
    callRoute(catalogueRoutes.updateOldsubproject, { params: { id }, body }),
  );
}
export function useDeleteSubproject() {
  return useCatalogueMutation((id: number) =>
    callRoute(catalogueRoutes.deleteOldsubproject, { params: { id } }),
  );
}

/** What a drag saves: sub-projects (PUT oldsubprojects/{id} {order}) or items of one kind (PUT <item>/{id}). */
export type OrderTarget =
  | { type: 'subprojects' }
  | { type: 'content'; kind: ContentKind; subproject: number };

function applyOrder(page: ProjectPageData, target: OrderTarget, changes: OrderChange[]): ProjectPageData {
  const orderOf = new Map(changes.map((change) => [change.id, change.order]));
  const withOrder = <T extends { id: number; order: number }>(entry: T): T =>
    orderOf.has(entry.id) ? { ...entry, order: orderOf.get(entry.id) as number } : entry;
  if (target.type === 'subprojects') return { ...page, subprojects: page.subprojects.map(withOrder) };
  return {
    ...page,
    subprojects: page.subprojects.map((sub) =>
      sub.id === target.subproject
        ? { ...sub, content: sub.content.map((item) => (item.kind === target.kind ? withOrder(item) : item)) }
        : sub,
    ),
  };
}

/** Saves a new order optimistically: the page shows it at once and goes back if a call fails. */
export function useSaveOrder(projectId: number) {
  const queryClient = useQueryClient();
  const key = projectKeys.page(projectId);
  return useMutation({
    mutationFn: ({ target, changes }: { target: OrderTarget; changes: OrderChange[] }) =>
      Promise.all(
        changes.map(({ id, order }) =>
          target.type === 'subprojects'
            ? callRoute(catalogueRoutes.updateOldsubproject, { params: { id }, body: { order } })
            : callRoute(contentRoutes[target.kind].update, { params: { id }, body: { data: { order } } }),
        ),
      ),
    onMutate: async ({ target, changes }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProjectPageData>(key);
      if (previous) queryClient.setQueryData(key, applyOrder(previous, target, changes));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: projectKeys.tree });
    },
  });
}

export { applyOrder };
