import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type ContentItem, contentProperties } from '@spatium/contracts';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeError, isApiError } from '../../../platform/api/index.ts';
import { useContentItem } from '../../content/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { type QuizData, useTourQuizzes, useTourViewer } from '../api/tours.ts';
import { AnnotationCategories } from '../builder/AnnotationCategories.tsx';
import { HotspotForm } from '../builder/HotspotForm.tsx';
import { LazySceneEditorViewer } from '../builder/LazySceneEditorViewer.tsx';
import { LocalizationEditor } from '../builder/LocalizationEditor.tsx';
import { PlanEditor } from '../builder/PlanEditor.tsx';
import { QuizEditor } from '../builder/QuizEditor.tsx';
import { SceneAnnotations } from '../builder/SceneAnnotations.tsx';
import type { CameraView } from '../builder/SceneEditorViewer.tsx';
import {
  type Angle,
  addHotspot,
  addLink,
  editHotspot,
  type HotspotInput,
  moveItem,
  renameScene,
  type SceneData,
  setSceneQuizzes,
  setStartView,
} from '../builder/scenes.ts';
import { SceneItemsPanel } from '../components/SceneItemsPanel.tsx';
import { SceneListPanel } from '../components/SceneListPanel.tsx';
import { type BuilderMode, SceneToolbar } from '../components/SceneToolbar.tsx';
import { TourNotFound } from '../components/TourNotFound.tsx';
import { TourSettingsPanel } from '../components/TourSettingsPanel.tsx';
import { type SaveOutcome, useTourDraft } from '../hooks/useTourDraft.ts';

/** /tours/{id}/edit: the tour builder, for those who may update the tour. */
export default function TourBuilderPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <TourNotFound />;
  return <BuilderScreen id={id} />;
}

function BuilderScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const item = useContentItem('tours', id);
  const quizzes = useTourQuizzes(id, item.data?.abilities.update === true);
  if (item.isPending) return <LoadingState lines={6} />;
  if (isApiError(item.error) && item.error.status === 404) return <TourNotFound />;
  if (item.isError) return <ErrorState error={item.error} onRetry={() => void item.refetch()} />;
  if (!item.data.abilities.update) {
    return (
      <Alert color="yellow" role="alert" title={t('tours.builder.title')}>
        {t('tours.builder.forbidden')}
      </Alert>
    );
  }
  if (quizzes.isPending) return <LoadingState lines={6} />;
  if (quizzes.isError) return <ErrorState error={quizzes.error} onRetry={() => void quizzes.refetch()} />;
  return <Builder item={item.data} savedQuizzes={quizzes.data} />;
}

