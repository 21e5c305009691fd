import {
  annotationStyleRoutes,
  type CreateSceneNoteBody,
  type SceneNote,
  type SceneNoteContentKind,
  sceneNoteRoutes,
  type UpdateSceneNoteBody,
} from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

// Keyed under 'scene-notes' (the model the server's refetch event names), so others' changes show live.
const sceneNoteKeys = {
  of: (content: SceneNoteContentKind, item: number) => ['scene-notes', content, item] as const,
};

/** The points of interest and annotations of one item; `enabled` false for a signed-out visitor. */
export function useSceneNotes(content: SceneNoteContentKind, item: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: sceneNoteKeys.of(content, item),
    queryFn: ({ signal }) => callRoute(sceneNoteRoutes.listSceneNotes, { query: { content, item }, signal }),
  });
}

export function useSceneNoteWrites(content: SceneNoteContentKind, item: number) {
  const client = useQueryClient();
  const key = sceneNoteKeys.of(content, item);
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const create = useMutation({
    mutationFn: (body: Omit<CreateSceneNoteBody, 'content' | 'item'>) =>
      callRoute(sceneNoteRoutes.createSceneNote, { body: { ...body, content, item } }),
    onSuccess: (created: SceneNote) => {
      client.setQueryData<SceneNote[]>(key, (list) => [...(list ?? []), created]);
      void refresh();
    },
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: UpdateSceneNoteBody & { id: number }) =>
      callRoute(sceneNoteRoutes.updateSceneNote, { params: { id }, body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callRoute(sceneNoteRoutes.deleteSceneNote, { params: { id } }),
    onSuccess: refresh,
  });
  return { create, update, remove };
}

/** The caller's annotation styles, whose colours annotations may take. */
export function useMyAnnotationStyles(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['annotation-styles', 'mine'],
    queryFn: ({ signal }) => callRoute(annotationStyleRoutes.myAnnotationStyles, { signal }),
  });
}
