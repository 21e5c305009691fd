import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ContentItem } from '@spatium/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentPath, KindThumbnail, openPath, viewerPath } from '../../content/index.ts';
import { FavouriteStar } from '../../favourites/index.ts';
import { TagBadge } from '../../tags/index.ts';
import { TilingProgress } from '../../tours/index.ts';

/**
 * One item of a project page: thumbnail (or kind icon) and title open its viewer (or its details page
 * when the kind has no viewer yet); "Details" and "Edit tour" only where they lead somewhere the
 * user may go.
 */
export function ContentCard({ item, handle }: { item: ContentItem; handle: ReactNode }) {
  const { t } = useTranslation();
  const target = openPath(item.kind, item.id);
  return (
    <Card withBorder padding="sm" h="100%">
      <Card.Section component={Link} to={target} tabIndex={-1} aria-hidden="true">
        <KindThumbnail kind={item.kind} thumbnail={item.thumbnail} height={110} />
      </Card.Section>
      <Stack gap={6} mt="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text
            component={Link}
            to={target}
            fw={600}
            size="sm"
            lineClamp={2}
            dir="auto"
            style={{ color: 'inherit' }}
          >
            {item.title}
          </Text>
          <Group gap={0} wrap="nowrap">
            <FavouriteStar kind={item.kind} id={item.id} title={item.title} />
            {handle}
          </Group>
        </Group>
        <TilingProgress item={item} />
        <Group gap={4}>
          {!item.enabled && (
            <Badge size="xs" color="gray" variant="outline">
              {t('content.detail.disabled')}
            </Badge>
          )}
          {item.tags.map((tag) => (
            <TagBadge key={tag.id} tag={tag} />
          ))}
        </Group>
        <Group gap="sm">
          {viewerPath(item.kind, item.id) && (
            <Anchor
              component={Link}
              to={contentPath(item.kind, item.id)}
              size="xs"
              aria-label={t('content.card.detailsOf', { title: item.title })}
            >
              {t('content.card.details')}
            </Anchor>
          )}
          {item.kind === 'tours' && item.abilities.update && (
            <Anchor
              component={Link}
              to={`/tours/${item.id}/edit`}
              size="xs"
              aria-label={t('content.card.editTourOf', { title: item.title })}
            >
              {t('tours.editTour')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
