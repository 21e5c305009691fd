import { routes } from '@spatium/contracts';
import { useEffect } from 'react';
import { callRoute } from '../api/client.ts';
import { useConsent } from '../consent/consent.ts';
import { analyticsBase, analyticsSessionKey } from './analytics.ts';

/**
 * Withdrawn analytics consent: the server erases what this tab sent under its id, and the id is
 * dropped, so a later consent starts a new, unrelated session. Used by the signed-in layout (which
 * also holds the public tours), not the root one, so the login page does not carry it: a visitor who
 * withdraws on the sign-in page is forgotten when the tab next opens any other page.
 */
export function useForgetWithdrawnAnalytics() {
  const refused = useConsent()?.analytics === false;
  useEffect(() => {
    const session = refused ? sessionStorage.getItem(analyticsSessionKey) : null;
    if (!session) return;
    sessionStorage.removeItem(analyticsSessionKey);
    // Like every analytics call, a failure is dropped rather than shown.
    callRoute(routes.analyticsForget, { baseUrl: analyticsBase(), token: null, body: { session } }).catch(
      () => {},
    );
  }, [refused]);
}
