import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOverrides } from '../../../platform/overrides/overrides.ts';

export default function MaintenancePage() {
  const { t } = useTranslation();
  const { overrides } = useOverrides();
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder p="xl" radius="md" maw={520}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('maintenance.title')}
          </Title>
          <Text>{t('maintenance.body')}</Text>
          {!overrides.maintenance_mode && (
            <Button component={Link} to="/" variant="default">
              {t('maintenance.back')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
