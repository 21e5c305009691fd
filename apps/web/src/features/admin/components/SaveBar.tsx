import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';

/** The end of a settings form: the "No changes to update" notice, the server's error, and Save. */
export function SaveBar({
  noChanges,
  error,
  pending,
  label,
}: {
  noChanges: boolean;
  error: unknown;
  pending: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {noChanges && (
        <Alert color="yellow" role="status">
          {t('serverMessages.noChangesToUpdate')}
        </Alert>
      )}
      {error ? (
        <Alert color="red" role="alert">
          {describeError(error, t)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button type="submit" loading={pending}>
          {label ?? t('common.save')}
        </Button>
      </Group>
    </>
  );
}
