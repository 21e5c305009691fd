import { Anchor, Center, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The centred frame of the signed-out screens (login, password reset, invitation). */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100vh" p="md">
      <Container size={440} w="100%">
        <Stack gap="lg">
          <Anchor component={Link} to="/" c="dimmed" size="sm" fw={700} ta="center">
            {t('app.name')}
          </Anchor>
          <Paper withBorder shadow="md" p="xl" radius="md">
            <Stack gap="md">
              <Title order={1} size="h2">
                {title}
              </Title>
              {children}
            </Stack>
          </Paper>
          <Text size="xs" c="dimmed" ta="center">
            <Anchor component={Link} to="/legal" size="xs" c="dimmed">
              {t('nav.legal')}
            </Anchor>
          </Text>
        </Stack>
      </Container>
    </Center>
  );
}
