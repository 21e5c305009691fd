import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  AnnotationCategories as AnnotationCategoriesSchema,
  type ContentItem,
  contentProperties,
  TourScenes,
} from '@spatium/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeError, isApiError } from '../../../platform/api/index.ts';
import { useContentItem, useContentList, useUpdateContent } from '../../content/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { type QuizData, useSaveTourQuizzes, useTourQuizzes, useTourViewer } from '../api/tours.ts';
import { AnnotationCategories } from '../builder/AnnotationCategories.tsx';
import { categoryNameProblem } from '../builder/annotations.ts';
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
  addScene,
  changed,
  editHotspot,
  type HotspotInput,
  liveQuizzes,
  moveItem,
  moveScene,
  quizProblem,
  removeItem,
  removeScene,
  renameScene,
  type SceneData,
  setSceneQuizzes,
  setStartView,
} from '../builder/scenes.ts';
import { LockMark } from '../components/LockMark.tsx';
import { ShareTourButton } from '../components/ShareTourButton.tsx';
import { publicTourUrl } from '../components/shareLinks.ts';
import { TourNotFound } from '../components/TourNotFound.tsx';

type Mode =
  | { kind: 'idle' }
  | { kind: 'link'; to: string }
  | { kind: 'hotspot' }
  | { kind: 'move'; item: string };

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

function savedScenes(item: ContentItem): SceneData[] {
  const parsed = TourScenes.safeParse(item.properties.scenes ?? []);
  return parsed.success ? parsed.data : [];
}

function savedCategories(item: ContentItem) {
  return AnnotationCategoriesSchema.safeParse(item.properties.annotation_categories ?? []).data ?? [];
}

