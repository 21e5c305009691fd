import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useToken } from '../../../platform/api/index.ts';

const featureKeys = ['tours', 'pointClouds', 'bim', 'maps', 'stories', 'issues'] as const;

export default function LandingPage() {
  const { t } = useTranslation();
  const signedIn = Boolean(useToken());
  return (
    <Container component="main" size="lg" py={64}>
      <Stack gap={48}>
        <Stack gap="md" maw={720}>
          <Text c="blue.4" fw={700} tt="uppercase" size="sm">
            {t('app.name')}
          </Text>
          <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1}>
            {t('landing.title')}
          </Title>
          <Text size="lg" c="dimmed">
            {t('landing.pitch')}
          </Text>
          <Group>
            {signedIn ? (
              <Button component={Link} to="/dashboard" size="md">
                {t('landing.openDashboard')}
              </Button>
            ) : (
              <Button component={Link} to="/login" size="md">
                {t('landing.signIn')}
              </Button>
            )}
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {featureKeys.map((key) => (
            <Paper component="li" key={key} withBorder p="lg" radius="md">
              <Title order={2} size="h4" mb="xs">
                {t(`landing.features.${key}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`landing.features.${key}.body`)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
