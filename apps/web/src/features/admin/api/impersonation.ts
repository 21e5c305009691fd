import { routes } from '@spatium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { callRoute, getToken, setToken, useToken } from '../../../platform/api/index.ts';
import { endLocalSession, profileQueryKey, startPath } from '../../auth/index.ts';

// The admin's own token waits in sessionStorage while they act as someone else: it dies with the tab,
// and is never sent anywhere until they return.
const storageKey = 'spatium.impersonation';

interface Impersonation {
  /** The admin's own session, to return to. */
  adminToken: string;
  /** The session handed out by POST /impersonate; the banner shows only while it is the active one. */
  token: string;
  /** Whom the admin acts as, for the banner. */
  name: string;
}

function read(): Impersonation | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as Impersonation) : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
function write(value: Impersonation | null) {
  if (value) sessionStorage.setItem(storageKey, JSON.stringify(value));
  else sessionStorage.removeItem(storageKey);
  for (const listener of listeners) listener();
}

let snapshot: { raw: string | null; value: Impersonation | null } = { raw: null, value: null };
function getSnapshot(): Impersonation | null {
  const raw = sessionStorage.getItem(storageKey);
  if (raw !== snapshot.raw) snapshot = { raw, value: read() };
  return snapshot.value;
}

/** The impersonation in progress in this tab, if the active session is still the impersonated one. */
export function useImpersonation(): Impersonation | null {
  const token = useToken();
  const value = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot,
    () => null,
  );
  // Signed out or signed in again since: the stored admin token is stale and must not be offered.
  return value && value.token === token ? value : null;
}

/** Load the profile of the session just stored, then open its start page, as sign-in does. */
function useSwitchSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (jwt: string, to?: string) => {
    endLocalSession(queryClient);
    setToken(jwt);
    const profile = await queryClient.fetchQuery({
      queryKey: profileQueryKey,
      queryFn: () => callRoute(routes.getme, { body: { test: true } }).then((r) => r.user),
    });
    await navigate(to ?? startPath(profile), { replace: true });
    return profile;
  };
}

/** POST /impersonate, then continue as that user (admin only; audited by the server). */
export function useStartImpersonation() {
  const switchSession = useSwitchSession();
  return async (user: { id: number; name: string }) => {
    const adminToken = getToken();
    if (!adminToken) return;
    const { jwt } = await callRoute(routes.impersonate, { body: { user_id: user.id } });
    write({ adminToken, token: jwt, name: user.name });
    try {
      await switchSession(jwt);
    } catch (error) {
      // The new session is unusable: go back to being the admin.
      write(null);
      await switchSession(adminToken, '/admin/users').catch(() => {});
      throw error;
    }
  };
}

/**
 * Back to the admin's own session and the users list. Logging out of the impersonated session ends
 * it on the server (and logs the end) without signing the impersonated user out.
 */
export function useStopImpersonation() {
  const switchSession = useSwitchSession();
  return async () => {
    const current = read();
    write(null);
    if (!current) return;
    // The admin returns even if the call fails: the session then simply expires.
    await callRoute(routes.logout, { token: current.token }).catch(() => {});
    await switchSession(current.adminToken, '/admin/users');
  };
}
