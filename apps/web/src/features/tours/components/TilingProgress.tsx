import { Group, Progress, Text } from '@mantine/core';
import { type ContentItem, type PanoramaFailure, panoramaFailures } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A panorama's tiling state on its card and page: the job's progress while it runs (kept current by
 * the realtime progress notifications), and why it failed when it did. 'tilingfinished' refreshes the
 * item, and the bar goes away.
 */
export function TilingProgress({ item }: { item: Pick<ContentItem, 'kind' | 'properties'> }) {
  const { t } = useTranslation();
  if (item.kind !== 'panoramas') return null;
  const { status, progress, error, error_code: code, width, height } = item.properties;
  if (status === 'failed') {
    // Older failures have only the server's English text.
    const reason = isPanoramaFailure(code)
      ? t(`tours.panoramaErrors.${code}`, { width, height })
      : typeof error === 'string'
        ? error
        : '';
    return (
      <Text size="xs" c="red" role="alert">
        {t('tours.panoramaFailed')} {reason}
      </Text>
    );
  }
  if (status !== 'tiling') return null;
  const percent = typeof progress === 'number' ? Math.round(progress) : 0;
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={percent} striped animated size="sm" flex={1} aria-label={t('tours.panoramaTiling')} />
      <Text size="xs" c="dimmed" role="status">
        {t('tours.panoramaTilingPercent', { percent })}
      </Text>
    </Group>
  );
}

function isPanoramaFailure(code: unknown): code is PanoramaFailure {
  return panoramaFailures.includes(code as PanoramaFailure);
}
