import { Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { removeItem, type SceneData } from '../builder/scenes.ts';
import type { BuilderMode } from './SceneToolbar.tsx';

/** The scene's links and hotspots: select, edit, move and remove them. */
export function SceneItemsPanel({
  scene,
  scenes,
  sceneTitles,
  selected,
  onSelect,
  onScenesChange,
  onEditHotspot,
  onModeChange,
  canPlace,
}: {
  scene: SceneData;
  scenes: SceneData[];
  sceneTitles: Record<string, string>;
  selected: string | null;
  onSelect: (id: string) => void;
  onScenesChange: (scenes: SceneData[]) => void;
  onEditHotspot: (id: string) => void;
  onModeChange: (mode: BuilderMode) => void;
  /** The scene's panorama is shown, so an item can be moved on it. */
  canPlace: boolean;
}) {
  const { t } = useTranslation();
  const entries = [
    ...scene.links.map((link) => ({
      id: link.id,
      label: t('tours.builder.linkTo', { title: sceneTitles[link.to] ?? link.to }),
      hotspot: false,
    })),
    ...scene.hotspots.map((h) => ({
      id: h.id,
      label: `${t(`tours.builder.hotspotTypes.${h.type}`)}: ${h.title}`,
      hotspot: true,
    })),
  ];

  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {t('tours.builder.items')}
      </Title>
      {entries.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('tours.builder.noItems')}
        </Text>
      )}
      {entries.map((entry) => (
        <Group
          key={entry.id}
          gap="xs"
          p={4}
          style={{
            borderRadius: 4,
            background: selected === entry.id ? 'var(--mantine-color-yellow-light)' : undefined,
          }}
        >
          <UnstyledButton flex={1} onClick={() => onSelect(entry.id)}>
            <Text size="sm">{entry.label}</Text>
          </UnstyledButton>
          {entry.hotspot && (
            <Button size="compact-xs" variant="subtle" onClick={() => onEditHotspot(entry.id)}>
              {t('tours.builder.edit')}
            </Button>
          )}
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={!canPlace}
            onClick={() => {
              onSelect(entry.id);
              onModeChange({ kind: 'move', item: entry.id });
            }}
          >
            {t('tours.builder.move')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => onScenesChange(removeItem(scenes, scene.id, entry.id))}
          >
            {t('tours.builder.remove')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
