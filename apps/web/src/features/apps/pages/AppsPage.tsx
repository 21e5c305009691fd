import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { can } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { useOverrides } from '../../../platform/overrides/overrides.ts';
import { useProfile } from '../../auth/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import { useToolCatalogue } from '../api/apps.ts';
import { ToolCard } from '../components/ToolCard.tsx';

/** /apps: the {product}Tools marketplace (SPEC §1), where disable_apps is off (SPEC §6). */
export default function AppsPage() {
  const { profile } = useProfile();
  const { overrides, isLoading } = useOverrides();
  const enabled = !overrides.disable_apps && can(profile?.role.id, 'apps.use');
  if (isLoading || !profile) return <LoadingState />;
  if (!enabled) return <ToolsUnavailable />;
  return <Marketplace />;
}

export function ToolsUnavailable() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t('nav.apps')}</Title>
      <Text>{t('apps.unavailable')}</Text>
    </Stack>
  );
}

function Marketplace() {
  const { t } = useTranslation();
  const catalogue = useToolCatalogue();
  return (
    <Stack gap="md">
      <Title order={1}>{t('nav.apps')}</Title>
      <Text c="dimmed">{t('apps.intro')}</Text>
      {catalogue.isPending ? (
        <LoadingState lines={4} />
      ) : catalogue.isError ? (
        <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      ) : catalogue.data.length === 0 ? (
        <EmptyState message={t('apps.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {catalogue.data.map((app) => (
            <ToolCard key={app.id} app={app} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
