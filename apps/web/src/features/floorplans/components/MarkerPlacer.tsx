import { Anchor, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { FloorplanPlaceable, FloorplanViewerSheet, PlacedFloorplanMarker } from '@spatium/contracts';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../platform/api/index.ts';
import { useFloorplanPlaceables, useMoveMarker, usePlaceMarker, useRemoveMarker } from '../api/floorplans.ts';
import type { SheetPoint } from '../viewer/geometry.ts';
import { markerPath } from './markers.ts';

const keyOf = (p: Pick<FloorplanPlaceable, 'kind' | 'item'>) => `${p.kind}:${p.item}`;

export interface MarkerPlacing {
  /** Places the chosen item at a point of the sheet (a click, or the centre of the view). */
  placeAt: (point: SheetPoint) => void;
}

/**
 * Placing content and issues on the sheet: choose an item (and a tour's scene), then click the plan
 * or press Enter on it (or the button) to place it at the centre of the view. Below, each placed
 * marker can be moved to the centre of the view or removed after confirming.
 */
export function MarkerPlacer({
  planId,
  sheet,
  centre,
  placing,
}: {
  planId: number;
  sheet: FloorplanViewerSheet;
  centre: () => SheetPoint | null;
  /** Where the page finds how to place, for clicks and Enter on the plan. */
  placing: RefObject<MarkerPlacing | null>;
}) {
  const { t } = useTranslation();
  const placeables = useFloorplanPlaceables(planId, true);
  const place = usePlaceMarker(planId);
  const move = useMoveMarker(planId);
  const remove = useRemoveMarker(planId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [scene, setScene] = useState<string | null>(null);
  const item = placeables.data?.find((p) => keyOf(p) === chosen);
  const failed = (error: unknown) => notifications.show({ color: 'red', message: describeError(error, t) });

  const kindLabel = (kind: FloorplanPlaceable['kind']) =>
    kind === 'issues' ? t('floorplans.markers.issue') : t(`content.kind.${kind}`);
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const p of placeables.data ?? []) {
    const group = kindLabel(p.kind);
    groups.set(group, [...(groups.get(group) ?? []), { value: keyOf(p), label: p.title }]);
  }

  const placeAt = (point: SheetPoint) => {
    if (!item) {
      notifications.show({ color: 'yellow', message: t('floorplans.markers.chooseFirst') });
      return;
    }
    place.mutate(
      {
        file: sheet.file,
        kind: item.kind,
        item: item.item,
        scene: item.kind === 'tours' ? scene : null,
        x: point[0],
        y: point[1],
      },
      {
        onSuccess: (marker) =>
          notifications.show({
            color: 'green',
            message: t('floorplans.markers.placed', { title: marker.title }),
          }),
        onError: failed,
      },
    );
  };
  useEffect(() => {
    placing.current = { placeAt };
  });

  const confirmRemove = (marker: PlacedFloorplanMarker) =>
    modals.openConfirmModal({
      title: t('floorplans.markers.removeTitle'),
      children: <Text size="sm">{t('floorplans.markers.removeBody', { title: marker.title })}</Text>,
      labels: { confirm: t('floorplans.markers.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(marker.id, { onError: failed }),
    });

  return (
    <Paper withBorder p="sm" component="section" aria-label={t('floorplans.markers.panel')}>
      <Stack gap="xs">
        <Group align="flex-end" gap="xs">
          <Select
            label={t('floorplans.markers.item')}
            placeholder={placeables.isPending ? t('common.loading') : undefined}
            data={[...groups].map(([group, items]) => ({ group, items }))}
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setScene(null);
            }}
            searchable
            nothingFoundMessage={t('floorplans.markers.nothing')}
            w={320}
          />
          {item?.kind === 'tours' && item.scenes.length > 0 && (
            <Select
              label={t('floorplans.markers.scene')}
              data={item.scenes.map((s) => ({ value: s.id, label: s.title }))}
              value={scene}
              onChange={setScene}
              placeholder={t('floorplans.markers.wholeTour')}
              clearable
              w={220}
            />
          )}
          <Button
            disabled={!item}
            loading={place.isPending}
            onClick={() => {
              const point = centre();
              if (point) placeAt(point);
            }}
          >
            {t('floorplans.markers.placeCentre')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('floorplans.markers.hint')}
        </Text>
        {sheet.placed.length > 0 && (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {sheet.placed.map((marker) => (
              <Group key={marker.id} component="li" gap="xs" wrap="nowrap">
                <Anchor component={Link} to={markerPath(marker)} size="sm" style={{ flex: 1 }}>
                  {kindLabel(marker.kind)}: {marker.title}
                </Anchor>
                <Button
                  size="compact-xs"
                  variant="default"
                  aria-label={t('floorplans.markers.moveCentreOf', { title: marker.title })}
                  onClick={() => {
                    const point = centre();
                    if (point)
                      move.mutate({ marker: marker.id, x: point[0], y: point[1] }, { onError: failed });
                  }}
                >
                  {t('floorplans.markers.moveCentre')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('floorplans.markers.removeOf', { title: marker.title })}
                  onClick={() => confirmRemove(marker)}
                >
                  {t('floorplans.markers.remove')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
