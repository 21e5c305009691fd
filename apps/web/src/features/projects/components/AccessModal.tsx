import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OldSubproject } from '@spatium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { projectKeys, useUpdateSubproject, useUsersWithAccess } from '../api/projects.ts';
import { UserPicker } from './UserPicker.tsx';

/** Who may see a sub-project (GET users_with_access) and granting it (PUT oldsubprojects/{id}). */
export function AccessModal({
  subproject,
  opened,
  onClose,
}: {
  subproject: OldSubproject;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('projects.access.title', { name: subproject.title })}
      size="lg"
    >
      {opened && <AccessForm subproject={subproject} onClose={onClose} />}
    </Modal>
  );
}

function AccessForm({ subproject, onClose }: { subproject: OldSubproject; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useUsersWithAccess(subproject.id);
  const [selected, setSelected] = useState<number[]>(subproject.users_with_access);
  const [noChanges, setNoChanges] = useState(false);
  const update = useUpdateSubproject();

  const save = () => {
    const before = [...subproject.users_with_access].sort((a, b) => a - b).join();
    const after = [...selected].sort((a, b) => a - b).join();
    if (before === after) {
      setNoChanges(true);
      return;
    }
    update.mutate(
      { id: subproject.id, body: { users_with_access: selected } },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: projectKeys.access(subproject.id) });
          notifications.show({ color: 'green', message: t('projects.access.saved') });
          onClose();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('projects.access.current')}
        </Text>
        {current.isPending && <LoadingState lines={2} />}
        {current.isError && <ErrorState error={current.error} onRetry={() => void current.refetch()} />}
        {current.data &&
          (current.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('projects.access.nobody')}
            </Text>
          ) : (
            <List size="sm" aria-label={t('projects.access.current')}>
              {current.data.map((user) => (
                <List.Item key={user.id}>{user.name ? `${user.name} (${user.email})` : user.email}</List.Item>
              ))}
            </List>
          ))}
        <Text size="xs" c="dimmed">
          {t('projects.access.adminsAlways')}
        </Text>
      </Stack>
      <UserPicker
        label={t('projects.access.users')}
        value={selected}
        onChange={(ids) => {
          setNoChanges(false);
          setSelected(ids);
        }}
      />
      {noChanges && (
        <Alert color="yellow" role="status">
          {t('serverMessages.noChangesToUpdate')}
        </Alert>
      )}
      {update.isError && (
        <Alert color="red" role="alert">
          {describeError(update.error, t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={save} loading={update.isPending}>
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
