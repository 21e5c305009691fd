import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ContentKind, can } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { useProfile } from '../../auth/index.ts';
import { useFavourites, useToggleFavourite } from '../api/favourites.ts';

/** A star that adds an item to the user's favourites or takes it out; hidden for roles without favourites. */
export function FavouriteStar({
  kind,
  id,
  title,
  size = 'md',
}: {
  kind: ContentKind;
  id: number;
  title: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const allowed = can(profile?.role.id, 'favourites.use');
  const favourites = useFavourites(allowed);
  const toggle = useToggleFavourite();
  if (!allowed) return null;
  const isFavourite = Boolean(favourites.data?.some((f) => f.type === kind && f.content_id === id));
  const label = isFavourite ? t('favourites.remove', { title }) : t('favourites.add', { title });
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="subtle"
        color="yellow"
        size={size}
        aria-label={label}
        aria-pressed={isFavourite}
        loading={toggle.isPending}
        disabled={favourites.isPending}
        onClick={() =>
          toggle.mutate(
            { key: { type: kind, content_id: id }, favourite: !isFavourite },
            {
              onError: (error) =>
                notifications.show({
                  color: 'red',
                  title: t('favourites.failed'),
                  message: describeError(error, t),
                }),
            },
          )
        }
      >
        <span aria-hidden="true" style={{ fontSize: size === 'sm' ? 15 : 18, lineHeight: 1 }}>
          {isFavourite ? '★' : '☆'}
        </span>
      </ActionIcon>
    </Tooltip>
  );
}
