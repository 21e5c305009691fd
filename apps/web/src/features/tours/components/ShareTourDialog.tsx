import {
  Button,
  Checkbox,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type ContentItem, localeCodes } from '@spatium/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '../builder/languageName.ts';
import { QrCode } from './QrCode.tsx';
import { embedCode, publicTourUrl } from './shareLinks.ts';

export type SharedTour = Pick<ContentItem, 'id' | 'title' | 'properties'>;

function scenesOf(tour: SharedTour): { value: string; label: string }[] {
  const scenes = tour.properties.scenes;
  if (!Array.isArray(scenes)) return [];
  return scenes.flatMap((scene: unknown) => {
    const { id, title } = (scene ?? {}) as { id?: unknown; title?: unknown };
    return typeof id === 'string'
      ? [{ value: id, label: typeof title === 'string' && title ? title : id }]
      : [];
  });
}

function CopyAction({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          onClick={copy}
          color={copied ? 'teal' : undefined}
          variant={copied ? 'light' : 'filled'}
          aria-label={label}
        >
          <span aria-live="polite">{copied ? t('tours.share.copied') : t('tours.share.copy')}</span>
        </Button>
      )}
    </CopyButton>
  );
}

/** A public tour's full address with a copy button, a QR code, and an embed code. */
export default function ShareTourDialog({ tour, onClose }: { tour: SharedTour; onClose: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const scenes = scenesOf(tour);
  const [scene, setScene] = useState<string | null>(null);
  const [language, setLanguage] = useState<string | null>(null);
  const [fullWidth, setFullWidth] = useState(true);
  const [width, setWidth] = useState(800);
  const [height, setHeight] = useState(500);
  // The address this app is served from is the public one: the server serves the web app itself.
  const origin = window.location.origin;
  const options = { scene: scene ?? undefined, language: language ?? undefined };
  const url = publicTourUrl(origin, tour.id, options);
  const code = embedCode(origin, tour.id, {
    ...options,
    width: fullWidth ? null : width,
    height,
    title: tour.title,
  });

  return (
    <Modal opened onClose={onClose} title={t('tours.share.title')} size="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('tours.share.startScene')}
            placeholder={t('tours.share.firstScene')}
            data={scenes}
            value={scene}
            onChange={setScene}
            clearable
            disabled={scenes.length === 0}
          />
          <Select
            label={t('tours.share.language')}
            placeholder={t('tours.share.visitorLanguage')}
            data={localeCodes.map((locale) => ({ value: locale, label: languageName(locale) }))}
            value={language}
            onChange={setLanguage}
            searchable
            clearable
          />
        </SimpleGrid>

        <Stack gap="xs" component="section" aria-labelledby={`${ids}-link`}>
          <Title order={3} size="h6" id={`${ids}-link`}>
            {t('tours.share.link')}
          </Title>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              readOnly
              value={url}
              flex={1}
              aria-label={t('tours.share.link')}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="share-url"
            />
            <CopyAction value={url} label={t('tours.share.copyLink')} />
          </Group>
          <QrCode
            value={url}
            label={t('tours.share.qrLabel', { title: tour.title })}
            fileName={`tour-${tour.id}-qr.svg`}
          />
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby={`${ids}-embed`}>
          <Title order={3} size="h6" id={`${ids}-embed`}>
            {t('tours.share.embed')}
          </Title>
          <Group gap="sm" align="flex-end">
            <Checkbox
              label={t('tours.share.fullWidth')}
              checked={fullWidth}
              onChange={(event) => setFullWidth(event.currentTarget.checked)}
              mb={8}
            />
            <NumberInput
              label={t('tours.share.width')}
              value={width}
              onChange={(value) => setWidth(typeof value === 'number' ? value : 800)}
              min={200}
              max={4000}
              step={10}
              w={120}
              disabled={fullWidth}
            />
            <NumberInput
              label={t('tours.share.height')}
              value={height}
              onChange={(value) => setHeight(typeof value === 'number' ? value : 500)}
              min={200}
              max={3000}
              step={10}
              w={120}
            />
          </Group>
          <Textarea
            readOnly
            value={code}
            autosize
            minRows={3}
            ff="monospace"
            aria-label={t('tours.share.embed')}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="share-embed"
          />
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="xs" c="dimmed">
              {t('tours.share.embedHint')}
            </Text>
            <CopyAction value={code} label={t('tours.share.copyEmbed')} />
          </Group>
        </Stack>
      </Stack>
    </Modal>
  );
}
