import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A link that opens nothing (any more): said plainly, without telling which of the reasons it was. */
export function LinkGone() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>{t('clouds.share.gone')}</Title>
      <Text>{t('clouds.share.goneHint')}</Text>
    </Stack>
  );
}
