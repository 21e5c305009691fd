import { Button, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SceneData } from '../builder/scenes.ts';

/** What a click on the builder's panorama does next: nothing, place a link or a hotspot, or move an item. */
export type BuilderMode =
  | { kind: 'idle' }
  | { kind: 'link'; to: string }
  | { kind: 'hotspot' }
  | { kind: 'move'; item: string };

/** The scene's tools: set its start view, and arm a click to place a link or a hotspot. */
export function SceneToolbar({
  scene,
  scenes,
  sceneTitles,
  mode,
  onModeChange,
  canPlace,
  onSetStartView,
}: {
  scene: SceneData;
  scenes: SceneData[];
  sceneTitles: Record<string, string>;
  mode: BuilderMode;
  onModeChange: (mode: BuilderMode) => void;
  /** The scene's panorama is shown, so it can be clicked. */
  canPlace: boolean;
  onSetStartView: () => void;
}) {
  const { t } = useTranslation();
  const [linkTarget, setLinkTarget] = useState<string | null>(null);
  const modeHint =
    mode.kind === 'link'
      ? t('tours.builder.clickForLink', { title: sceneTitles[mode.to] ?? '' })
      : mode.kind === 'hotspot'
        ? t('tours.builder.clickForHotspot')
        : mode.kind === 'move'
          ? t('tours.builder.clickToMove')
          : null;

  return (
    <>
      {modeHint && (
        <Group gap="xs">
          <Text size="sm" fw={500} role="status">
            {modeHint}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => onModeChange({ kind: 'idle' })}>
            {t('common.cancel')}
          </Button>
        </Group>
      )}
      <Group gap="xs" align="flex-end">
        <Button size="xs" variant="light" disabled={!canPlace} onClick={onSetStartView}>
          {t('tours.builder.setStartView')}
        </Button>
        <Select
          size="xs"
          aria-label={t('tours.builder.linkTarget')}
          placeholder={t('tours.builder.linkTarget')}
          data={scenes.filter((s) => s.id !== scene.id).map((s) => ({ value: s.id, label: s.title }))}
          value={linkTarget}
          onChange={setLinkTarget}
        />
        <Button
          size="xs"
          variant="light"
          disabled={!canPlace || !linkTarget}
          onClick={() => linkTarget && onModeChange({ kind: 'link', to: linkTarget })}
        >
          {t('tours.builder.addLink')}
        </Button>
        <Button
          size="xs"
          variant="light"
          disabled={!canPlace}
          onClick={() => onModeChange({ kind: 'hotspot' })}
        >
          {t('tours.builder.addHotspot')}
        </Button>
      </Group>
    </>
  );
}
