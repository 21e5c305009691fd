import { Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { withAllStrings } from '../../../platform/api/index.ts';
import { useProfile } from '../../auth/index.ts';

// The board, its one dashboard call and its widgets are a chunk of their own, so the first screen's
// JavaScript stays within its budget; the greeting shows at once. The widgets show other features' text
// (favourites, issues, apps), so the board waits for all of the strings; the greeting needs the
// layout's part only (platform/i18n/stringParts.ts).
const DashboardBoard = lazy(withAllStrings(() => import('../components/DashboardBoard.tsx')));

export default function DashboardPage() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const name = profile ? profile.details.firstname || profile.username : '';
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('dashboard.welcome', { name })}</Title>
        {profile?.company && (
          <Text c="dimmed">{t('dashboard.company', { company: profile.company.title })}</Text>
        )}
      </Stack>
      {profile && (
        <Suspense fallback={<Loader role="status" aria-label={t('common.loading')} />}>
          <DashboardBoard roleId={profile.role.id} />
        </Suspense>
      )}
    </Stack>
  );
}
