import { Alert, Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { type DeletedSubject, showDeletedNotice } from '../deletedNotice.ts';

interface DeleteButtonProps {
  /** What is deleted, for the SPEC §8 notice. */
  subject: DeletedSubject;
  /** The item's title, named in the question. */
  name: string;
  onConfirm: () => Promise<unknown>;
  onDeleted?: () => void;
  /** More to say in the modal, e.g. what goes with a project. Rendered only while it is open. */
  details?: () => ReactNode;
  buttonProps?: ButtonProps;
  label?: string;
}

/** A delete button that asks first (SPEC §5), then shows the deleted notice (SPEC §8, §9). */
export function DeleteButton({
  subject,
  name,
  onConfirm,
  onDeleted,
  details,
  buttonProps,
  label,
}: DeleteButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const remove = useMutation({
    mutationFn: onConfirm,
    onSuccess: () => {
      setOpened(false);
      showDeletedNotice(subject, t);
      onDeleted?.();
    },
  });
  const close = () => {
    setOpened(false);
    remove.reset();
  };
  return (
    <>
      <Button color="red" variant="light" size="xs" {...buttonProps} onClick={() => setOpened(true)}>
        {label ?? t('content.delete.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('content.delete.title', { name })}>
        <Stack gap="md">
          <Text>{t('content.delete.question', { name })}</Text>
          {opened && details?.()}
          <Text size="sm" c="dimmed">
            {t('content.delete.irreversible')}
          </Text>
          {remove.isError && (
            <Alert color="red" role="alert">
              {describeError(remove.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('content.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
