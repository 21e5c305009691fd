import { Alert, Button, Code, CopyButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { routes } from '@spatium/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute, describeError } from '../../../platform/api/index.ts';
import { FormStack } from '../../system/index.ts';

interface Props {
  /** The enrolment token from sign-in; the stored session's when omitted (account page). */
  token?: string;
  onEnabled: (jwt: string) => void | Promise<void>;
}

/** 2FA enrolment: POST 2fa/setup shows a QR code and secret, POST 2fa/enable confirms a code. */
export function TwoFactorEnrolment({ token, onEnabled }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const setup = useMutation({ mutationFn: () => callRoute(routes.setup2fa, { token }) });
  const enable = useMutation({
    mutationFn: (value: string) => callRoute(routes.enable2fa, { body: { code: value }, token }),
    onSuccess: (result) => onEnabled(result.jwt),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError(t('twofa.codeInvalid'));
      return;
    }
    setCodeError(undefined);
    enable.mutate(code.trim());
  };

  if (!setup.data) {
    return (
      <Stack gap="sm">
        <Text size="sm">{t('twofa.enrol.intro')}</Text>
        {setup.isError && (
          <Alert color="red" role="alert">
            {describeError(setup.error, t)}
          </Alert>
        )}
        <Group>
          <Button onClick={() => setup.mutate()} loading={setup.isPending}>
            {t('twofa.enrol.start')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <FormStack gap="sm" onSubmit={submit}>
      <Text size="sm">{t('twofa.enrol.scan')}</Text>
      <Image
        src={setup.data.qr_code}
        alt={t('twofa.enrol.qrAlt')}
        w={200}
        h={200}
        bg="white"
        p={8}
        radius="sm"
      />
      <Text size="sm">{t('twofa.enrol.manual')}</Text>
      <Group gap="xs">
        <Code fz="sm" style={{ wordBreak: 'break-all' }}>
          {setup.data.secret}
        </Code>
        <CopyButton value={setup.data.secret}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="light" onClick={copy}>
              {copied ? t('common.copied') : t('common.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <TextInput
        label={t('twofa.codeLabel')}
        description={t('twofa.codeHint')}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={codeError}
        required
      />
      {enable.isError && (
        <Alert color="red" role="alert">
          {describeError(enable.error, t)}
        </Alert>
      )}
      <Group>
        <Button type="submit" loading={enable.isPending}>
          {t('twofa.enrol.confirm')}
        </Button>
      </Group>
    </FormStack>
  );
}
