import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { useImpersonation, useStopImpersonation } from '../api/impersonation.ts';

/** While an admin acts as someone else: says so on every page, with the way back. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const impersonation = useImpersonation();
  const stop = useStopImpersonation();
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  if (!impersonation) return null;
  const back = async () => {
    setPending(true);
    setError(null);
    try {
      await stop();
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  };
  return (
    <Alert color="orange" variant="filled" role="status" aria-live="polite" mb="md" p="xs">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" fw={600}>
          {t('admin.impersonation.banner', { name: impersonation.name })}
        </Text>
        <Button size="xs" variant="white" color="orange" onClick={() => void back()} loading={pending}>
          {t('admin.impersonation.stop')}
        </Button>
      </Group>
      {error !== null && <Text size="sm">{describeError(error, t)}</Text>}
    </Alert>
  );
}
