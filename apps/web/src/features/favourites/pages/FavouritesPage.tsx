import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { useFavourites } from '../api/favourites.ts';
import { FavouritesList } from '../components/FavouritesList.tsx';

export default function FavouritesPage() {
  const { t } = useTranslation();
  const favourites = useFavourites();
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t('favourites.title')}</Title>
      <Text c="dimmed" size="sm">
        {t('favourites.hint')}
      </Text>
      {favourites.isPending && <Loader role="status" aria-label={t('common.loading')} />}
      {favourites.isError && (
        <Alert color="red" role="alert">
          {describeError(favourites.error, t)}
        </Alert>
      )}
      {favourites.data && <FavouritesList favourites={favourites.data} />}
    </Stack>
  );
}
