import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type {
  FloorplanMarker,
  FloorplanViewer,
  FloorplanViewerSheet,
  PlacedFloorplanMarker,
} from '@spatium/contracts';
import { metresPerPixel } from '@spatium/contracts';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { describeError, isApiError } from '../../../platform/api/index.ts';
import { useFormat } from '../../../platform/i18n/format.ts';
import { contentPath } from '../../content/index.ts';
import { FavouriteStar } from '../../favourites/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import {
  useFloorplanStructure,
  useFloorplanViewer,
  useMoveMarker,
  useSaveScales,
} from '../api/floorplans.ts';
import { FloorSwitcher } from '../components/FloorSwitcher.tsx';
import { MarkerPlacer, type MarkerPlacing } from '../components/MarkerPlacer.tsx';
import { markerPath } from '../components/markers.ts';
import { StructureEditor } from '../components/StructureEditor.tsx';
import { pathPixels, polygonPixels, type SheetPoint, scaleFrom, toMetres } from '../viewer/geometry.ts';
import { LazyFloorplan } from '../viewer/LazyFloorplan.tsx';

/** /floorplans/{id}: a floor plan's drawings on Leaflet, with a scale and measurements in metres. */
export default function FloorplanViewerPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <EmptyState message={t('floorplans.notFound')} />;
  return <FloorplanScreen key={id} id={id} />;
}

function FloorplanScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useFloorplanViewer(id);
  if (query.isPending) return <LoadingState lines={8} />;
  if (isApiError(query.error) && query.error.status === 404)
    return <EmptyState message={t('floorplans.notFound')} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <FloorplanView plan={query.data} />;
}

type Tool = 'pan' | 'scale' | 'distance' | 'area' | 'place';

function FloorplanView({ plan }: { plan: FloorplanViewer }) {
  const { t } = useTranslation();
  // The sheet is in the address, so a floor of the building links straight to it.
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('sheet'));
  const sheet = plan.sheets.find((s) => s.file === chosen) ?? plan.sheets[0];
  const [editing, setEditing] = useState(false);
  const structure = useFloorplanStructure(plan.company);
  const mayEdit = structure.data?.abilities.update === true;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={contentPath('floorplans', plan.id)} size="sm">
        ← {t('floorplans.details')}
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Title order={1} dir="auto">
          {plan.title}
        </Title>
        <FavouriteStar kind="floorplans" id={plan.id} title={plan.title} />
      </Group>
      <FloorSwitcher plan={plan} sheet={sheet?.file} onEdit={mayEdit ? () => setEditing(true) : null} />
      {editing && <StructureEditor company={plan.company} onClose={() => setEditing(false)} />}
      {plan.sheets.length > 1 && (
        <Select
          label={t('floorplans.sheet')}
          data={plan.sheets.map((s) => ({ value: String(s.file), label: s.name }))}
          value={String(sheet!.file)}
          onChange={(value) => value && setParams({ sheet: value }, { replace: true })}
          allowDeselect={false}
          maw={360}
        />
      )}
      {sheet ? (
        <SheetView key={sheet.file} plan={plan} sheet={sheet} />
      ) : (
        <EmptyState message={t('floorplans.noSheets')} />
      )}
    </Stack>
  );
}

function SheetView({ plan, sheet }: { plan: FloorplanViewer; sheet: FloorplanViewerSheet }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (sheet.status === 'tiling')
    return (
      <Paper withBorder p="md" role="status">
        <Text mb="xs">{t('floorplans.tiling', { progress: format.number(sheet.progress) })}</Text>
        <Progress value={sheet.progress} aria-label={t('floorplans.sheet')} />
      </Paper>
    );
  if (
    sheet.status === 'failed' ||
    !sheet.tile_url ||
    !sheet.width ||
    !sheet.height ||
    sheet.max_zoom === null
  )
    return (
      <Alert color="red" title={t('floorplans.failedTitle')}>
        {failureText(t, sheet)}
      </Alert>
    );
  return (
    <ReadySheet
      plan={plan}
      sheet={sheet}
      tileUrl={sheet.tile_url}
      size={{ width: sheet.width, height: sheet.height, maxZoom: sheet.max_zoom }}
    />
  );
}

function failureText(t: ReturnType<typeof useTranslation>['t'], sheet: FloorplanViewerSheet): string {
  switch (sheet.error_code) {
    case 'too_large':
      return t('floorplans.failure.too_large', { width: sheet.width, height: sheet.height });
    case 'unreadable':
    case 'missing_file':
      return t(`floorplans.failure.${sheet.error_code}`);
    default:
      return t('floorplans.failure.server');
  }
}

