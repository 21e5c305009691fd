import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../auth/index.ts';
import { ComingSoon } from '../../system/index.ts';

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
      <ComingSoon feature={t('features.widgets')} />
    </Stack>
  );
}
