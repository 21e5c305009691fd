import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Profile, routes } from '@spatium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute, describeError, setToken } from '../../../platform/api/index.ts';
import { profileQueryKey, TwoFactorEnrolment } from '../../auth/index.ts';
import { FormStack } from '../../system/index.ts';

export function TwoFactorSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  const refreshSession = async (jwt: string) => {
    setToken(jwt);
    await queryClient.invalidateQueries({ queryKey: profileQueryKey });
  };
  const disable = useMutation({
    mutationFn: () => callRoute(routes.disable2fa, { body: { code: code.trim() } }),
    onSuccess: async (result) => {
      setCode('');
      await refreshSession(result.jwt);
      notifications.show({ message: t('twofa.disabled') });
    },
  });

  const submitDisable = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError(t('twofa.codeInvalid'));
      return;
    }
    setCodeError(undefined);
    disable.mutate();
  };

  if (!profile.twofa_enabled) {
    return (
      <Stack gap="sm">
        <Group>
          <Badge color="gray" variant="light">
            {t('twofa.stateOff')}
          </Badge>
        </Group>
        <TwoFactorEnrolment
          onEnabled={async (jwt) => {
            await refreshSession(jwt);
            notifications.show({ color: 'green', message: t('twofa.enabled') });
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Group>
        <Badge color="green" variant="light">
          {t('twofa.stateOn')}
        </Badge>
      </Group>
      {profile.mandatory_2fa ? (
        <Text size="sm" c="dimmed">
          {t('twofa.mandatory')}
        </Text>
      ) : (
        <FormStack gap="sm" onSubmit={submitDisable}>
          <Text size="sm">{t('twofa.disableIntro')}</Text>
          <TextInput
            label={t('twofa.codeLabel')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={codeError}
            required
            maw={240}
          />
          {disable.isError && (
            <Alert color="red" role="alert">
              {describeError(disable.error, t)}
            </Alert>
          )}
          <Group>
            <Button type="submit" color="red" variant="light" loading={disable.isPending}>
              {t('twofa.disable')}
            </Button>
          </Group>
        </FormStack>
      )}
    </Stack>
  );
}
