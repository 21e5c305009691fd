import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An honest placeholder for a feature that later work will build; no fake content. */
export function ComingSoon({ feature }: { feature: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md" role="status">
      <Stack gap="sm" align="flex-start">
        <Badge variant="light">{t('comingSoon.badge')}</Badge>
        <Title order={2} size="h3">
          {feature}
        </Title>
        <Text>{t('comingSoon.body', { feature })}</Text>
      </Stack>
    </Paper>
  );
}

/** A whole page for a route whose feature is not built yet. */
export function ComingSoonPage({ feature }: { feature: string }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{feature}</Title>
      <ComingSoon feature={feature} />
    </Stack>
  );
}
