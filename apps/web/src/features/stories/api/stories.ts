import { type SharedItem, type StoryViewer, shareLinkRoutes, storyRoutes } from '@spatium/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

export const storyKeys = {
  viewer: (id: number) => ['stories', 'viewer', id] as const,
  privateLink: (code: string) => ['stories', 'private', code] as const,
};

const noRetryOn404 = (count: number, error: unknown) =>
  (error as { status?: number }).status !== 404 && count < 2;

/**
 * A story as its viewers show it. Image URLs are signed for a few hours: an open story asks again
 * every half hour, so pictures keep loading in a long presentation.
 */
export function useStoryViewer(id: number) {
  return useQuery<StoryViewer>({
    queryKey: storyKeys.viewer(id),
    queryFn: ({ signal }) => callRoute(storyRoutes.storyViewer, { params: { id }, signal }),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    refetchInterval: 30 * 60_000,
    retry: noRetryOn404,
  });
}

/** What a private story link opens (404 once revoked or expired); asked again as image grants age. */
export function usePrivateStory(code: string) {
  return useQuery<SharedItem>({
    queryKey: storyKeys.privateLink(code),
    queryFn: ({ signal }) =>
      callRoute(shareLinkRoutes.openShareLink, { params: { code }, query: {}, signal }),
    refetchOnWindowFocus: false,
    refetchInterval: 30 * 60_000,
    retry: noRetryOn404,
  });
}
