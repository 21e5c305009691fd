import { Anchor, Stack } from '@mantine/core';
import type { Favourite } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavouritesList } from '../../favourites/components/FavouritesList.tsx';

export function FavouritesWidget({ favourites }: { favourites: Favourite[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <FavouritesList favourites={favourites} compact />
      <Anchor component={Link} to="/favourites" size="xs">
        {t('favourites.all')}
      </Anchor>
    </Stack>
  );
}
