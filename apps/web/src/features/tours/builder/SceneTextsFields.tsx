import { Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import type { Scene, TourLocalization } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';

interface SceneTextsFieldsProps {
  entry: TourLocalization;
  scenes: readonly Scene[];
  onChange: (change: Partial<TourLocalization>) => void;
}

/**
 * One language's scene texts: per scene its title, the words of its links and the title and text
 * of its info hotspots. An empty field keeps the scene's own text, shown as the placeholder.
 */
export function SceneTextsFields({ entry, scenes, onChange }: SceneTextsFieldsProps) {
  const { t } = useTranslation();
  const sceneTitle = (id: string) => scenes.find((s) => s.id === id)?.title ?? id;

  return (
    <Stack gap={6}>
      {scenes.map((scene) => (
        <Fieldset key={scene.id} legend={scene.title} variant="filled" p="xs">
          <Stack gap={4}>
            <TextInput
              size="xs"
              label={t('tours.localization.sceneTitle')}
              placeholder={scene.title}
              lang={entry.locale}
              maxLength={200}
              value={entry.scenes[scene.id] ?? ''}
              onChange={(event) =>
                onChange({ scenes: { ...entry.scenes, [scene.id]: event.currentTarget.value } })
              }
            />
            {scene.links.map((link) => (
              <TextInput
                key={link.id}
                size="xs"
                label={t('tours.builder.linkTo', { title: sceneTitle(link.to) })}
                placeholder={link.title}
                lang={entry.locale}
                maxLength={200}
                value={entry.links[link.id] ?? ''}
                onChange={(event) =>
                  onChange({ links: { ...entry.links, [link.id]: event.currentTarget.value } })
                }
              />
            ))}
            {scene.hotspots.map((hotspot) => {
              const texts = entry.hotspots[hotspot.id] ?? { title: '', text: '' };
              const edit = (change: Partial<typeof texts>) =>
                onChange({ hotspots: { ...entry.hotspots, [hotspot.id]: { ...texts, ...change } } });
              return (
                <Stack key={hotspot.id} gap={4}>
                  <TextInput
                    size="xs"
                    label={t('tours.localization.hotspotTitle', { title: hotspot.title })}
                    placeholder={hotspot.title}
                    lang={entry.locale}
                    maxLength={200}
                    value={texts.title}
                    onChange={(event) => edit({ title: event.currentTarget.value })}
                  />
                  <Textarea
                    size="xs"
                    label={t('tours.localization.hotspotText', { title: hotspot.title })}
                    placeholder={hotspot.text}
                    lang={entry.locale}
                    autosize
                    minRows={1}
                    maxLength={10_000}
                    value={texts.text}
                    onChange={(event) => edit({ text: event.currentTarget.value })}
                  />
                </Stack>
              );
            })}
          </Stack>
        </Fieldset>
      ))}
    </Stack>
  );
}
