import { Button, Checkbox, Group, Modal, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveConsent, useConsent } from './consent.ts';

/** The cookie-consent banner (SPEC §1, §9); analytics stays off until accepted. */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useConsent();
  const [customising, setCustomising] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  if (consent) return null;

  return (
    <>
      <Paper
        component="section"
        role="region"
        aria-labelledby="cookie-banner-title"
        data-testid="cookie-banner"
        withBorder
        shadow="lg"
        p="md"
        radius="md"
        style={{
          position: 'fixed',
          insetInline: 16,
          bottom: 16,
          zIndex: 300,
          maxWidth: 720,
          marginInline: 'auto',
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h5" id="cookie-banner-title">
            {t('consent.title')}
          </Title>
          <Text size="sm">{t('consent.body')}</Text>
          <Group gap="sm" justify="flex-end">
            <Button variant="subtle" onClick={() => setCustomising(true)}>
              {t('consent.customise')}
            </Button>
            <Button variant="default" onClick={() => saveConsent({ analytics: false })}>
              {t('consent.onlyRequired')}
            </Button>
            <Button onClick={() => saveConsent({ analytics: true })}>{t('consent.acceptAll')}</Button>
          </Group>
        </Stack>
      </Paper>
      <Modal opened={customising} onClose={() => setCustomising(false)} title={t('consent.customiseTitle')}>
        <Stack gap="md">
          <Checkbox
            checked
            disabled
            label={t('consent.localStorage.label')}
            description={t('consent.localStorage.description')}
          />
          <Checkbox
            checked
            disabled
            label={t('consent.cookies.label')}
            description={t('consent.cookies.description')}
          />
          <Switch
            checked={analytics}
            onChange={(event) => setAnalytics(event.currentTarget.checked)}
            label={t('consent.analytics.label')}
            description={t('consent.analytics.description')}
          />
          <Group justify="flex-end">
            <Button
              onClick={() => {
                saveConsent({ analytics });
                setCustomising(false);
              }}
            >
              {t('consent.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
