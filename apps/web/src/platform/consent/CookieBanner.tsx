import { Button, Checkbox, Group, Modal, Paper, Stack, Switch, Text, Title, useMatches } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveConsent, useConsent } from './consent.ts';

/** The cookie-consent banner (SPEC §1, §9); analytics stays off until accepted. */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useConsent();
  const [customising, setCustomising] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const buttonSize = useMatches({ base: 'compact-sm', sm: 'sm' });
  const shown = !consent;

  // The banner floats over the bottom of the page; the page gets as much room below its end, so a
  // visitor can scroll anything (a tour viewer's controls, a form's button) out from under it.
  useEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const reserve = () => {
      document.body.style.paddingBottom = `${element.offsetHeight + 16}px`;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [shown]);

  if (!shown) return null;

  return (
    <>
      <Paper
        ref={banner}
        component="section"
        role="region"
        aria-labelledby="cookie-banner-title"
        data-testid="cookie-banner"
        withBorder
        shadow="lg"
        p={{ base: 'xs', sm: 'md' }}
        radius="md"
        style={{
          position: 'fixed',
          insetInline: 'min(16px, 2vw)',
          bottom: 'min(16px, 2vw)',
          zIndex: 300,
          maxWidth: 720,
          marginInline: 'auto',
        }}
      >
        {/* Compact on a phone: small type and buttons, so the page keeps most of the screen. */}
        <Stack gap="xs">
          <Title order={2} size="h5" id="cookie-banner-title">
            {t('consent.title')}
          </Title>
          <Text fz={{ base: 'xs', sm: 'sm' }}>{t('consent.body')}</Text>
          <Group gap="xs" justify="flex-end">
            <Button size={buttonSize} variant="subtle" onClick={() => setCustomising(true)}>
              {t('consent.customise')}
            </Button>
            <Button size={buttonSize} variant="default" onClick={() => saveConsent({ analytics: false })}>
              {t('consent.onlyRequired')}
            </Button>
            <Button size={buttonSize} onClick={() => saveConsent({ analytics: true })}>
              {t('consent.acceptAll')}
            </Button>
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
