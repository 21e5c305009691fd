import { Group, Progress, Text } from '@mantine/core';
import type { ContentItem } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';

/**
 * While a panorama is being tiled the server reports no percentage, only the state: an animated bar.
 * The realtime 'tilingfinished' event refreshes the item, and the bar goes away.
 */
export function TilingProgress({ item }: { item: Pick<ContentItem, 'kind' | 'properties'> }) {
  const { t } = useTranslation();
  if (item.kind !== 'panoramas' || item.properties.status !== 'tiling') return null;
  return (
    <Group gap="xs" wrap="nowrap" role="status" aria-label={t('tours.panoramaTiling')}>
      <Progress value={100} striped animated size="sm" flex={1} aria-hidden />
      <Text size="xs" c="dimmed">
        {t('tours.panoramaTiling')}
      </Text>
    </Group>
  );
}
