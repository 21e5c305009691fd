import { Alert, Button, Group, PasswordInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { routes } from '@spatium/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute, describeError, setToken } from '../../../platform/api/index.ts';
import { confirmationError, passwordError } from '../../auth/index.ts';
import { FormStack } from '../../system/index.ts';

const empty = { currentPassword: '', password: '', passwordConfirmation: '' };

/** Changing the password ends other sessions; the answer carries this tab's new token. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof empty, string>>>({});
  const change = useMutation({
    mutationFn: () => callRoute(routes.changePassword, { body: values }),
    onSuccess: (result) => {
      setToken(result.jwt);
      setValues(empty);
      notifications.show({ color: 'green', message: t('account.password.changed') });
    },
  });
  const set = (field: keyof typeof empty) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      currentPassword: values.currentPassword ? undefined : t('account.password.currentRequired'),
      password: passwordError(values.password, t),
      passwordConfirmation: confirmationError(values.password, values.passwordConfirmation, t),
    };
    setErrors(next);
    if (!next.currentPassword && !next.password && !next.passwordConfirmation) change.mutate();
  };
  const toggle = { 'aria-label': t('auth.login.togglePassword') };

  return (
    <FormStack gap="md" onSubmit={submit}>
      <PasswordInput
        label={t('account.password.current')}
        value={values.currentPassword}
        onChange={set('currentPassword')}
        autoComplete="current-password"
        error={errors.currentPassword}
        required
        visibilityToggleButtonProps={toggle}
      />
      <PasswordInput
        label={t('auth.newPassword.password')}
        value={values.password}
        onChange={set('password')}
        autoComplete="new-password"
        error={errors.password}
        required
        visibilityToggleButtonProps={toggle}
      />
      <PasswordInput
        label={t('auth.newPassword.repeat')}
        value={values.passwordConfirmation}
        onChange={set('passwordConfirmation')}
        autoComplete="new-password"
        error={errors.passwordConfirmation}
        required
        visibilityToggleButtonProps={toggle}
      />
      {change.isError && (
        <Alert color="red" role="alert">
          {describeError(change.error, t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={change.isPending}>
          {t('account.password.submit')}
        </Button>
      </Group>
    </FormStack>
  );
}
