import { Button, Group, Paper, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ContentItem } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { useSaveMapProperties } from '../api/maps.ts';
import type { MapStyleChoice } from '../viewer/basemapStyle.ts';

/** A map's levels (floors) and styles (SPEC §3), edited by those who may change the map. */
export function MapSettings({ map, onClose }: { map: ContentItem; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveMapProperties(map.id);
  const [levels, setLevels] = useState<string[]>(
    Array.isArray(map.properties.levels) ? map.properties.levels.map(String) : [],
  );
  const [styles, setStyles] = useState<MapStyleChoice[]>((map.properties.styles ?? []) as MapStyleChoice[]);
  const setStyle = (index: number, changes: Partial<MapStyleChoice>) =>
    setStyles(styles.map((s, i) => (i === index ? { ...s, ...changes } : s)));

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <TagsInput
          label={t('maps.settings.levels')}
          description={t('maps.settings.levelsHint')}
          value={levels}
          onChange={setLevels}
        />
        <Text size="sm" fw={500}>
          {t('maps.settings.styles')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('maps.settings.stylesHint')}
        </Text>
        {styles.map((style, index) => (
          <Group key={style.id} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('maps.settings.styleTitle')}
              value={style.title}
              onChange={(e) => setStyle(index, { title: e.currentTarget.value })}
            />
            <TextInput
              style={{ flex: 1 }}
              label={t('maps.settings.styleUrl')}
              value={style.url}
              onChange={(e) => setStyle(index, { url: e.currentTarget.value })}
            />
            <Button
              variant="subtle"
              color="red"
              onClick={() => setStyles(styles.filter((_, i) => i !== index))}
            >
              {t('maps.settings.removeStyle')}
            </Button>
          </Group>
        ))}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() => setStyles([...styles, { id: `style-${Date.now()}`, title: '', url: '' }])}
          >
            {t('maps.settings.addStyle')}
          </Button>
          <Button
            size="xs"
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { levels, styles: styles.filter((s) => s.title.trim() && s.url.trim()) },
                {
                  onSuccess: onClose,
                  onError: (error) =>
                    notifications.show({
                      color: 'red',
                      title: t('maps.settings.saveFailed'),
                      message: describeError(error, t),
                    }),
                },
              )
            }
          >
            {t('common.save')}
          </Button>
          <Button size="xs" variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
