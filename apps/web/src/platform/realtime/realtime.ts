import { notifications } from '@mantine/notifications';
import type { ClientToServerEvents, ContentItem, ServerToClientEvents } from '@spatium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Socket } from 'socket.io-client';
import { apiOrigin } from '../api/apiBase.ts';
import { getToken } from '../api/token.ts';

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type RealtimeStatus = 'off' | 'connecting' | 'connected' | 'disconnected';

let status: RealtimeStatus = 'off';
const listeners = new Set<() => void>();
function setStatus(next: RealtimeStatus) {
  status = next;
  for (const listener of listeners) listener();
}

/** The state of the realtime connection (for the status page). */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
    () => 'off' as const,
  );
}

// The chat channel on screen, if any: a message there needs no notice (SPEC §4 "unless viewing").
let viewedChannel: number | null = null;
/** The chat page says which channel it shows; null when it shows none. */
export function setViewedChannel(channel: number | null): void {
  viewedChannel = channel;
}

/** Whether the stored token changes from `previous` to another one within a short grace period. */
async function tokenReplaced(previous: string | null, graceMs = 2000): Promise<boolean> {
  const deadline = Date.now() + graceMs;
  for (;;) {
    const current = getToken();
    if (current && current !== previous) return true;
    if (!current || Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The realtime connection (SPEC §4, §7): websocket only, opened only while signed in. socket.io-client is
 * imported on demand so signed-out pages never download it.
 */
export function useRealtime(userId: number | undefined, onSessionEnded: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const handlers = useRef({ t, onSessionEnded });
  handlers.current = { t, onSessionEnded };

  useEffect(() => {
    if (userId === undefined) return;
    let socket: AppSocket | undefined;
    let cancelled = false;
    setStatus('connecting');

    import('socket.io-client').then(
      ({ io }) => {
        if (cancelled) return;
        const options = { path: '/socket.io', transports: ['websocket'] };
        const origin = apiOrigin();
        const s: AppSocket = origin ? io(origin, options) : io(options);
        socket = s;
        let validatedJwt: string | null = null;
        let rescoped = false;

        // 'connect' fires on the first connection and again after every reconnect: re-validate each time.
        // Connected means validated: until then the socket is in none of the user's rooms and hears nothing.
        s.on('connect', () => {
          setStatus('connecting');
          rescoped = false;
          const jwt = getToken();
          validatedJwt = jwt;
          if (jwt) s.emit('validateMe', { jwt, userId });
        });
        s.on('validated', ({ ok }) => setStatus(ok ? 'connected' : 'disconnected'));
        s.on('disconnect', (reason) => {
          setStatus('disconnected');
          // A server-side close is final (socket.io does not retry it) unless it follows an access change.
          if (reason === 'io server disconnect' && rescoped) s.connect();
        });
        s.on('connect_error', () => setStatus('disconnected'));
        // A 2FA or password change ends every session of the user, this browser's too, and hands this
        // browser a new token in its answer, which may arrive just after the event. With a new token the
        // browser is still signed in: connect again with it instead of signing out.
        s.on('sessionended', () => {
          void tokenReplaced(validatedJwt).then((replaced) => {
            if (cancelled) return;
            // The server closes this connection right after the event.
            if (replaced && s.connected) s.once('disconnect', () => s.connect());
            else if (replaced) s.connect();
            else handlers.current.onSessionEnded();
          });
        });
        s.on('newmwessage', (message) => {
          // Edits arrive as the same event; only someone else's new message, elsewhere, is news.
          if (!message.mine && message.edited_at === null && message.channel !== viewedChannel)
            notifications.show({ message: handlers.current.t('realtime.newMessage') });
          void queryClient.invalidateQueries({ queryKey: ['messages'] });
          void queryClient.invalidateQueries({ queryKey: ['channels'] });
        });
        s.on('newissue', () => {
          notifications.show({ message: handlers.current.t('realtime.newIssue') });
          void queryClient.invalidateQueries({ queryKey: ['issues'] });
        });
        // Live notifications name a model (collection); its queries are keyed by that name. Content
        // also shows inside project pages and the project tree, which are keyed by project.
        s.on('notification', (notification) => {
          for (const key of [notification.model, 'oldprojects', 'projects']) {
            void queryClient.invalidateQueries({ queryKey: [key] });
          }
        });
        s.on('messagedeleted', () => {
          void queryClient.invalidateQueries({ queryKey: ['messages'] });
          void queryClient.invalidateQueries({ queryKey: ['channels'] });
        });
        s.on('newnotification', () => {
          void queryClient.invalidateQueries({ queryKey: ['notifications'] });
        });
        s.on('refetch', ({ models }) => {
          for (const model of models) void queryClient.invalidateQueries({ queryKey: [model] });
        });
        // What this user may see changed (role, company, sub-project access): any list may have
        // grown or shrunk, so everything is fetched again. Should the server fail to move this
        // socket to its new rooms, it closes it right after: connect again, to be validated afresh.
        s.on('accesschanged', () => {
          rescoped = true;
          void queryClient.invalidateQueries();
        });
        // A 360° video was straightened: open players turn at once (they read the cached item), no refetch.
        s.on('videooffset', ({ id, offsets }) => {
          queryClient.setQueryData<ContentItem>(['videos360', 'item', id], (item) =>
            item ? { ...item, properties: { ...item.properties, offsets } } : item,
          );
        });
        // A panorama finished tiling: its item, the lists and the project page that shows it (and the
        // tours whose viewer payload now has its tiles) refresh without a reload.
        s.on('tilingfinished', () => {
          for (const key of ['panoramas', 'oldprojects', 'tours']) {
            void queryClient.invalidateQueries({ queryKey: [key] });
          }
        });
      },
      () => setStatus('disconnected'),
    );

    return () => {
      cancelled = true;
      socket?.disconnect();
      setStatus('off');
    };
  }, [userId, queryClient]);
}
