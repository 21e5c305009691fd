import { type Overrides, routes } from '@spatium/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../api/client.ts';

/** What applies when the overrides cannot be loaded (SPEC §3: disable_apps defaults to true). */
export const defaultOverrides: Overrides = {
  domain: '',
  disable_chat: false,
  disable_terms: false,
  disable_2fa: false,
  disable_snapshots: false,
  disable_smartwater: false,
  disable_issues: false,
  disable_apps: true,
  disable_chatbot: false,
  disable_language_switcher: false,
  disable_tree_menu: false,
  disable_legal: false,
  maintenance_mode: false,
};

export function overridesQueryOptions() {
  const domain = window.location.hostname;
  return {
    queryKey: ['overrides', domain] as const,
    // A failure yields the defaults as data: with no data, every new observer would refetch and put the
    // query back to pending, and the app would flicker between its loader and the page.
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callRoute(routes.overrides, { query: { domain }, token: null, signal }).catch(() => defaultOverrides),
    staleTime: 5 * 60_000,
  };
}

/** The per-domain switches loaded at start-up (SPEC §7); the defaults when they cannot be loaded. */
export function useOverrides(): { overrides: Overrides; isLoading: boolean } {
  const query = useQuery(overridesQueryOptions());
  return { overrides: query.data ?? defaultOverrides, isLoading: query.isPending };
}
