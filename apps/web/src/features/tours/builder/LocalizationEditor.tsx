import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  type ContentItem,
  contentProperties,
  findLocalizationProblem,
  locales,
  type TourLocalization,
} from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { useUpdateContent } from '../../content/index.ts';
import { languageName } from './languageName.ts';
import { SceneTextsFields } from './SceneTextsFields.tsx';
import { changed } from './scenes.ts';

function savedLanguages(item: ContentItem) {
  const parsed = contentProperties.tours.safeParse(item.properties).data;
  return { locale: parsed?.locale ?? 'en-US', localizations: parsed?.localizations ?? [] };
}

/**
 * The tour's languages: the one its own texts are written in, and a translation of the title,
 * description and scene texts (titles, link words, hotspot titles and texts) per further language. Viewers show the translation matching their
 * interface language. Saved on its own, like the tour's switches.
 */
export function LocalizationEditor({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const update = useUpdateContent('tours');
  const [baseline, setBaseline] = useState(() => savedLanguages(item));
  const [locale, setLocale] = useState(baseline.locale);
  const [entries, setEntries] = useState<TourLocalization[]>(baseline.localizations);
  const [adding, setAdding] = useState<string | null>(null);
  const [openScenes, setOpenScenes] = useState<string | null>(null);
  const scenes = contentProperties.tours.safeParse(item.properties).data?.scenes ?? [];
  const problem = findLocalizationProblem(locale, entries);
  const dirty = changed(baseline, { locale, localizations: entries });
  const available = locales.filter((l) => l.code !== locale && !entries.some((e) => e.locale === l.code));

  const edit = (code: string, change: Partial<TourLocalization>) =>
    setEntries(entries.map((entry) => (entry.locale === code ? { ...entry, ...change } : entry)));
  const remove = (entry: TourLocalization) => {
    const drop = () => setEntries(entries.filter((e) => e.locale !== entry.locale));
    const hasText =
      entry.title.trim() ||
      entry.description.trim() ||
      Object.values(entry.scenes).some((title) => title.trim()) ||
      Object.values(entry.links).some((words) => words.trim()) ||
      Object.values(entry.hotspots).some((texts) => texts.title.trim() || texts.text.trim());
    if (!hasText) return drop();
    modals.openConfirmModal({
      title: t('tours.localization.removeTitle'),
      children: (
        <Text size="sm">{t('tours.localization.removeBody', { language: languageName(entry.locale) })}</Text>
      ),
      labels: { confirm: t('tours.builder.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: drop,
    });
  };
  const save = () => {
    if (problem) return;
    const localizations = entries.map((entry) => ({
      ...entry,
      scenes: Object.fromEntries(Object.entries(entry.scenes).filter(([, title]) => title.trim())),
      links: Object.fromEntries(Object.entries(entry.links).filter(([, words]) => words.trim())),
      hotspots: Object.fromEntries(
        Object.entries(entry.hotspots).filter(([, texts]) => texts.title.trim() || texts.text.trim()),
      ),
    }));
    update.mutate(
      { id: item.id, data: { properties: { locale, localizations } } },
      {
        onSuccess: (saved) => {
          const next = savedLanguages(saved);
          setBaseline(next);
          setEntries(next.localizations);
          notifications.show({ color: 'green', message: t('tours.localization.saved') });
        },
        onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }),
      },
    );
  };

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('tours.localization.title')}
        </Title>
        <Select
          label={t('tours.localization.ownLocale')}
          description={t('tours.localization.ownLocaleHint')}
          data={locales.map((l) => ({ value: l.code, label: languageName(l.code) }))}
          value={locale}
          allowDeselect={false}
          searchable
          onChange={(code) => code && setLocale(code)}
        />
        {entries.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('tours.localization.empty')}
          </Text>
        )}
        {entries.map((entry) => {
          const wrong = problem?.locale === entry.locale ? problem.problem : null;
          return (
            <Paper
              key={entry.locale}
              withBorder
              p="xs"
              component="section"
              aria-label={languageName(entry.locale)}
            >
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={500} size="sm">
                    {languageName(entry.locale)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('tours.localization.remove', { language: languageName(entry.locale) })}
                    onClick={() => remove(entry)}
                  >
                    ×
                  </ActionIcon>
                </Group>
                {wrong && (
                  <Text size="xs" c="red" role="alert">
                    {t(`tours.localization.problem.${wrong}`, { language: languageName(entry.locale) })}
                  </Text>
                )}
                <TextInput
                  size="xs"
                  label={t('tours.localization.tourTitle')}
                  placeholder={item.title}
                  lang={entry.locale}
                  maxLength={200}
                  value={entry.title}
                  onChange={(event) => edit(entry.locale, { title: event.currentTarget.value })}
                />
                <Textarea
                  size="xs"
                  label={t('tours.localization.description')}
                  placeholder={item.description}
                  lang={entry.locale}
                  autosize
                  minRows={2}
                  maxLength={5000}
                  value={entry.description}
                  onChange={(event) => edit(entry.locale, { description: event.currentTarget.value })}
                />
                {scenes.length > 0 && (
                  <UnstyledButton
                    fz="xs"
                    c="blue"
                    aria-expanded={openScenes === entry.locale}
                    onClick={() => setOpenScenes(openScenes === entry.locale ? null : entry.locale)}
                  >
                    {t('tours.localization.sceneTexts', { number: scenes.length })}
                  </UnstyledButton>
                )}
                {openScenes === entry.locale && (
                  <SceneTextsFields
                    entry={entry}
                    scenes={scenes}
                    onChange={(change) => edit(entry.locale, change)}
                  />
                )}
              </Stack>
            </Paper>
          );
        })}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            flex={1}
            size="xs"
            label={t('tours.localization.add')}
            placeholder={t('tours.localization.chooseLanguage')}
            data={available.map((l) => ({ value: l.code, label: languageName(l.code) }))}
            value={adding}
            onChange={setAdding}
            searchable
          />
          <Button
            size="xs"
            variant="light"
            disabled={!adding}
            onClick={() => {
              if (!adding) return;
              setEntries([
                ...entries,
                { locale: adding, title: '', description: '', scenes: {}, links: {}, hotspots: {} },
              ]);
              setAdding(null);
            }}
          >
            {t('tours.builder.add')}
          </Button>
        </Group>
        <Group justify="space-between">
          <Text size="xs" c="orange" role="status">
            {dirty ? t('tours.builder.unsaved') : ''}
          </Text>
          <Button size="xs" onClick={save} loading={update.isPending} disabled={!dirty || problem !== null}>
            {t('tours.localization.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
