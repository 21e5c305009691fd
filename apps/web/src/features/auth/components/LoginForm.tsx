import { Alert, Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { routes } from '@spatium/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callRoute, describeError } from '../../../platform/api/index.ts';
import { FormStack } from '../../system/index.ts';
import { useCompleteSignIn } from '../api/session.ts';
import { TwoFactorEnrolment } from './TwoFactorEnrolment.tsx';

type Step =
  | { kind: 'credentials' }
  | { kind: 'twofa'; pendingJwt: string }
  | { kind: 'enrol'; enrolJwt: string };

/**
 * Sign-in (SPEC §4): credentials give a token, then either the 2FA prompt (twofa) or the enrolment popup
 * (mandatory_2fa); after that the profile is fetched and the user is in.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ identifier?: string; password?: string; code?: string }>(
    {},
  );

  const signIn = useMutation({
    mutationFn: () =>
      callRoute(routes.customauth, { body: { identifier: identifier.trim(), password }, token: null }),
    onSuccess: async (result) => {
      if (result.twofa) setStep({ kind: 'twofa', pendingJwt: result.jwt });
      // The server has the last word: a company's mandate stands even where the domain hides 2FA.
      else if (result.mandatory_2fa) setStep({ kind: 'enrol', enrolJwt: result.jwt });
      else await completeSignIn(result.jwt, 'password');
    },
  });
  const verify = useMutation({
    mutationFn: (pendingJwt: string) =>
      callRoute(routes.verify2fa, { body: { code: code.trim() }, token: pendingJwt }),
    onSuccess: (result) => completeSignIn(result.jwt, 'twofa'),
  });

  const submitCredentials = (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      identifier: identifier.trim() ? undefined : t('auth.login.identifierRequired'),
      password: password ? undefined : t('validation.passwordRequired'),
    };
    setFieldErrors(errors);
    if (!errors.identifier && !errors.password) signIn.mutate();
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'twofa') return;
    if (!/^\d{6}$/.test(code.trim())) {
      setFieldErrors({ code: t('twofa.codeInvalid') });
      return;
    }
    setFieldErrors({});
    verify.mutate(step.pendingJwt);
  };

  if (step.kind === 'twofa') {
    return (
      <FormStack gap="md" onSubmit={submitCode} aria-label={t('twofa.prompt.title')}>
        <Text fw={600}>{t('twofa.prompt.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('twofa.prompt.body')}
        </Text>
        <TextInput
          label={t('twofa.codeLabel')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={fieldErrors.code}
          required
          data-autofocus
          autoFocus
        />
        {verify.isError && (
          <Alert color="red" role="alert">
            {describeError(verify.error, t)}
          </Alert>
        )}
        <Group justify="space-between">
          <Button
            variant="subtle"
            onClick={() => {
              setStep({ kind: 'credentials' });
              setCode('');
              verify.reset();
            }}
          >
            {t('common.back')}
          </Button>
          <Button type="submit" loading={verify.isPending}>
            {t('twofa.prompt.submit')}
          </Button>
        </Group>
      </FormStack>
    );
  }

  return (
    <>
      <FormStack gap="md" onSubmit={submitCredentials}>
        <TextInput
          label={t('auth.login.identifier')}
          value={identifier}
          onChange={(event) => setIdentifier(event.currentTarget.value)}
          autoComplete="username"
          error={fieldErrors.identifier}
          required
        />
        <PasswordInput
          label={t('auth.login.password')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          autoComplete="current-password"
          error={fieldErrors.password}
          required
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePassword') }}
        />
        {signIn.isError && (
          <Alert color="red" role="alert">
            {describeError(signIn.error, t)}
          </Alert>
        )}
        <Group justify="space-between">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('auth.login.forgot')}
          </Anchor>
          <Button type="submit" loading={signIn.isPending}>
            {t('auth.login.submit')}
          </Button>
        </Group>
      </FormStack>
      <Modal
        opened={step.kind === 'enrol'}
        onClose={() => setStep({ kind: 'credentials' })}
        title={t('twofa.enrol.popupTitle')}
        closeOnClickOutside={false}
      >
        <Stack gap="sm">
          <Text size="sm">{t('twofa.enrol.required')}</Text>
          {step.kind === 'enrol' && (
            <TwoFactorEnrolment token={step.enrolJwt} onEnabled={(jwt) => completeSignIn(jwt, 'twofa')} />
          )}
        </Stack>
      </Modal>
    </>
  );
}
