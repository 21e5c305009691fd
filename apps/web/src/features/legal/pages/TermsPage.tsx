import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../platform/i18n/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import { useLatestAgreement } from '../api/agreements.ts';

export default function TermsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const latest = useLatestAgreement();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('legal.termsTitle')}</Title>
      {latest.isPending ? (
        <LoadingState lines={6} />
      ) : latest.isError ? (
        <ErrorState error={latest.error} onRetry={() => void latest.refetch()} />
      ) : !latest.data ? (
        <EmptyState message={t('legal.noTerms')} />
      ) : (
        <Paper withBorder p="lg" radius="md" component="article">
          <Stack gap="sm">
            <Title dir="auto" order={2} size="h3">
              {latest.data.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('legal.version', {
                version: latest.data.version,
                date: format.date(latest.data.published_at),
              })}
            </Text>
            <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {latest.data.body}
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
