import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { routes } from '@spatium/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { callRoute, describeError, isApiError } from '../../../platform/api/index.ts';
import { FormStack } from '../../system/index.ts';
import { useCompleteSignIn } from '../api/session.ts';
import { AuthFrame } from '../components/AuthFrame.tsx';
import { confirmationError, isValidEmail, passwordError } from '../validation.ts';

type Field = 'email' | 'firstname' | 'lastname' | 'telephone' | 'password' | 'passwordConfirmation';
type Values = Record<Field, string>;
const empty: Values = {
  email: '',
  firstname: '',
  lastname: '',
  telephone: '',
  password: '',
  passwordConfirmation: '',
};

/** Registration from an invitation (SPEC §5). */
export default function UserInvitePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const completeSignIn = useCompleteSignIn();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => callRoute(routes.getInvitation, { params: { token }, token: null, signal }),
    enabled: token.length > 0,
    retry: false,
  });
  const register = useMutation({
    mutationFn: () =>
      callRoute(routes.registerFromInvite, {
        body: { token, ...values, email: values.email.trim() },
        token: null,
      }),
    onSuccess: (result) => completeSignIn(result.jwt, 'password'),
  });

  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {
      email: isValidEmail(values.email) ? undefined : t('validation.invalidEmail'),
      firstname: values.firstname.trim() ? undefined : t('invite.firstnameRequired'),
      lastname: values.lastname.trim() ? undefined : t('invite.lastnameRequired'),
      telephone: values.telephone.trim().length >= 3 ? undefined : t('invite.telephoneRequired'),
      password: passwordError(values.password, t),
      passwordConfirmation: values.password
        ? confirmationError(values.password, values.passwordConfirmation, t)
        : undefined,
    };
    setErrors(next);
    if (Object.values(next).every((message) => !message)) register.mutate();
  };

  if (!token) {
    return (
      <AuthFrame title={t('invite.title')}>
        <Alert color="red" role="alert">
          {t('invite.missingToken')}
        </Alert>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('invite.title')}>
      {invitation.isPending ? (
        <Skeleton height={20} role="status" aria-label={t('common.loading')} />
      ) : invitation.isError ? (
        <Stack gap="sm">
          <Alert color="red" role="alert">
            {/* A cut-off (400) or used, expired or made-up (404) link: one sentence that says what to do. */}
            {isApiError(invitation.error) && [400, 404].includes(invitation.error.status)
              ? t('serverMessages.invitationInvalid')
              : describeError(invitation.error, t)}
          </Alert>
          <Anchor component={Link} to="/login">
            {t('auth.backToLogin')}
          </Anchor>
        </Stack>
      ) : (
        <FormStack gap="md" onSubmit={submit}>
          <Text size="sm">
            {invitation.data.company
              ? t('invite.intro', { company: invitation.data.company })
              : t('invite.introNoCompany')}
          </Text>
          <TextInput
            type="email"
            label={t('invite.email')}
            description={t('invite.emailHint')}
            value={values.email}
            onChange={set('email')}
            autoComplete="email"
            error={errors.email}
            required
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('profile.firstname')}
              value={values.firstname}
              onChange={set('firstname')}
              autoComplete="given-name"
              error={errors.firstname}
              required
            />
            <TextInput
              label={t('profile.lastname')}
              value={values.lastname}
              onChange={set('lastname')}
              autoComplete="family-name"
              error={errors.lastname}
              required
            />
          </SimpleGrid>
          <TextInput
            type="tel"
            label={t('profile.telephone')}
            value={values.telephone}
            onChange={set('telephone')}
            autoComplete="tel"
            error={errors.telephone}
            required
          />
          <PasswordInput
            label={t('auth.newPassword.password')}
            value={values.password}
            onChange={set('password')}
            autoComplete="new-password"
            error={errors.password}
            required
            visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePassword') }}
          />
          <PasswordInput
            label={t('auth.newPassword.repeat')}
            value={values.passwordConfirmation}
            onChange={set('passwordConfirmation')}
            autoComplete="new-password"
            error={errors.passwordConfirmation}
            required
            visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePassword') }}
          />
          {register.isError && (
            <Alert color="red" role="alert">
              {describeError(register.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={register.isPending}>
              {t('invite.submit')}
            </Button>
          </Group>
        </FormStack>
      )}
    </AuthFrame>
  );
}
