import { notifications } from '@mantine/notifications';
import { type Profile, routes } from '@spatium/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callRoute, getToken, setToken, useToken } from '../../../platform/api/index.ts';
import { startPath } from '../guard.ts';

export const profileQueryKey = ['me'] as const;

function fetchProfile({ signal }: { signal?: AbortSignal } = {}): Promise<Profile> {
  return callRoute(routes.getme, { body: { test: true }, signal }).then((r) => r.user);
}

/** The signed-in user's profile (POST getme), or undefined when signed out. */
export function useProfile() {
  const token = useToken();
  const query = useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => fetchProfile({ signal }),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
  return { ...query, profile: token ? query.data : undefined, isSignedIn: Boolean(token) };
}

/** Forget the session in this tab: token and every cached user datum (the domain's overrides stay). */
export function endLocalSession(queryClient: QueryClient) {
  setToken(null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'overrides' });
}

/** Store the final token, load the profile, greet, and go to the start page (SPEC §4). */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async (jwt: string, via: 'password' | 'twofa') => {
    setToken(jwt);
    try {
      const profile = await queryClient.fetchQuery({
        queryKey: profileQueryKey,
        queryFn: () => fetchProfile(),
      });
      notifications.show({
        color: 'green',
        message: via === 'twofa' ? t('auth.notices.twofaSuccess') : t('auth.notices.signedIn'),
      });
      await navigate(startPath(profile), { replace: true });
    } catch (error) {
      endLocalSession(queryClient);
      throw error;
    }
  };
}

/** Sign out: end the session on the server, clear token and data, say so (SPEC §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async ({ callServer = true }: { callServer?: boolean } = {}) => {
    const token = getToken();
    endLocalSession(queryClient);
    // With the token passed explicitly, a 401 here does not trigger the session-expired path again.
    if (callServer && token) await callRoute(routes.logout, { token }).catch(() => {});
    notifications.show({ message: t('auth.notices.loggedOut') });
    await navigate('/login', { replace: true });
  };
}