function ReadySheet({
  plan,
  sheet,
  tileUrl,
  size,
}: {
  plan: FloorplanViewer;
  sheet: FloorplanViewerSheet;
  tileUrl: string;
  size: { width: number; height: number; maxZoom: number };
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [tool, setTool] = useState<Tool>('pan');
  const [points, setPoints] = useState<SheetPoint[]>([]);
  const [metres, setMetres] = useState<number | string>('');
  const canvas = useRef<{ centre(): SheetPoint } | null>(null);
  const placing = useRef<MarkerPlacing | null>(null);
  const saveScales = useSaveScales(plan.id);
  const moveMarker = useMoveMarker(plan.id);
  const scale = sheet.scale ? metresPerPixel(sheet.scale) : null;

  const choose = (next: Tool) => {
    setTool(next);
    setPoints([]);
    setMetres('');
  };
  const addPoint = (point: SheetPoint) =>
    setPoints((all) => (tool === 'scale' ? [...all, point].slice(-2) : [...all, point]));
  const onPoint =
    tool === 'pan'
      ? null
      : tool === 'place'
        ? (point: SheetPoint) => placing.current?.placeAt(point)
        : addPoint;
  const kindName = (marker: PlacedFloorplanMarker) =>
    marker.kind === 'issues' ? t('floorplans.markers.issue') : t(`content.kind.${marker.kind}`);

  const sketch = useMemo(
    () => ({ points, closed: tool === 'area', color: tool === 'scale' ? '#f08c00' : '#1c7ed6' }),
    [points, tool],
  );
  const number = (value: number) => format.number(value, { maximumFractionDigits: 2 });

  const saveScale = () => {
    const [from, to] = points as [SheetPoint, SheetPoint];
    const length = Number(metres);
    if (scaleFrom(from, to, length) === null) return;
    const others = plan.sheets.flatMap((s) => (s.scale && s.file !== sheet.file ? [s.scale] : []));
    saveScales.mutate([...others, { file: sheet.file, from, to, metres: length }], {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('floorplans.scaleSaved') });
        choose('distance');
      },
      onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }),
    });
  };

  let result: string | null = null;
  if (tool === 'distance' && scale !== null && points.length > 1)
    result = t('floorplans.distance', { value: number(toMetres(pathPixels(points), scale)) });
  if (tool === 'area' && scale !== null && points.length > 2)
    result = t('floorplans.area', { value: number(toMetres(polygonPixels(points), scale, 2)) });
  const hint =
    tool === 'scale'
      ? t('floorplans.scaleHint')
      : tool === 'pan'
        ? t('floorplans.panHint')
        : t('floorplans.measureHint');

  return (
    <Stack gap="sm">
      <Group gap="xs" role="toolbar" aria-label={t('floorplans.tools')}>
        {(['pan', 'distance', 'area'] as const).map((name) => (
          <Button
            key={name}
            size="xs"
            variant={tool === name ? 'filled' : 'light'}
            aria-pressed={tool === name}
            disabled={name !== 'pan' && scale === null}
            onClick={() => choose(name)}
          >
            {t(`floorplans.tool.${name}`)}
          </Button>
        ))}
        {plan.abilities.update && (
          <Button
            size="xs"
            variant={tool === 'scale' ? 'filled' : 'light'}
            color="orange"
            aria-pressed={tool === 'scale'}
            onClick={() => choose('scale')}
          >
            {t('floorplans.tool.scale')}
          </Button>
        )}
        {plan.abilities.place && (
          <Button
            size="xs"
            variant={tool === 'place' ? 'filled' : 'light'}
            color="grape"
            aria-pressed={tool === 'place'}
            onClick={() => choose('place')}
          >
            {t('floorplans.tool.place')}
          </Button>
        )}
        {tool !== 'pan' && tool !== 'place' && (
          <>
            <Button
              size="xs"
              variant="default"
              onClick={() => canvas.current && addPoint(canvas.current.centre())}
            >
              {t('floorplans.addCentre')}
            </Button>
            <Button size="xs" variant="default" disabled={points.length === 0} onClick={() => setPoints([])}>
              {t('floorplans.clear')}
            </Button>
          </>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {scale === null
          ? plan.abilities.update
            ? t('floorplans.noScaleEditor')
            : t('floorplans.noScale')
          : t('floorplans.scaleIs', { value: number(scale * 100) })}
      </Text>
      {tool === 'place' ? (
        <MarkerPlacer
          planId={plan.id}
          sheet={sheet}
          centre={() => canvas.current?.centre() ?? null}
          placing={placing}
        />
      ) : (
        <Text size="sm">{hint}</Text>
      )}
      {tool === 'scale' && points.length === 2 && (
        <Group align="flex-end" gap="xs">
          <NumberInput
            label={t('floorplans.scaleLength')}
            value={metres}
            onChange={setMetres}
            min={0.01}
            max={100_000}
            decimalScale={3}
            w={260}
            data-autofocus
          />
          <Button
            onClick={saveScale}
            loading={saveScales.isPending}
            disabled={scaleFrom(points[0]!, points[1]!, Number(metres)) === null}
          >
            {t('floorplans.saveScale')}
          </Button>
        </Group>
      )}
      <Text size="lg" fw={600} role="status" aria-live="polite" data-testid="floorplan-measurement">
        {result ?? ''}
      </Text>
      <LazyFloorplan
        tileUrl={tileUrl}
        width={size.width}
        height={size.height}
        maxZoom={size.maxZoom}
        label={t('floorplans.mapLabel', { title: plan.title, name: sheet.name })}
        markers={sheet.markers}
        markerLabel={(marker: FloorplanMarker) =>
          t('floorplans.openScene', { tour: marker.tour_title, scene: marker.title })
        }
        onMarker={(marker) =>
          void navigate(`/tours/${marker.tour}?scene=${encodeURIComponent(marker.scene)}`)
        }
        placed={sheet.placed}
        placedLink={(marker) => ({
          href: markerPath(marker),
          label: t('floorplans.markers.open', { kind: kindName(marker), title: marker.title }),
        })}
        onOpenPlaced={(marker) => void navigate(markerPath(marker))}
        onMovePlaced={
          tool === 'place'
            ? (marker, point) =>
                moveMarker.mutate(
                  { marker: marker.id, x: point[0], y: point[1] },
                  {
                    onError: (error) =>
                      notifications.show({ color: 'red', message: describeError(error, t) }),
                  },
                )
            : null
        }
        onEnter={
          tool === 'place' ? () => canvas.current && placing.current?.placeAt(canvas.current.centre()) : null
        }
        sketch={sketch}
        onPoint={onPoint}
        onReady={(api) => {
          canvas.current = api;
        }}
      />
    </Stack>
  );
}
