import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../api/session.ts';

/** Shown instead of the app once the trial is over (SPEC §4). */
export function TrialEnded() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder p="xl" radius="md" maw={480}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('trial.title')}
          </Title>
          <Text>{t('trial.body')}</Text>
          <Button variant="default" onClick={() => void logout()}>
            {t('nav.logout')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
