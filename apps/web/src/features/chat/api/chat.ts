import { type ChatMessage, chatRoutes } from '@spatium/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../platform/api/index.ts';

// `channels` and `messages` are the keys realtime invalidates on `newmwessage`.
export const chatKeys = {
  channels: ['channels'] as const,
  people: ['channels', 'people'] as const,
  messages: (channel: number, thread?: number) => ['messages', channel, thread ?? 'top'] as const,
};

const pageSize = 30;

export function useChannels() {
  return useQuery({
    queryKey: chatKeys.channels,
    queryFn: ({ signal }) => callRoute(chatRoutes.listChannels, { signal }),
  });
}

export function usePeople(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.people,
    queryFn: ({ signal }) => callRoute(chatRoutes.chatPeople, { signal }),
    enabled,
  });
}

/** A channel's messages (or a thread's), newest page first; older pages load on demand. */
export function useMessages(channel: number, thread?: number) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(channel, thread),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(chatRoutes.channelMessages, {
        params: { id: channel },
        query: { _limit: pageSize, ...(pageParam && { before: pageParam }), ...(thread && { thread }) },
        signal,
      }),
    getNextPageParam: (last: ChatMessage[]) => (last.length < pageSize ? undefined : last.at(-1)?.id),
  });
}

function useChatMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['messages'] });
      void queryClient.invalidateQueries({ queryKey: chatKeys.channels });
    },
  });
}

export const usePostMessage = (channel: number) =>
  useChatMutation(
    ({ body, parent, attachments }: { body: string; parent?: number; attachments?: number[] }) =>
      callRoute(chatRoutes.postMessage, {
        params: { id: channel },
        body: { body, ...(parent && { parent }), ...(attachments?.length && { attachments }) },
      }),
  );
export const useEditMessage = () =>
  useChatMutation(({ id, body }: { id: number; body: string }) =>
    callRoute(chatRoutes.editMessage, { params: { id }, body: { body } }),
  );
export const useDeleteMessage = () =>
  useChatMutation((id: number) => callRoute(chatRoutes.deleteMessage, { params: { id } }));
export const useOpenDirect = () =>
  useChatMutation((user: number) => callRoute(chatRoutes.openDirectChannel, { body: { user } }));

export function useMarkRead(channel: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: number) =>
      callRoute(chatRoutes.markChannelRead, { params: { id: channel }, body: { message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.channels }),
  });
}
