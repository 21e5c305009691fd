import { Alert, Group, Progress, Text } from '@mantine/core';
import type { ThreedViewer } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A model's conversion to GLB on its viewer page: progress while the job runs (kept current by the
 * realtime notifications), the reason when it failed. Nothing once it is ready.
 */
export function ConversionStatus({ viewer }: { viewer: ThreedViewer }) {
  const { t } = useTranslation();
  if (viewer.status === 'failed')
    return (
      <Alert color="red" role="alert" title={t('threeds.conversion.failed')} data-testid="model-status">
        {t(`threeds.conversion.failure.${viewer.error_code ?? 'server'}`)}
      </Alert>
    );
  if (viewer.status !== 'converting') return null;
  const percent = Math.round(viewer.progress);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={percent}
        striped
        animated
        size="sm"
        flex={1}
        aria-label={t('threeds.conversion.progress')}
      />
      <Text size="xs" c="dimmed" role="status" data-testid="model-status">
        {t('threeds.conversion.running', { percent })}
      </Text>
    </Group>
  );
}
