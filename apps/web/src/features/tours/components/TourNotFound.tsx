import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What every tour page shows for a tour that is missing, of another company, or not public. */
export function TourNotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t('tours.notFoundTitle')}</Title>
      <Text>{t('tours.notFound')}</Text>
    </Stack>
  );
}
