import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, isApiError } from '../../../platform/api/index.ts';

/** The unlock call of whoever opens the cloud: a signed-in user, a link's visitor, a public visitor. */
export interface PinUnlock {
  mutate: (pin: string) => void;
  error: unknown;
  isError: boolean;
  isPending: boolean;
}

/** SPEC §1/§5/§8: a PIN-locked cloud asks for its PIN; the server decides and counts the tries. */
export function PinPrompt({ unlock }: { unlock: PinUnlock }) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const wrong = isApiError(unlock.error) && unlock.error.status === 403;
  return (
    <Paper withBorder p="xl" maw={420} mx="auto">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (pin.length > 0) unlock.mutate(pin);
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('clouds.pin.locked')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('clouds.pin.intro')}
          </Text>
          {wrong && (
            <Text c="red" role="alert">
              {t('clouds.pin.invalid')}
            </Text>
          )}
          <PasswordInput
            label={t('clouds.pin.label')}
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            onChange={(event) => setPin(event.currentTarget.value)}
            error={wrong ? t('clouds.pin.notCorrect') : undefined}
            data-autofocus
          />
          {unlock.isError && !wrong && (
            <Text c="red" role="alert">
              {describeError(unlock.error, t)}
            </Text>
          )}
          <Button type="submit" loading={unlock.isPending} disabled={pin.length === 0}>
            {t('clouds.pin.unlock')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