function Builder({ item, savedQuizzes }: { item: ContentItem; savedQuizzes: QuizData[] }) {
  const { t } = useTranslation();
  const draft = useTourDraft(item, savedQuizzes);
  const { scenes, setScenes, categories, quizzes } = draft;
  const viewer = useTourViewer(item.id, { edit: true });

  const annotationPick = useRef<((at: Angle) => boolean) | null>(null);
  const readCamera = useRef<(() => CameraView) | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(scenes[0]?.id ?? null);
  const [mode, setMode] = useState<BuilderMode>({ kind: 'idle' });
  const [selectedItem, setSelectedItem] = useState<string | null>(null);
  const [hotspotAt, setHotspotAt] = useState<Angle | null>(null);
  const [editingHotspot, setEditingHotspot] = useState<string | null>(null);

  const scene = scenes.find((s) => s.id === selectedId) ?? null;
  const tilesById = useMemo(
    () => new Map((viewer.data?.scenes ?? []).map((s) => [s.id, s.tiles] as const)),
    [viewer.data],
  );
  const sceneTitles = useMemo(() => Object.fromEntries(scenes.map((s) => [s.id, s.title])), [scenes]);
  const languages = (contentProperties.tours.safeParse(item.properties).data?.localizations ?? []).map(
    (l) => l.locale,
  );

  const fail = (error: unknown) => notifications.show({ color: 'red', message: describeError(error, t) });

  const tell = (outcome: SaveOutcome) => {
    switch (outcome.kind) {
      case 'unchanged':
        return notifications.show({ message: t('serverMessages.noChangesToUpdate') });
      case 'untitledScene':
        setSelectedId(outcome.scene);
        return notifications.show({ color: 'red', message: t('serverMessages.titleRequired') });
      case 'badCategories':
        return notifications.show({ color: 'red', message: t('tours.annotations.fixCategories') });
      case 'badQuiz':
        setSelectedId(outcome.scene);
        return notifications.show({
          color: 'red',
          message: t(`tours.builder.quizProblem.${outcome.problem}`),
        });
      case 'saved':
        void viewer.refetch();
        return notifications.show({ color: 'green', message: t('tours.builder.saved') });
      case 'failed':
        return fail(outcome.error);
    }
  };

  const pick = (at: Angle) => {
    if (!scene || annotationPick.current?.(at)) return;
    if (mode.kind === 'link') {
      setScenes(addLink(scenes, scene.id, mode.to, at, sceneTitles[mode.to] ?? ''));
      setMode({ kind: 'idle' });
    } else if (mode.kind === 'hotspot') {
      setHotspotAt(at);
      setMode({ kind: 'idle' });
    } else if (mode.kind === 'move') {
      setScenes(moveItem(scenes, scene.id, mode.item, at));
      setMode({ kind: 'idle' });
    }
  };

  const confirmRemove = (target: SceneData) =>
    modals.openConfirmModal({
      title: t('tours.builder.removeSceneTitle'),
      children: <Text size="sm">{t('tours.builder.removeSceneBody', { title: target.title })}</Text>,
      labels: { confirm: t('tours.builder.removeScene'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        draft.removeScene(target.id);
        if (selectedId === target.id) setSelectedId(null);
      },
    });

  const sceneQuestions = quizzes
    .filter((q) => q.scene === scene?.id)
    .map(({ scene: _, ...question }) => question);
  const tiles = scene ? tilesById.get(scene.id) : undefined;
  const editedHotspot = scene?.hotspots.find((h) => h.id === editingHotspot);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/content/tours/${item.id}`} size="sm">
        ← {t('tours.builder.back')}
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>{t('tours.builder.heading', { title: item.title })}</Title>
        <Group gap="xs">
          <Button component={Link} to={`/tours/${item.id}`} variant="default">
            {t('tours.openViewer')}
          </Button>
          <Button onClick={() => void draft.save().then(tell)} loading={draft.saving}>
            {t('common.save')}
          </Button>
        </Group>
      </Group>
      {draft.dirty && (
        <Text size="sm" c="orange" role="status">
          {t('tours.builder.unsaved')}
        </Text>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <TourSettingsPanel item={item} busy={draft.saving} onError={fail} />
            <SceneListPanel
              item={item}
              scenes={scenes}
              quizzes={quizzes}
              selectedId={selectedId}
              onScenesChange={setScenes}
              onChoose={(id) => {
                setSelectedId(id);
                setMode({ kind: 'idle' });
                setSelectedItem(null);
              }}
              onSelect={setSelectedId}
              onRemove={confirmRemove}
            />
            <AnnotationCategories
              draft={{ categories, scenes }}
              onChange={(next) => {
                draft.setCategories(next.categories);
                setScenes(next.scenes);
              }}
            />
            <LocalizationEditor item={item} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {!scene ? (
            <Text c="dimmed" role="status">
              {t('tours.builder.chooseScene')}
            </Text>
          ) : (
            <Stack gap="md">
              <TextInput
                label={t('tours.builder.sceneTitle')}
                required
                value={scene.title}
                error={scene.title.trim() ? undefined : t('serverMessages.titleRequired')}
                onChange={(event) => setScenes(renameScene(scenes, scene.id, event.currentTarget.value))}
              />
              {viewer.isPending ? (
                <LoadingState lines={3} />
              ) : tiles ? (
                <LazySceneEditorViewer
                  scene={scene}
                  tiles={tiles}
                  sceneTitles={sceneTitles}
                  categories={categories}
                  selected={selectedItem}
                  onPick={pick}
                  onSelect={setSelectedItem}
                  onCamera={(read) => {
                    readCamera.current = read;
                  }}
                />
              ) : (
                <Alert color="blue" role="note">
                  {tilesById.has(scene.id) ? t('tours.builder.noTiles') : t('tours.builder.saveToSee')}
                </Alert>
              )}
              <SceneToolbar
                scene={scene}
                scenes={scenes}
                sceneTitles={sceneTitles}
                mode={mode}
                onModeChange={setMode}
                canPlace={Boolean(tiles)}
                onSetStartView={() => {
                  const view = readCamera.current?.();
                  if (!view) return;
                  setScenes(setStartView(scenes, scene.id, view));
                  notifications.show({ message: t('tours.builder.startViewSet') });
                }}
              />
              <SceneItemsPanel
                scene={scene}
                scenes={scenes}
                sceneTitles={sceneTitles}
                selected={selectedItem}
                onSelect={setSelectedItem}
                onScenesChange={setScenes}
                onEditHotspot={setEditingHotspot}
                onModeChange={setMode}
                canPlace={Boolean(tiles)}
              />
              <SceneAnnotations
                scene={scene}
                scenes={scenes}
                categories={categories}
                onScenesChange={setScenes}
                selected={selectedItem}
                onSelect={setSelectedItem}
                canPlace={Boolean(tiles)}
                readCamera={() => readCamera.current?.()}
                pickRef={annotationPick}
                builderBusy={mode.kind !== 'idle'}
                onArm={() => setMode({ kind: 'idle' })}
              />
              <PlanEditor
                item={item}
                scenes={scenes}
                selectedId={scene.id}
                onScenesChange={setScenes}
                onSelectScene={setSelectedId}
                readYaw={() => readCamera.current?.().yaw}
              />
              <Paper withBorder p="sm">
                <QuizEditor
                  questions={sceneQuestions}
                  languages={languages}
                  onChange={(next) => draft.setQuizzes(setSceneQuizzes(quizzes, scene.id, next))}
                />
              </Paper>
            </Stack>
          )}
        </Grid.Col>
      </Grid>
      <HotspotForm
        opened={hotspotAt !== null || editedHotspot !== undefined}
        initial={editedHotspot}
        files={item.files}
        company={item.company}
        onClose={() => {
          setHotspotAt(null);
          setEditingHotspot(null);
        }}
        onSubmit={(input: HotspotInput) => {
          if (scene && editedHotspot) setScenes(editHotspot(scenes, scene.id, editedHotspot.id, input));
          else if (scene && hotspotAt) setScenes(addHotspot(scenes, scene.id, input, hotspotAt));
          setHotspotAt(null);
          setEditingHotspot(null);
        }}
      />
    </Stack>
  );
}