function Builder({ item, savedQuizzes }: { item: ContentItem; savedQuizzes: QuizData[] }) {
  const { t } = useTranslation();
  const update = useUpdateContent('tours');
  const saveQuizzes = useSaveTourQuizzes(item.id);
  const viewer = useTourViewer(item.id, { edit: true });
  // The sub-project's panoramas: the ready ones become scenes.
  const panoramas = useContentList('panoramas', { subproject: item.subproject });

  const [baseline, setBaseline] = useState(() => ({
    scenes: savedScenes(item),
    quizzes: savedQuizzes,
    categories: savedCategories(item),
  }));
  const [categories, setCategories] = useState(baseline.categories);
  const annotationPick = useRef<((at: Angle) => boolean) | null>(null);
  const [scenes, setScenes] = useState<SceneData[]>(baseline.scenes);
  const [quizzes, setQuizzes] = useState<QuizData[]>(baseline.quizzes);
  const [selectedId, setSelectedId] = useState<string | null>(baseline.scenes[0]?.id ?? null);
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [selectedItem, setSelectedItem] = useState<string | null>(null);
  const [hotspotAt, setHotspotAt] = useState<Angle | null>(null);
  const [editingHotspot, setEditingHotspot] = useState<string | null>(null);
  const [newPanorama, setNewPanorama] = useState<string | null>(null);
  const [linkTarget, setLinkTarget] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const readCamera = useRef<(() => CameraView) | null>(null);

  const scene = scenes.find((s) => s.id === selectedId) ?? null;
  const tilesById = useMemo(
    () => new Map((viewer.data?.scenes ?? []).map((s) => [s.id, s.tiles] as const)),
    [viewer.data],
  );
  const sceneTitles = useMemo(() => Object.fromEntries(scenes.map((s) => [s.id, s.title])), [scenes]);
  const languages = (contentProperties.tours.safeParse(item.properties).data?.localizations ?? []).map(
    (l) => l.locale,
  );
  const ready = (panoramas.data ?? []).filter((p) => p.properties.status === 'ready');
  const dirty =
    changed(baseline.scenes, scenes) ||
    changed(baseline.categories, categories) ||
    changed(baseline.quizzes, liveQuizzes(quizzes, scenes));

  // Leaving with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const fail = (error: unknown) => notifications.show({ color: 'red', message: describeError(error, t) });

  const save = async () => {
    const live = liveQuizzes(quizzes, scenes);
    const tourChanged = changed(baseline.scenes, scenes) || changed(baseline.categories, categories);
    const quizzesChanged = changed(baseline.quizzes, live);
    if (!tourChanged && !quizzesChanged) {
      notifications.show({ message: t('serverMessages.noChangesToUpdate') });
      return;
    }
    const untitled = scenes.find((s) => !s.title.trim());
    if (untitled) {
      setSelectedId(untitled.id);
      notifications.show({ color: 'red', message: t('serverMessages.titleRequired') });
      return;
    }
    if (categories.some((c) => categoryNameProblem(categories, c.name, c.id))) {
      notifications.show({ color: 'red', message: t('tours.annotations.fixCategories') });
      return;
    }
    const badQuiz = live.find((quiz) => quizProblem(quiz));
    if (badQuiz) {
      setSelectedId(badQuiz.scene);
      notifications.show({ color: 'red', message: t(`tours.builder.quizProblem.${quizProblem(badQuiz)}`) });
      return;
    }
    setSaving(true);
    try {
      if (tourChanged) {
        await update.mutateAsync({
          id: item.id,
          data: { properties: { ...item.properties, scenes, annotation_categories: categories } },
        });
      }
      if (quizzesChanged) await saveQuizzes.mutateAsync(live);
      setBaseline({ scenes, quizzes: live, categories });
      setQuizzes(live);
      void viewer.refetch();
      notifications.show({ color: 'green', message: t('tours.builder.saved') });
    } catch (error) {
      fail(error);
    } finally {
      setSaving(false);
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
        setScenes(removeScene(scenes, target.id));
        setQuizzes(setSceneQuizzes(quizzes, target.id, []));
        if (selectedId === target.id) setSelectedId(null);
      },
    });

  const sceneQuestions = quizzes
    .filter((q) => q.scene === scene?.id)
    .map(({ scene: _, ...question }) => question);
  const tiles = scene ? tilesById.get(scene.id) : undefined;
  const editedHotspot = scene?.hotspots.find((h) => h.id === editingHotspot);
  const modeHint =
    mode.kind === 'link'
      ? t('tours.builder.clickForLink', { title: sceneTitles[mode.to] ?? '' })
      : mode.kind === 'hotspot'
        ? t('tours.builder.clickForHotspot')
        : mode.kind === 'move'
          ? t('tours.builder.clickToMove')
          : null;

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
          <Button onClick={() => void save()} loading={saving}>
            {t('common.save')}
          </Button>
        </Group>
      </Group>
      {dirty && (
        <Text size="sm" c="orange" role="status">
          {t('tours.builder.unsaved')}
        </Text>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder p="sm">
              <Stack gap="xs">
                <Switch
                  label={t('content.detail.tourEnabled')}
                  checked={item.enabled}
                  disabled={update.isPending}
                  onChange={(event) =>
                    update.mutate(
                      { id: item.id, data: { enabled: event.currentTarget.checked } },
                      { onError: fail },
                    )
                  }
                />
                <Switch
                  label={t('tours.builder.public')}
                  description={t('tours.builder.publicHint', {
                    path: publicTourUrl(window.location.origin, item.id),
                  })}
                  checked={item.properties.public === true}
                  disabled={update.isPending}
                  onChange={(event) =>
                    update.mutate(
                      {
                        id: item.id,
                        data: { properties: { ...item.properties, public: event.currentTarget.checked } },
                      },
                      { onError: fail },
                    )
                  }
                />
                {item.properties.public === true && <ShareTourButton tour={item} />}
              </Stack>
            </Paper>
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
                        onClick={() => {
                          setSelectedId(s.id);
                          setMode({ kind: 'idle' });
                          setSelectedItem(null);
                        }}
                        aria-current={s.id === selectedId ? 'true' : undefined}
                        style={{
                          borderRadius: 4,
                          background: s.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined,
                        }}
                      >
                        <Text size="sm" truncate>
                          {index + 1}. {s.title || t('tours.builder.untitled')}
                          {quizzes.some((q) => q.scene === s.id) && (
                            <LockMark label={t('tours.quiz.noQuestion')} />
                          )}
                        </Text>
                      </UnstyledButton>
                      <ActionIcon
                        variant="subtle"
                        disabled={index === 0}
                        aria-label={t('tours.builder.moveUp', { title: s.title })}
                        onClick={() => setScenes(moveScene(scenes, s.id, -1))}
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        disabled={index === scenes.length - 1}
                        aria-label={t('tours.builder.moveDown', { title: s.title })}
                        onClick={() => setScenes(moveScene(scenes, s.id, 1))}
                      >
                        ↓
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('tours.builder.removeSceneNamed', { title: s.title })}
                        onClick={() => confirmRemove(s)}
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
                      setScenes(next);
                      setSelectedId(next[next.length - 1]?.id ?? null);
                      setNewPanorama(null);
                    }}
                  >
                    {t('tours.builder.add')}
                  </Button>
                </Group>
                {panoramas.isError && (
                  <ErrorState error={panoramas.error} onRetry={() => void panoramas.refetch()} />
                )}
              </Stack>
            </Paper>
            <AnnotationCategories
              draft={{ categories, scenes }}
              onChange={(next) => {
                setCategories(next.categories);
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
              {modeHint && (
                <Group gap="xs">
                  <Text size="sm" fw={500} role="status">
                    {modeHint}
                  </Text>
                  <Button size="compact-xs" variant="subtle" onClick={() => setMode({ kind: 'idle' })}>
                    {t('common.cancel')}
                  </Button>
                </Group>
              )}
              <Group gap="xs" align="flex-end">
                <Button
                  size="xs"
                  variant="light"
                  disabled={!tiles}
                  onClick={() => {
                    const view = readCamera.current?.();
                    if (!view) return;
                    setScenes(setStartView(scenes, scene.id, view));
                    notifications.show({ message: t('tours.builder.startViewSet') });
                  }}
                >
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
                  disabled={!tiles || !linkTarget}
                  onClick={() => linkTarget && setMode({ kind: 'link', to: linkTarget })}
                >
                  {t('tours.builder.addLink')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  disabled={!tiles}
                  onClick={() => setMode({ kind: 'hotspot' })}
                >
                  {t('tours.builder.addHotspot')}
                </Button>
              </Group>

              <Stack gap={4}>
                <Title order={3} size="h6">
                  {t('tours.builder.items')}
                </Title>
                {scene.links.length + scene.hotspots.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('tours.builder.noItems')}
                  </Text>
                )}
                {[
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
                ].map((entry) => (
                  <Group
                    key={entry.id}
                    gap="xs"
                    p={4}
                    style={{
                      borderRadius: 4,
                      background: selectedItem === entry.id ? 'var(--mantine-color-yellow-light)' : undefined,
                    }}
                  >
                    <UnstyledButton flex={1} onClick={() => setSelectedItem(entry.id)}>
                      <Text size="sm">{entry.label}</Text>
                    </UnstyledButton>
                    {entry.hotspot && (
                      <Button size="compact-xs" variant="subtle" onClick={() => setEditingHotspot(entry.id)}>
                        {t('tours.builder.edit')}
                      </Button>
                    )}
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      disabled={!tiles}
                      onClick={() => {
                        setSelectedItem(entry.id);
                        setMode({ kind: 'move', item: entry.id });
                      }}
                    >
                      {t('tours.builder.move')}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setScenes(removeItem(scenes, scene.id, entry.id))}
                    >
                      {t('tours.builder.remove')}
                    </Button>
                  </Group>
                ))}
              </Stack>

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
                  onChange={(next) => setQuizzes(setSceneQuizzes(quizzes, scene.id, next))}
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
