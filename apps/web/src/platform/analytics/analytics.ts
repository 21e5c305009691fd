import { limits, routes } from '@spatium/contracts';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { apiBase } from '../api/apiBase.ts';
import { callRoute } from '../api/client.ts';
import { useConsent } from '../consent/consent.ts';

export const analyticsSessionKey = 'analyticsSession';

// A random id per browser tab: sessionStorage is not shared between tabs.
function tabSession(): string {
  let id = sessionStorage.getItem(analyticsSessionKey);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(analyticsSessionKey, id);
  }
  return id;
}

/** Analytics may live on a separate service (SPEC §7); VITE_ANALYTICS_URL points there. */
export function analyticsBase(): string {
  return import.meta.env.VITE_ANALYTICS_URL || apiBase();
}

function send(promise: Promise<unknown>) {
  // Analytics never disturbs the user: failures are dropped.
  promise.catch(() => {});
}

/** Page views on every navigation and a heartbeat every 15 s while visible, only after consent (SPEC §9). */
export function useAnalytics(locale: string) {
  const consent = useConsent();
  const allowed = consent?.analytics === true;
  const location = useLocation();
  const path = location.pathname;
  const previousPath = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a language change is not a new page view
  useEffect(() => {
    if (!allowed) return;
    const referrer = previousPath.current
      ? `${window.location.origin}${previousPath.current}`
      : document.referrer;
    previousPath.current = path;
    send(
      callRoute(routes.analyticsPageView, {
        baseUrl: analyticsBase(),
        token: null,
        body: { path, session: tabSession(), referrer: referrer || undefined, locale },
      }),
    );
  }, [allowed, path]);

  useEffect(() => {
    if (!allowed) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      send(
        callRoute(routes.analyticsHeartbeat, {
          baseUrl: analyticsBase(),
          token: null,
          keepalive: true,
          body: { path: window.location.pathname, session: tabSession() },
        }),
      );
    }, limits.analyticsHeartbeatMs);
    return () => clearInterval(timer);
  }, [allowed]);
}
