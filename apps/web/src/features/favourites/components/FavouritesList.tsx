import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Favourite } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../platform/api/index.ts';
import { KindThumbnail, openPath } from '../../content/index.ts';
import { useReorderFavourites, useToggleFavourite } from '../api/favourites.ts';
import { moveItem } from '../order.ts';
import { SortableItems } from './SortableItems.tsx';

/**
 * The user's favourites in their order. Drag a handle (mouse, touch, or space and arrows), or use
 * the move up and down buttons; each change is saved at once.
 */
export function FavouritesList({
  favourites,
  compact = false,
}: {
  favourites: Favourite[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const reorder = useReorderFavourites();
  const toggle = useToggleFavourite();
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', title: t('favourites.failed'), message: describeError(error, t) });
  const move = (from: number, to: number) => {
    if (to < 0 || to >= favourites.length || from === to) return;
    reorder.mutate(moveItem(favourites, from, to), { onError: failed });
  };
  if (favourites.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('favourites.empty')}
      </Text>
    );
  }
  return (
    <SortableItems
      items={favourites}
      idOf={(f) => `${f.type}:${f.content_id}`}
      nameOf={(f) => f.title}
      layout="list"
      onMove={move}
      entryAs="li"
      container={(entries) => (
        <Stack
          gap={6}
          component="ol"
          aria-label={t('favourites.title')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {entries}
        </Stack>
      )}
    >
      {(favourite, handle) => {
        const index = favourites.indexOf(favourite);
        return (
          <Paper withBorder p={6} radius="sm">
            <Group gap="xs" wrap="nowrap">
              {handle}
              {!compact && (
                <div style={{ width: 64, flexShrink: 0 }}>
                  <KindThumbnail kind={favourite.type} thumbnail={favourite.thumbnail} height={40} />
                </div>
              )}
              <Anchor
                component={Link}
                to={openPath(favourite.type, favourite.content_id)}
                size="sm"
                lineClamp={1}
                dir="auto"
                style={{ flex: 1, minWidth: 0 }}
              >
                {favourite.title}
              </Anchor>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('favourites.moveUp', { title: favourite.title })}
                disabled={index === 0 || reorder.isPending}
                onClick={() => move(index, index - 1)}
              >
                <span aria-hidden="true">↑</span>
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('favourites.moveDown', { title: favourite.title })}
                disabled={index === favourites.length - 1 || reorder.isPending}
                onClick={() => move(index, index + 1)}
              >
                <span aria-hidden="true">↓</span>
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="yellow"
                size="sm"
                aria-label={t('favourites.remove', { title: favourite.title })}
                onClick={() =>
                  toggle.mutate(
                    { key: { type: favourite.type, content_id: favourite.content_id }, favourite: false },
                    { onError: failed },
                  )
                }
              >
                <span aria-hidden="true">★</span>
              </ActionIcon>
            </Group>
          </Paper>
        );
      }}
    </SortableItems>
  );
}
