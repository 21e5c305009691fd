import { ActionIcon, Button, Group, Paper, Select, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ContentItem } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentList } from '../../content/index.ts';
import { ErrorState } from '../../system/index.ts';
import type { QuizData } from '../api/tours.ts';
import { addScene, moveScene, type SceneData } from '../builder/scenes.ts';
import { LockMark } from './LockMark.tsx';

/** The builder's list of scenes: choose, reorder and remove them, and add one from a ready panorama. */
export function SceneListPanel({
  item,
  scenes,
  quizzes,
  selectedId,
  onScenesChange,
  onChoose,
  onSelect,
  onRemove,
}: {
  item: ContentItem;
  scenes: SceneData[];
  quizzes: QuizData[];
  selectedId: string | null;
  onScenesChange: (scenes: SceneData[]) => void;
  /** The user picked a scene from the list. */
  onChoose: (id: string) => void;
  /** A scene becomes the selected one (a new scene is). */
  onSelect: (id: string | null) => void;
  onRemove: (scene: SceneData) => void;
}) {
  const { t } = useTranslation();
  // The sub-project's panoramas: the ready ones become scenes.
  const panoramas = useContentList('panoramas', { subproject: item.subproject });
  const ready = (panoramas.data ?? []).filter((p) => p.properties.status === 'ready');
  const [newPanorama, setNewPanorama] = useState<string | null>(null);

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('tours.builder.scenes')}
        </Title>
        {scenes.length === 0 && (
          <Text size="sm" c="dimmed" role="status">
            {t('tours.builder.noScenes')}
          </Text>
        )}
        <Stack gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {scenes.map((s, index) => (
            <Group key={s.id} component="li" gap={4} wrap="nowrap">
              <UnstyledButton
                flex={1}
                p={6}
                onClick={() => onChoose(s.id)}
                aria-current={s.id === selectedId ? 'true' : undefined}
                style={{
                  borderRadius: 4,
                  background: s.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined,
                }}
              >
                <Text size="sm" truncate>
                  {index + 1}. {s.title || t('tours.builder.untitled')}
                  {quizzes.some((q) => q.scene === s.id) && <LockMark label={t('tours.quiz.noQuestion')} />}
                </Text>
              </UnstyledButton>
              <ActionIcon
                variant="subtle"
                disabled={index === 0}
                aria-label={t('tours.builder.moveUp', { title: s.title })}
                onClick={() => onScenesChange(moveScene(scenes, s.id, -1))}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                disabled={index === scenes.length - 1}
                aria-label={t('tours.builder.moveDown', { title: s.title })}
                onClick={() => onScenesChange(moveScene(scenes, s.id, 1))}
              >
                ↓
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('tours.builder.removeSceneNamed', { title: s.title })}
                onClick={() => onRemove(s)}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            flex={1}
            label={t('tours.builder.addScene')}
            placeholder={
              panoramas.isPending
                ? t('common.loading')
                : ready.length === 0
                  ? t('tours.builder.noPanoramas')
                  : t('tours.builder.choosePanorama')
            }
            data={ready.map((p) => ({ value: String(p.id), label: p.title }))}
            value={newPanorama}
            onChange={setNewPanorama}
            searchable
          />
          <Button
            disabled={!newPanorama}
            onClick={() => {
              const panorama = ready.find((p) => String(p.id) === newPanorama);
              if (!panorama) return;
              const next = addScene(scenes, panorama);
              onScenesChange(next);
              onSelect(next[next.length - 1]?.id ?? null);
              setNewPanorama(null);
            }}
          >
            {t('tours.builder.add')}
          </Button>
        </Group>
        {panoramas.isError && <ErrorState error={panoramas.error} onRetry={() => void panoramas.refetch()} />}
      </Stack>
    </Paper>
  );
}
