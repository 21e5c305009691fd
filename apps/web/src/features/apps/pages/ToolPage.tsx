import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { can, type ToolId } from '@spatium/contracts';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useOverrides } from '../../../platform/overrides/overrides.ts';
import { useProfile } from '../../auth/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { useMyTools } from '../api/apps.ts';
import { ToolIcon } from '../components/ToolIcon.tsx';
import { loadTool, toolManifest } from '../tools/registry.ts';
import { ToolsUnavailable } from './AppsPage.tsx';

/** /apps/{id}: one installed tool, its module loaded now. */
export default function ToolPage() {
  const { t } = useTranslation();
  const { appId = '' } = useParams();
  const { profile } = useProfile();
  const { overrides, isLoading } = useOverrides();
  const mine = useMyTools();
  const manifest = toolManifest(appId);
  const Tool = useMemo(() => (manifest ? lazy(() => loadTool(manifest.id as ToolId)) : null), [manifest]);

  if (isLoading || !profile) return <LoadingState />;
  if (overrides.disable_apps || !can(profile.role.id, 'apps.use')) return <ToolsUnavailable />;
  if (mine.isPending) return <LoadingState />;
  if (mine.isError) return <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  const installed = manifest && mine.data.some((install) => install.app_id === manifest.id);
  if (!manifest || !Tool || !installed) {
    return (
      <Stack>
        <Title order={1}>{t('nav.apps')}</Title>
        <Text role="status">{t('apps.notInstalled')}</Text>
        <Anchor component={Link} to="/apps">
          {t('apps.backToMarketplace')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/apps" size="sm">
        {t('apps.backToMarketplace')}
      </Anchor>
      <Group>
        <ToolIcon icon={manifest.icon} />
        <Title order={1}>{t(`apps.tools.${manifest.id}.name`)}</Title>
      </Group>
      <Paper withBorder p="md">
        <Suspense fallback={<LoadingState />}>
          <Tool />
        </Suspense>
      </Paper>
    </Stack>
  );
}
