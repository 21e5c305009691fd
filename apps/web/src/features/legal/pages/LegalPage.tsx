import { Anchor, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resetConsent } from '../../../platform/consent/consent.ts';
import { useOverrides } from '../../../platform/overrides/overrides.ts';
import NotFoundPage from '../../system/pages/NotFoundPage.tsx';

/** Imprint, privacy and cookie information; hidden on domains with disable_legal. */
export default function LegalPage() {
  const { t } = useTranslation();
  const { overrides } = useOverrides();
  if (overrides.disable_legal) return <NotFoundPage />;
  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>{t('legal.title')}</Title>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="legal-imprint">
        <Title order={2} size="h3" id="legal-imprint" mb="sm">
          {t('legal.imprint.title')}
        </Title>
        <Text>{t('legal.imprint.body')}</Text>
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="legal-privacy">
        <Title order={2} size="h3" id="legal-privacy" mb="sm">
          {t('legal.privacy.title')}
        </Title>
        <Text>{t('legal.privacy.body')}</Text>
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="legal-cookies">
        <Stack gap="sm">
          <Title order={2} size="h3" id="legal-cookies">
            {t('legal.cookies.title')}
          </Title>
          <Text>{t('legal.cookies.body')}</Text>
          <List spacing="xs">
            <List.Item>
              <Text span fw={600}>
                {t('consent.localStorage.label')}
              </Text>
              {' — '}
              {t('consent.localStorage.description')}
            </List.Item>
            <List.Item>
              <Text span fw={600}>
                {t('consent.cookies.label')}
              </Text>
              {' — '}
              {t('consent.cookies.description')}
            </List.Item>
            <List.Item>
              <Text span fw={600}>
                {t('consent.analytics.label')}
              </Text>
              {' — '}
              {t('consent.analytics.description')}
            </List.Item>
          </List>
          <div>
            <Button variant="default" onClick={resetConsent}>
              {t('consent.change')}
            </Button>
          </div>
        </Stack>
      </Paper>
      {!overrides.disable_terms && (
        <Anchor component={Link} to="/terms">
          {t('legal.termsLink')}
        </Anchor>
      )}
    </Stack>
  );
}
