import { Button, Center, Paper, Progress, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { localeCodes } from '@spatium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import {
  endLocalSession,
  isPublicPath,
  isTrialOver,
  TrialEnded,
  useLogout,
  useProfile,
} from '../features/auth/index.ts';
import { AgreementGate } from '../features/legal/index.ts';
import { ErrorState, FullPageLoader } from '../features/system/index.ts';
import { useAnalytics } from '../platform/analytics/analytics.ts';
import { getToken, lazyExtra, setUnauthorizedHandler } from '../platform/api/index.ts';
import { useConsent } from '../platform/consent/consent.ts';
import { useOverrides } from '../platform/overrides/overrides.ts';
import { useRealtime } from '../platform/realtime/realtime.ts';

// Only a visitor who has not chosen yet sees the banner (and its customising dialog): the others never
// download it, and it follows the page for those who do.
const CookieBanner = lazyExtra(() =>
  import('../platform/consent/CookieBanner.tsx').then((module) => ({ default: module.CookieBanner })),
);

/** A 401 on a signed-in call: forget the session and go to /login. */
function useUnauthorizedHandler() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (!getToken()) return;
      endLocalSession(queryClient);
      notifications.show({ id: 'session-ended', message: t('serverMessages.sessionEnded') });
      void navigate('/login', { replace: true });
    });
  }, [queryClient, navigate, t]);
}

/** The profile's language applies once per session, unless the URL asks for one (?lng=). */
function useProfileLanguage(locale: string | undefined) {
  const { i18n } = useTranslation();
  const applied = useRef(false);
  useEffect(() => {
    if (!locale || applied.current) return;
    applied.current = true;
    const fromUrl = new URLSearchParams(window.location.search).has('lng');
    if (!fromUrl && (localeCodes as string[]).includes(locale) && locale !== i18n.language) {
      void i18n.changeLanguage(locale);
    }
  }, [locale, i18n]);
}

function useScrollToTop(pathname: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the top on every new path (SPEC §2)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * The root of every route: start-up overrides, the access guard (SPEC §2), maintenance, trial and legal
 * gates, realtime, analytics, scroll reset and the cookie banner.
 */
export function RootLayout() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const logout = useLogout();
  const { overrides, isLoading: overridesLoading } = useOverrides();
  const { profile, isSignedIn, isPending, isError, error, refetch } = useProfile();
  const consent = useConsent();

  useUnauthorizedHandler();
  useScrollToTop(location.pathname);
  useAnalytics(i18n.resolvedLanguage ?? i18n.language);
  useProfileLanguage(profile?.preferences.locale);
  useRealtime(profile?.id, () => void logout({ callServer: false }));

  const path = location.pathname;
  let content: React.ReactNode;
  if (overridesLoading) content = <FullPageLoader />;
  else if (overrides.maintenance_mode && path !== '/maintenance')
    content = <Navigate to="/maintenance" replace />;
  else if (!isSignedIn && !isPublicPath(path)) content = <Navigate to="/login" replace />;
  else if (isSignedIn && isPending) content = <FullPageLoader />;
  else if (isSignedIn && isError && !profile)
    content = (
      <Center component="main" mih="100vh" p="md">
        <Paper withBorder p="xl" radius="md" maw={520}>
          <Stack gap="md">
            <Title order={1} size="h3">
              {t('errors.profileTitle')}
            </Title>
            <ErrorState error={error} onRetry={() => void refetch()} />
            <Button variant="default" onClick={() => void logout()}>
              {t('nav.logout')}
            </Button>
          </Stack>
        </Paper>
      </Center>
    );
  else if (profile && isTrialOver(profile)) content = <TrialEnded />;
  else
    content = (
      <>
        <Outlet />
        {profile && <AgreementGate profile={profile} disabled={overrides.disable_terms} />}
      </>
    );

  return (
    <>
      {navigation.state === 'loading' && (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          aria-label={t('common.loading')}
          style={{ position: 'fixed', top: 0, insetInline: 0, zIndex: 1000 }}
        />
      )}
      {content}
      {!consent && (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      )}
    </>
  );
}
