import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ContentItem } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KindThumbnail, openPath } from '../../content/index.ts';
import { FavouriteStar } from '../../favourites/index.ts';

export function LatestContentWidget({ items }: { items: ContentItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.latestEmpty')}
      </Text>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {items.map((item) => (
        <Stack component="li" key={`${item.kind}:${item.id}`} gap={4}>
          <Link to={openPath(item.kind, item.id)} tabIndex={-1} aria-hidden="true">
            <KindThumbnail kind={item.kind} thumbnail={item.thumbnail} height={72} />
          </Link>
          <Group gap={2} wrap="nowrap" justify="space-between">
            <Anchor component={Link} to={openPath(item.kind, item.id)} size="xs" lineClamp={1} dir="auto">
              {item.title}
            </Anchor>
            <FavouriteStar kind={item.kind} id={item.id} title={item.title} size="sm" />
          </Group>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
