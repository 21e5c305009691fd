import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ContentItem } from '@spatium/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentPath, KindThumbnail } from '../../content/index.ts';
import { TagBadge } from '../../tags/index.ts';
import { TilingProgress } from '../../tours/index.ts';

/** One item of a project page: thumbnail (or kind glyph), title linking to its page, state and tags. */
export function ContentCard({ item, handle }: { item: ContentItem; handle: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" h="100%">
      <Card.Section>
        <KindThumbnail kind={item.kind} thumbnail={item.thumbnail} height={110} />
      </Card.Section>
      <Stack gap={6} mt="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text
            component={Link}
            to={contentPath(item.kind, item.id)}
            fw={600}
            size="sm"
            lineClamp={2}
            style={{ color: 'inherit' }}
          >
            {item.title}
          </Text>
          {handle}
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
      </Stack>
    </Card>
  );
}
