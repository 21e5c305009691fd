import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';

/** Loading placeholder of a data screen. */
export function LoadingState({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} height={18} width={`${90 - i * 15}%`} />
      ))}
    </Stack>
  );
}

/** Error state of a data screen, with a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('errors.loadFailed')}>
      <Stack gap="xs">
        <Text size="sm">{describeError(error, t)}</Text>
        {onRetry && (
          <Group>
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/** Empty state of a data screen. */
export function EmptyState({ message }: { message: string }) {
  return (
    <Text c="dimmed" size="sm" role="status">
      {message}
    </Text>
  );
}
