import {
  Anchor,
  AppShell,
  Badge,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { can, type Overrides, type Profile } from '@spatium/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, NavLink as RouterNavLink, useLocation } from 'react-router';
import { canSeeAdmin, ImpersonationBanner } from '../features/admin/index.ts';
import { useProfile } from '../features/auth/index.ts';
import { NotificationBell } from '../features/notifications/index.ts';
import { ProjectNav } from '../features/projects/index.ts';
import { SearchBox } from '../features/search/index.ts';
import { isEmbeddedTour } from '../features/tours/index.ts';
import { useForgetWithdrawnAnalytics } from '../platform/analytics/forgetWithdrawn.ts';
import { resetConsent } from '../platform/consent/consent.ts';
import { useOverrides } from '../platform/overrides/overrides.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { CompanyMenu } from './CompanyMenu.tsx';
import { CompanySwitcher } from './CompanySwitcher.tsx';

interface NavItem {
  key: string;
  label: string;
  to?: string;
  visible: boolean;
}

function navItems(profile: Profile, overrides: Overrides, t: (key: string) => string): NavItem[] {
  const role = profile.role.id;
  const company = profile.company;
  return [
    { key: 'dashboard', label: t('nav.dashboard'), to: '/dashboard', visible: true },
    { key: 'projects', label: t('nav.projects'), visible: can(role, 'content.read') },
    {
      key: 'favourites',
      label: t('favourites.title'),
      to: '/favourites',
      visible: can(role, 'favourites.use'),
    },
    {
      key: 'companyforms',
      label: t('nav.companyForms'),
      to: '/companyforms',
      // Members fill forms in; company admins also build them and follow up their submissions.
      visible: can(role, 'content.read'),
    },
    {
      key: 'issues',
      label: t('nav.issues'),
      to: '/issues',
      visible: Boolean(company?.issues.enabled) && !overrides.disable_issues && can(role, 'issues.use'),
    },
    {
      key: 'chat',
      label: t('nav.chat'),
      to: '/chat',
      visible: Boolean(company?.chat.enabled) && !overrides.disable_chat && can(role, 'chat.use'),
    },
    {
      key: 'apps',
      label: t('nav.apps'),
      to: '/apps',
      visible: !overrides.disable_apps && can(role, 'apps.use'),
    },
    {
      key: 'smartwater',
      label: t('features.smartwater'),
      to: '/smartwater',
      visible: !overrides.disable_smartwater && can(role, 'smartwater.read'),
    },
    {
      key: 'keycodes',
      label: t('keycodes.title'),
      to: '/keycodes',
      visible: Boolean(company) && can(role, 'keycodes.use'),
    },
    { key: 'myfiles', label: t('myfiles.title'), to: '/myfiles', visible: can(role, 'files.use') },
    { key: 'admin', label: t('admin.nav.entry'), to: '/admin', visible: canSeeAdmin(profile) },
    { key: 'account', label: t('nav.account'), to: '/account', visible: true },
    { key: 'status', label: t('nav.status'), to: '/status', visible: true },
  ];
}

/** The main layout: header, navigation (signed in) and the page. */
export function AppLayout() {
  const { t } = useTranslation();
  useForgetWithdrawnAnalytics();
  const { profile } = useProfile();
  const { overrides } = useOverrides();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  // SPEC §3 overridemenu: the company's own links replace the standard navigation; administrators keep
  // their way to the administration, where the menu is switched off again.
  const menu = profile?.company?.overridemenu;
  const companyMenu = menu?.enabled && menu.data.length > 0 ? menu.data : null;

  // Close the mobile navigation after each navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change on purpose
  useEffect(() => {
    close();
  }, [location.pathname]);

  // A public tour embedded in another site is the tour alone, without this app around it.
  if (isEmbeddedTour(location)) return <Outlet />;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={profile ? { width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
      // A phone keeps its width for the page (a tour viewer above all); wider screens get room to breathe.
      padding={{ base: 'xs', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {profile && (
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
              />
            )}
            <Anchor
              component={Link}
              to={profile ? '/dashboard' : '/'}
              fw={800}
              size="lg"
              c="inherit"
              underline="never"
            >
              {t('app.name')}
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {profile ? (
              <>
                {can(profile.role.id, 'content.read') && <SearchBox />}
                {can(profile.role.id, 'content.read') && <NotificationBell />}
                <CompanySwitcher profile={profile} />
                <AccountMenu profile={profile} languageSwitcher={!overrides.disable_language_switcher} />
              </>
            ) : (
              <Button component={Link} to="/login" size="sm">
                {t('landing.signIn')}
              </Button>
            )}
          </Group>
        </Group>
      </AppShell.Header>

      {profile && (
        <AppShell.Navbar p="sm" aria-label={t('nav.main')}>
          <AppShell.Section grow component={ScrollArea}>
            <Stack gap={2}>
              {companyMenu ? (
                <>
                  <CompanyMenu links={companyMenu} />
                  {canSeeAdmin(profile) && (
                    <NavLink component={RouterNavLink} to="/admin" label={t('admin.nav.entry')} />
                  )}
                </>
              ) : (
                navItems(profile, overrides, t)
                  .filter((item) => item.visible)
                  .map((item) =>
                    item.key === 'projects' ? (
                      <ProjectNav key={item.key} />
                    ) : item.to ? (
                      <NavLink key={item.key} component={RouterNavLink} to={item.to} label={item.label} />
                    ) : (
                      // Not built yet: shown as text, so nothing looks clickable that is not.
                      <Group key={item.key} justify="space-between" wrap="nowrap" px="sm" py={8}>
                        <Text size="sm" c="dimmed">
                          {item.label}
                        </Text>
                        <Badge size="xs" variant="default">
                          {t('comingSoon.badge')}
                        </Badge>
                      </Group>
                    ),
                  )
              )}
            </Stack>
          </AppShell.Section>
          <AppShell.Section>
            <Group gap="sm" p="xs">
              {!overrides.disable_terms && (
                <Anchor component={Link} to="/terms" size="xs" c="dimmed">
                  {t('nav.terms')}
                </Anchor>
              )}
              {!overrides.disable_legal && (
                <Anchor component={Link} to="/legal" size="xs" c="dimmed">
                  {t('nav.legal')}
                </Anchor>
              )}
              <Anchor component="button" type="button" size="xs" c="dimmed" onClick={resetConsent}>
                {t('consent.change')}
              </Anchor>
            </Group>
          </AppShell.Section>
        </AppShell.Navbar>
      )}

      <AppShell.Main>
        {profile && <ImpersonationBanner />}
        <Outlet />
        {!profile && (
          <Text component="footer" size="xs" c="dimmed" mt="xl">
            {!overrides.disable_legal && (
              <Anchor component={Link} to="/legal" size="xs" c="dimmed">
                {t('nav.legal')}
              </Anchor>
            )}
          </Text>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
