import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { routes } from '@spatium/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callRoute, describeError, isApiError } from '../../../platform/api/index.ts';
import { FormStack } from '../../system/index.ts';
import { AuthFrame } from '../components/AuthFrame.tsx';
import { isValidEmail } from '../validation.ts';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const request = useMutation({
    mutationFn: () => callRoute(routes.forgotPassword, { body: { email: email.trim() }, token: null }),
  });
  // Whether an account exists is never revealed: any answer but "too many" or a failure to reach us
  // gets the same message.
  const sent =
    request.isSuccess ||
    (request.isError &&
      isApiError(request.error) &&
      request.error.status >= 400 &&
      request.error.status < 500 &&
      request.error.status !== 429);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setEmailError(t('validation.invalidEmail'));
      return;
    }
    setEmailError(undefined);
    request.mutate();
  };

  return (
    <AuthFrame title={t('auth.forgot.title')}>
      {sent ? (
        <Stack gap="md">
          <Alert color="blue" role="status">
            {t('auth.forgot.sent')}
          </Alert>
          <Anchor component={Link} to="/login">
            {t('auth.backToLogin')}
          </Anchor>
        </Stack>
      ) : (
        <FormStack gap="md" onSubmit={submit}>
          <Text size="sm" c="dimmed">
            {t('auth.forgot.intro')}
          </Text>
          <TextInput
            type="email"
            label={t('auth.email')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            autoComplete="email"
            error={emailError}
            required
          />
          {request.isError && (
            <Alert color="red" role="alert">
              {describeError(request.error, t)}
            </Alert>
          )}
          <Group justify="space-between">
            <Anchor component={Link} to="/login" size="sm">
              {t('auth.backToLogin')}
            </Anchor>
            <Button type="submit" loading={request.isPending}>
              {t('auth.forgot.submit')}
            </Button>
          </Group>
        </FormStack>
      )}
    </AuthFrame>
  );
}
