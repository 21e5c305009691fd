import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { routes } from '@spatium/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute, describeError } from '../../../platform/api/index.ts';
import { useLogout } from '../../auth/index.ts';
import { FormStack } from '../../system/index.ts';

const confirmWord = 'DELETE';

/** SPEC §5: deletion needs confirmation and is irreversible. */
export function DeleteAccount() {
  const { t } = useTranslation();
  const logout = useLogout();
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const remove = useMutation({
    mutationFn: () => callRoute(routes.deleteMe, { body: { password, confirm: confirmWord } }),
    onSuccess: async () => {
      notifications.show({ message: t('account.delete.done') });
      // The server has already ended every session of the account.
      await logout({ callServer: false });
    },
  });
  const ready = password.length > 0 && confirm === confirmWord;
  const close = () => {
    setOpened(false);
    setPassword('');
    setConfirm('');
    remove.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) remove.mutate();
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('account.delete.intro')}</Text>
      <Group>
        <Button color="red" variant="outline" onClick={() => setOpened(true)}>
          {t('account.delete.open')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t('account.delete.title')}>
        <FormStack gap="md" onSubmit={submit}>
          <Alert color="red" role="note">
            {t('account.delete.warning')}
          </Alert>
          <PasswordInput
            label={t('account.delete.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePassword') }}
          />
          <TextInput
            label={t('account.delete.confirmLabel', { word: confirmWord })}
            value={confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
            autoComplete="off"
            required
          />
          {remove.isError && (
            <Alert color="red" role="alert">
              {describeError(remove.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!ready} loading={remove.isPending}>
              {t('account.delete.submit')}
            </Button>
          </Group>
        </FormStack>
      </Modal>
    </Stack>
  );
}
