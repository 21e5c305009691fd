import { Button, ColorSwatch, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { AnnotationCategory } from '@spatium/contracts';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describePlaced, placedItems } from '../viewer/annotationFilters.ts';
import { importanceLook } from '../viewer/annotationMarkers.ts';
import { AnnotationForm, type PlacedInput } from './AnnotationForm.tsx';
import { addAnnotation, addPoint, editPlaced, movePlaced, removePlaced } from './annotations.ts';
import type { Angle, SceneData } from './scenes.ts';

/** Waiting for a place in the panorama: for a new point or annotation, or for one being moved. */
type Placing = { kind: 'point' | 'annotation' } | { kind: 'move'; id: string };
/** The dialog: a new item at a place, or an existing one. */
type Editing = { input: PlacedInput; at: Angle } | { input: PlacedInput; id: string };

/** A scene's points of interest and annotations in the builder: add, edit, move, remove. */
export function SceneAnnotations({
  scene,
  scenes,
  categories,
  onScenesChange,
  selected,
  onSelect,
  canPlace,
  readCamera,
  pickRef,
  builderBusy,
  onArm,
}: {
  scene: SceneData;
  scenes: SceneData[];
  categories: AnnotationCategory[];
  onScenesChange: (scenes: SceneData[]) => void;
  selected: string | null;
  onSelect: (id: string) => void;
  /** The panorama is shown (tiled and saved), so places can be picked in it. */
  canPlace: boolean;
  readCamera: () => Angle | undefined;
  /** Set while waiting for a place: the builder hands it the next click in the panorama first. */
  pickRef: RefObject<((at: Angle) => boolean) | null>;
  /** The builder waits for a click of its own (link, hotspot): this one stops waiting. */
  builderBusy: boolean;
  onArm: () => void;
}) {
  const { t } = useTranslation();
  const [placing, setPlacing] = useState<Placing | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const items = placedItems(scene, categories);

  const place = (at: Angle) => {
    if (!placing) return false;
    if (placing.kind === 'move') onScenesChange(movePlaced(scenes, scene.id, placing.id, at));
    else if (placing.kind === 'point')
      setEditing({
        at,
        input: { kind: 'point', value: { title: '', description: '', importance: 'medium' } },
      });
    else
      setEditing({
        at,
        input: {
          kind: 'annotation',
          value: { title: '', description: '', category: categories[0]?.id ?? '' },
        },
      });
    setPlacing(null);
    return true;
  };

  // A new scene, or the builder's own placing, ends this one's (and a dialog meant for the old scene).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the scene changes
  useEffect(() => {
    setPlacing(null);
    setEditing(null);
  }, [scene.id]);
  useEffect(() => {
    if (builderBusy) setPlacing(null);
  }, [builderBusy]);
  useEffect(() => {
    pickRef.current = placing ? place : null;
    return () => {
      pickRef.current = null;
    };
  });

  const arm = (next: Placing) => {
    onArm();
    setPlacing(next);
  };
  const hint =
    placing?.kind === 'point'
      ? t('tours.annotations.clickForPoint')
      : placing?.kind === 'annotation'
        ? t('tours.annotations.clickForAnnotation')
        : placing
          ? t('tours.builder.clickToMove')
          : null;

  const submit = (input: PlacedInput) => {
    if (!editing) return;
    if ('id' in editing) onScenesChange(editPlaced(scenes, scene.id, editing.id, input.value));
    else if (input.kind === 'point') onScenesChange(addPoint(scenes, scene.id, input.value, editing.at));
    else onScenesChange(addAnnotation(scenes, scene.id, input.value, editing.at));
    setEditing(null);
  };

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={3} size="h6">
          {t('tours.annotations.builderTitle')}
        </Title>
        <Group gap="xs">
          <Button size="xs" variant="light" disabled={!canPlace} onClick={() => arm({ kind: 'point' })}>
            {t('tours.annotations.addPoint')}
          </Button>
          <Button
            size="xs"
            variant="light"
            disabled={!canPlace || categories.length === 0}
            onClick={() => arm({ kind: 'annotation' })}
          >
            {t('tours.annotations.addAnnotation')}
          </Button>
        </Group>
        {categories.length === 0 && (
          <Text size="xs" c="dimmed">
            {t('tours.annotations.needCategory')}
          </Text>
        )}
        {hint && (
          <Group gap="xs">
            <Text size="sm" fw={500} role="status">
              {hint}
            </Text>
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => {
                const at = readCamera();
                if (at) place(at);
              }}
            >
              {t('tours.annotations.placeAtCentre')}
            </Button>
            <Button size="compact-xs" variant="subtle" onClick={() => setPlacing(null)}>
              {t('common.cancel')}
            </Button>
          </Group>
        )}
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('tours.annotations.noneInScene')}
          </Text>
        ) : (
          <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((placed) => (
              <Group
                key={placed.item.id}
                component="li"
                gap="xs"
                p={4}
                wrap="nowrap"
                style={{
                  borderRadius: 4,
                  background: selected === placed.item.id ? 'var(--mantine-color-yellow-light)' : undefined,
                }}
              >
                <ColorSwatch
                  size={14}
                  radius={placed.kind === 'point' ? 'xl' : 'xs'}
                  color={
                    placed.kind === 'point'
                      ? importanceLook[placed.item.importance].colour
                      : (placed.category?.color ?? 'gray')
                  }
                  aria-hidden
                />
                <UnstyledButton flex={1} miw={0} onClick={() => onSelect(placed.item.id)}>
                  <Text size="sm" truncate>
                    {placed.item.title}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {describePlaced(placed, t)}
                  </Text>
                </UnstyledButton>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={t('tours.annotations.editNamed', { title: placed.item.title })}
                  onClick={() =>
                    setEditing({
                      id: placed.item.id,
                      input:
                        placed.kind === 'point'
                          ? { kind: 'point', value: placed.item }
                          : { kind: 'annotation', value: placed.item },
                    })
                  }
                >
                  {t('tours.builder.edit')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  disabled={!canPlace}
                  aria-label={t('tours.annotations.moveNamed', { title: placed.item.title })}
                  onClick={() => {
                    onSelect(placed.item.id);
                    arm({ kind: 'move', id: placed.item.id });
                  }}
                >
                  {t('tours.builder.move')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('tours.annotations.removeNamed', { title: placed.item.title })}
                  onClick={() => onScenesChange(removePlaced(scenes, scene.id, placed.item.id))}
                >
                  {t('tours.builder.remove')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <AnnotationForm
        editing={editing?.input ?? null}
        categories={categories}
        onSubmit={submit}
        onClose={() => setEditing(null)}
      />
    </Paper>
  );
}
