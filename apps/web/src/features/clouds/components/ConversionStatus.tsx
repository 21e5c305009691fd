import { Group, Progress, Text } from '@mantine/core';
import type { ContentItem } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A point cloud's conversion on its page: progress while the job runs (kept current by the realtime
 * notifications), the reason when it failed, the point count once ready.
 */
export function ConversionStatus({ item }: { item: Pick<ContentItem, 'kind' | 'properties'> }) {
  const { t, i18n } = useTranslation();
  if (item.kind !== 'clouds' && item.kind !== 'cloudChildren') return null;
  const { status, progress, error, points } = item.properties;
  if (status === 'failed')
    return (
      <Text size="sm" c="red" role="alert">
        {t('clouds.conversion.failed')} {typeof error === 'string' ? error : ''}
      </Text>
    );
  if (status === 'ready' && typeof points === 'number')
    return (
      <Text size="sm" c="dimmed">
        {t('clouds.conversion.points', {
          count: points,
          formatted: new Intl.NumberFormat(i18n.language).format(points),
        })}
      </Text>
    );
  if (status !== 'converting') return null;
  const percent = typeof progress === 'number' ? Math.round(progress) : 0;
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={percent}
        striped
        animated
        size="sm"
        flex={1}
        aria-label={t('clouds.conversion.progress')}
      />
      <Text size="xs" c="dimmed" role="status">
        {t('clouds.conversion.running', { percent })}
      </Text>
    </Group>
  );
}
