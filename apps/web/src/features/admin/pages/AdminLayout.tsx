import { Box, Button, Grid, NavLink, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, NavLink as RouterNavLink, useMatches } from 'react-router';
import { useProfile } from '../../auth/index.ts';
import { type AdminSectionKey, canSeeAdmin, canSeeAdminSection, visibleAdminSections } from '../access.ts';

/** Routes name their section in `handle`, so this one guard covers every admin page. */
export interface AdminRouteHandle {
  adminSection?: AdminSectionKey;
}

/** What someone without the rights sees: the same as a page that does not exist. */
function NotAvailable() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start" py="xl">
      <Text c="dimmed" fw={700}>
        404
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.body')}</Text>
      <Button component={Link} to="/">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}

export default function AdminLayout() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const matches = useMatches();
  const section = matches
    .map((match) => (match.handle as AdminRouteHandle | undefined)?.adminSection)
    .find(Boolean);

  if (!canSeeAdmin(profile) || (section && !canSeeAdminSection(profile, section))) return <NotAvailable />;

  return (
    <Stack gap="md">
      <Title order={1}>{t('admin.title')}</Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3, lg: 2 }}>
          <Box component="nav" aria-label={t('admin.nav.label')}>
            {visibleAdminSections(profile).map((key) => (
              <NavLink
                key={key}
                component={RouterNavLink}
                to={`/admin/${key}`}
                label={t(`admin.nav.${key}`)}
              />
            ))}
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9, lg: 10 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
