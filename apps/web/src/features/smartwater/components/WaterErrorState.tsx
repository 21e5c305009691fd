import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeWaterError } from '../api/errors.ts';

/** A part of the page that could not load, said in the reader's language, with a retry. */
export function WaterErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('errors.loadFailed')}>
      <Stack gap="xs">
        <Text size="sm">{describeWaterError(error, t)}</Text>
        <Group>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
