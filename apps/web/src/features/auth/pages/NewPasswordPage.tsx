import { Alert, Anchor, Button, Group, PasswordInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { routes } from '@spatium/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { callRoute, describeError } from '../../../platform/api/index.ts';
import { FormStack } from '../../system/index.ts';
import { AuthFrame } from '../components/AuthFrame.tsx';
import { confirmationError, passwordError } from '../validation.ts';

export default function NewPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const reset = useMutation({
    mutationFn: () =>
      callRoute(routes.resetPassword, {
        body: { code, password, passwordConfirmation: confirmation },
        token: null,
      }),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('auth.newPassword.done') });
      await navigate('/login', { replace: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      password: passwordError(password, t),
      confirmation: confirmationError(password, confirmation, t),
    };
    setErrors(next);
    if (!next.password && !next.confirmation) reset.mutate();
  };

  if (!code) {
    return (
      <AuthFrame title={t('auth.newPassword.title')}>
        <Alert color="red" role="alert">
          {t('serverMessages.resetLinkInvalid')}
        </Alert>
        <Anchor component={Link} to="/forgot-password">
          {t('auth.newPassword.requestAgain')}
        </Anchor>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('auth.newPassword.title')}>
      <FormStack gap="md" onSubmit={submit}>
        <PasswordInput
          label={t('auth.newPassword.password')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          autoComplete="new-password"
          error={errors.password}
          required
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePassword') }}
        />
        <PasswordInput
          label={t('auth.newPassword.repeat')}
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          autoComplete="new-password"
          error={errors.confirmation}
          required
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePassword') }}
        />
        {reset.isError && (
          <Alert color="red" role="alert">
            {describeError(reset.error, t)}
          </Alert>
        )}
        <Group justify="space-between">
          <Anchor component={Link} to="/login" size="sm">
            {t('auth.backToLogin')}
          </Anchor>
          <Button type="submit" loading={reset.isPending}>
            {t('auth.newPassword.submit')}
          </Button>
        </Group>
      </FormStack>
    </AuthFrame>
  );
}
