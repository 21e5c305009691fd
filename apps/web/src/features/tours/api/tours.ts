import {
  type PanoramaViewer,
  type Quiz,
  type TourViewer,
  tourRoutes,
  type ViewerScene,
} from '@spatium/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callRoute, isApiError } from '../../../platform/api/index.ts';

export type TourData = z.infer<typeof TourViewer>;
export type ViewerSceneData = z.infer<typeof ViewerScene>;
export type QuizData = z.infer<typeof Quiz>;
export type PanoramaData = z.infer<typeof PanoramaViewer>;
/** An answer to the question a locked scene shows (its quiz.number). */
export type QuizAnswer = { scene: string; question: number; answer: number };

// Keys start with the model name ('tours', 'panoramas') so realtime notifications refresh them.
export const tourKeys = {
  viewer: (id: number) => ['tours', 'viewer', id] as const,
  editorView: (id: number) => ['tours', 'viewer', id, 'edit'] as const,
  public: (id: number) => ['tours', 'public', id] as const,
  quizzes: (id: number) => ['tours', 'quizzes', id] as const,
  panorama: (id: number) => ['panoramas', 'viewer', id] as const,
};

/**
 * Signed tile and file URLs last some hours. A viewer left open fetches the tour again now and then;
 * unchanged answers change nothing, and new URLs are used from the next tile on (see tilesToPanorama).
 */
const resignWhileOpen = { refetchInterval: 30 * 60_000, refetchIntervalInBackground: true } as const;

/** The tour as its viewer shows it; `edit`: as the builder needs it, every scene open to the editor. */
export function useTourViewer(id: number, { edit = false } = {}) {
  return useQuery({
    queryKey: edit ? tourKeys.editorView(id) : tourKeys.viewer(id),
    queryFn: ({ signal }) =>
      callRoute(tourRoutes.tourViewer, { params: { id }, query: edit ? { edit: 'true' } : {}, signal }),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    // The builder rebuilds its panorama on new URLs; it is saved and reloaded long before they expire.
    ...(edit ? {} : resignWhileOpen),
  });
}

/** One panorama for the 360° viewer; refetched while tiling so the viewer opens once it is done. */
export function usePanoramaViewer(id: number) {
  return useQuery({
    queryKey: tourKeys.panorama(id),
    queryFn: ({ signal }) => callRoute(tourRoutes.panoramaViewer, { params: { id }, signal }),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'tiling' || status === 'uploaded' ? 5_000 : resignWhileOpen.refetchInterval;
    },
    refetchIntervalInBackground: true,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

export function usePublicTour(id: number, visitor: string) {
  return useQuery({
    queryKey: tourKeys.public(id),
    queryFn: ({ signal }) => callRoute(tourRoutes.publicTour, { params: { id }, query: { visitor }, signal }),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    ...resignWhileOpen,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

/** An answered scene replaces its locked copy in the cached tour, so the unlock survives re-renders. */
function storeScene(queryClient: QueryClient, key: readonly unknown[], scene: ViewerSceneData) {
  queryClient.setQueryData<TourData>(key, (tour) =>
    tour ? { ...tour, scenes: tour.scenes.map((s) => (s.id === scene.id ? scene : s)) } : tour,
  );
}

/** Answering a quiz: signed in (tour) or public (with the visitor id). */
export function useAnswerQuiz(id: number, visitor?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizAnswer) =>
      visitor
        ? callRoute(tourRoutes.answerPublicQuiz, { params: { id }, body: { ...body, visitor } })
        : callRoute(tourRoutes.answerQuiz, { params: { id }, body }),
    onSuccess: (scene) => storeScene(queryClient, visitor ? tourKeys.public(id) : tourKeys.viewer(id), scene),
  });
}

export function useTourQuizzes(id: number, enabled = true) {
  return useQuery({
    queryKey: tourKeys.quizzes(id),
    queryFn: ({ signal }) => callRoute(tourRoutes.tourQuizzes, { params: { id }, signal }),
    enabled,
  });
}

export function useSaveTourQuizzes(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quizzes: QuizData[]) =>
      callRoute(tourRoutes.saveTourQuizzes, { params: { id }, body: { quizzes } }),
    onSuccess: (quizzes) => {
      queryClient.setQueryData(tourKeys.quizzes(id), quizzes);
      void queryClient.invalidateQueries({ queryKey: tourKeys.viewer(id) });
    },
  });
}

/**
 * Whether the tour is public (its public call answers): a signed-in user who may not see it in the
 * catalogue, such as another company's, is sent to the public viewer instead of being told it does not
 * exist. A made-up or private tour answers 404 to both calls alike, so nothing else is learnt.
 */
export function useIsPublicTour(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...tourKeys.public(id), 'exists'],
    queryFn: ({ signal }) =>
      callRoute(tourRoutes.publicTour, { params: { id }, query: {}, token: null, signal }).then(
        () => true,
        (error: unknown) => {
          if (isApiError(error) && error.status === 404) return false;
          throw error;
        },
      ),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
