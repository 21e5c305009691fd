import {
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Basemap, type ContentItem, type GeojsonData, GeojsonStyle } from '@spatium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeError, isApiError } from '../../../platform/api/index.ts';
import { ContentFormModal } from '../../content/index.ts';
import { FavouriteStar } from '../../favourites/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import {
  useBasemap,
  useLayerData,
  useMapWithLayers,
  useSaveLayerData,
  useSaveLayerStyle,
} from '../api/maps.ts';
import { LayerStyleEditor } from '../components/LayerStyleEditor.tsx';
import { MapSettings } from '../components/MapSettings.tsx';
import type { MapStyleChoice } from '../viewer/basemapStyle.ts';
import { type DrawMode, drawReducer, emptyDraw } from '../viewer/drawing.ts';
import { LazyLayerMap } from '../viewer/LazyMaps.tsx';
import { legendEntries } from '../viewer/layerStyle.ts';
import { pathLength, ringArea } from '../viewer/measure.ts';

export default function MapViewerPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <EmptyState message={t('maps.notFound')} />;
  return <MapScreen id={id} />;
}

function MapScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const map = useMapWithLayers(id);
  const basemap = useBasemap();
  if (map.isPending || basemap.isPending) return <LoadingState lines={8} />;
  if (isApiError(map.error) && map.error.status === 404) return <EmptyState message={t('maps.notFound')} />;
  if (map.isError) return <ErrorState error={map.error} onRetry={() => void map.refetch()} />;
  if (basemap.isError) return <ErrorState error={basemap.error} onRetry={() => void basemap.refetch()} />;
  return <MapView map={map.data.map} layers={map.data.layers} basemap={basemap.data} />;
}

type Tool =
  | { kind: 'none' }
  | { kind: 'measure' }
  | { kind: 'edit'; layer: number }
  | { kind: 'style'; layer: number };

const styleOf = (layer: ContentItem) => GeojsonStyle.parse(layer.properties.style ?? {});
const stringList = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

function LayerData({
  id,
  onData,
}: {
  id: number;
  onData: (id: number, data: GeojsonData | undefined) => void;
}) {
  const data = useLayerData(id, true);
  useEffect(() => onData(id, data.data), [id, data.data, onData]);
  return null;
}

function MapView({ map, layers, basemap }: { map: ContentItem; layers: ContentItem[]; basemap: Basemap }) {
  const { t, i18n } = useTranslation();
  const styles = (map.properties.styles ?? []) as MapStyleChoice[];
  const storageKey = `spatium.mapStyle.${map.id}`;
  const [styleId, setStyleId] = useState<string | null>(() => localStorage.getItem(storageKey));
  const styleChoice = styles.find((s) => s.id === styleId);
  const [hidden, setHidden] = useState<number[]>([]);
  const [level, setLevel] = useState<string | null>(null);
  const [tool, setTool] = useState<Tool>({ kind: 'none' });
  const [measure, setMeasure] = useState<[number, number][]>([]);
  const [uploading, setUploading] = useState(false);
  const [settings, setSettings] = useState(false);
  const [data, setData] = useState<Record<number, GeojsonData | undefined>>({});
  const [draw, dispatch] = useReducer(drawReducer, emptyDraw);
  const [picking, setPicking] = useState(false);
  const queryClient = useQueryClient();
  const saveData = useSaveLayerData(map.id);
  const saveStyle = useSaveLayerStyle(map.id);
  const onData = useMemo(
    () => (layerId: number, next: GeojsonData | undefined) => setData((all) => ({ ...all, [layerId]: next })),
    [],
  );
  const editing = tool.kind === 'edit' ? tool.layer : null;

  const levels = useMemo(() => {
    const all = new Set(stringList(map.properties.levels));
    for (const layerData of Object.values(data))
      for (const feature of layerData?.features ?? []) {
        const value = feature.properties?.level;
        if (value !== undefined && value !== null) all.add(String(value));
      }
    return [...all];
  }, [map.properties.levels, data]);

  const mapLayers = useMemo(
    () =>
      layers.map((layer) => ({
        id: layer.id,
        title: layer.title,
        style: styleOf(layer),
        visible: !hidden.includes(layer.id),
        data:
          layer.id === editing
            ? ({ type: 'FeatureCollection', features: draw.features } as GeojsonData)
            : data[layer.id],
      })),
    [layers, hidden, data, editing, draw.features],
  );

  const format = (n: number, unit: string) =>
    `${new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 }).format(n)} ${unit}`;

  const startEdit = (layer: ContentItem) => {
    dispatch({ type: 'load', features: data[layer.id]?.features ?? [] });
    setPicking(false);
    setTool({ kind: 'edit', layer: layer.id });
  };
  const stopEdit = () => {
    dispatch({ type: 'load', features: [] });
    setTool({ kind: 'none' });
  };
  const save = () => {
    if (editing === null) return;
    saveData.mutate(
      { id: editing, data: { type: 'FeatureCollection', features: draw.features } },
      {
        onSuccess: () => {
          dispatch({ type: 'saved' });
          notifications.show({ message: t('maps.draw.saved') });
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('maps.draw.saveFailed'),
            message: describeError(error, t),
          }),
      },
    );
  };

  const onMapClick = (at: [number, number]) => {
    if (tool.kind === 'measure') setMeasure((path) => [...path, at]);
    else if (editing !== null && draw.mode) dispatch({ type: 'click', at, level });
  };

  return (
    <Stack gap="md">
      {layers.map((layer) => (
        <LayerData key={layer.id} id={layer.id} onData={onData} />
      ))}
      <Group justify="space-between">
        <Title order={1}>{map.title}</Title>
        <Group gap="xs">
          <FavouriteStar kind="maps" id={map.id} title={map.title} />
          {map.abilities.update && (
            <>
              <Button size="xs" onClick={() => setUploading(true)}>
                {t('maps.uploadLayer')}
              </Button>
              <Button size="xs" variant="light" onClick={() => setSettings((open) => !open)}>
                {t('maps.settings.open')}
              </Button>
            </>
          )}
          <Button
            component={Link}
            to={`/my_p/${map.oldproject}?sp=${map.subproject}`}
            size="xs"
            variant="default"
          >
            {t('maps.backToProject')}
          </Button>
        </Group>
      </Group>
      {settings && <MapSettings map={map} onClose={() => setSettings(false)} />}
      <Group align="stretch" gap="md" wrap="nowrap" style={{ minHeight: '70vh' }}>
        <Paper withBorder p="sm" w={320} style={{ flexShrink: 0, overflowY: 'auto' }}>
          <Stack gap="sm">
            <Select
              label={t('maps.basemapStyle')}
              data={[
                { value: '', label: t('maps.defaultStyle') },
                ...styles.map((s) => ({ value: s.id, label: s.title })),
              ]}
              value={styleChoice?.id ?? ''}
              onChange={(value) => {
                const next = value || null;
                setStyleId(next);
                if (next) localStorage.setItem(storageKey, next);
                else localStorage.removeItem(storageKey);
              }}
              allowDeselect={false}
            />
            {levels.length > 0 && (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="map-level-label">
                  {t('maps.level')}
                </Text>
                <SegmentedControl
                  aria-labelledby="map-level-label"
                  size="xs"
                  data={[
                    { value: '', label: t('maps.allLevels') },
                    ...levels.map((l) => ({ value: l, label: l })),
                  ]}
                  value={level ?? ''}
                  onChange={(value) => setLevel(value === '' ? null : value)}
                />
              </Stack>
            )}
            <Text size="sm" fw={600}>
              {t('maps.layers')}
            </Text>
            {layers.length === 0 && (
              <Text size="sm" c="dimmed" role="status">
                {t('maps.noLayers')}
              </Text>
            )}
            {layers.map((layer) => {
              const style = styleOf(layer);
              const count = layer.properties.feature_count;
              return (
                <Paper key={layer.id} withBorder p="xs" component="section" aria-label={layer.title}>
                  <Stack gap={6}>
                    <Group justify="space-between" wrap="nowrap">
                      <Checkbox
                        label={layer.title}
                        checked={!hidden.includes(layer.id)}
                        onChange={(event) => {
                          const on = event.currentTarget.checked;
                          setHidden((list) =>
                            on ? list.filter((h) => h !== layer.id) : [...list, layer.id],
                          );
                        }}
                      />
                      {typeof count === 'number' && (
                        <Badge variant="light" size="sm">
                          {t('maps.featureCount', { count })}
                        </Badge>
                      )}
                    </Group>
                    <Stack gap={2} aria-label={t('maps.legendOf', { title: layer.title })}>
                      {legendEntries(layer.title, style).map((entry) => (
                        <Group key={entry.label} gap={6} wrap="nowrap">
                          <Box w={14} h={4} style={{ background: entry.color, borderRadius: 2 }} />
                          <Text size="xs">{entry.label}</Text>
                        </Group>
                      ))}
                    </Stack>
                    {layer.abilities.update && tool.kind === 'none' && (
                      <Group gap={4}>
                        <Button
                          size="compact-xs"
                          variant="light"
                          onClick={() => setTool({ kind: 'style', layer: layer.id })}
                        >
                          {t('maps.style.open')}
                        </Button>
                        <Button size="compact-xs" variant="light" onClick={() => startEdit(layer)}>
                          {t('maps.draw.open')}
                        </Button>
                      </Group>
                    )}
                    {tool.kind === 'style' && tool.layer === layer.id && (
                      <LayerStyleEditor
                        style={style}
                        data={data[layer.id]}
                        saving={saveStyle.isPending}
                        onCancel={() => setTool({ kind: 'none' })}
                        onSave={(next) =>
                          saveStyle.mutate(
                            { id: layer.id, style: next },
                            {
                              onSuccess: () => setTool({ kind: 'none' }),
                              onError: (error) =>
                                notifications.show({
                                  color: 'red',
                                  title: t('maps.style.saveFailed'),
                                  message: describeError(error, t),
                                }),
                            },
                          )
                        }
                      />
                    )}
                    {editing === layer.id && (
                      <Stack gap={6}>
                        <SegmentedControl
                          size="xs"
                          aria-label={t('maps.draw.shape')}
                          data={[
                            { value: 'point', label: t('maps.draw.point') },
                            { value: 'line', label: t('maps.draw.line') },
                            { value: 'polygon', label: t('maps.draw.polygon') },
                          ]}
                          value={draw.mode ?? ''}
                          onChange={(mode) => {
                            setPicking(false);
                            dispatch({ type: 'mode', mode: mode as DrawMode });
                          }}
                        />
                        <Text size="xs" c="dimmed">
                          {draw.mode ? t(`maps.draw.hint.${draw.mode}`) : t('maps.draw.hint.none')}
                        </Text>
                        <Group gap={4}>
                          {draw.mode && draw.mode !== 'point' && (
                            <Button
                              size="compact-xs"
                              onClick={() => dispatch({ type: 'finish', level })}
                              disabled={draw.vertices.length < (draw.mode === 'polygon' ? 3 : 2)}
                            >
                              {t('maps.draw.finish')}
                            </Button>
                          )}
                          <Button
                            size="compact-xs"
                            variant="light"
                            onClick={() => dispatch({ type: 'undo' })}
                            disabled={draw.history.length === 0}
                          >
                            {t('maps.draw.undo')}
                          </Button>
                          <Button
                            size="compact-xs"
                            variant={picking ? 'filled' : 'light'}
                            color="red"
                            onClick={() => {
                              dispatch({ type: 'mode', mode: null });
                              setPicking((on) => !on);
                            }}
                          >
                            {t('maps.draw.remove')}
                          </Button>
                        </Group>
                        <Text size="xs" role="status">
                          {t('maps.featureCount', { count: draw.features.length })}
                        </Text>
                        <Group gap={4}>
                          <Button
                            size="xs"
                            onClick={save}
                            loading={saveData.isPending}
                            disabled={!draw.dirty}
                          >
                            {t('maps.draw.save')}
                          </Button>
                          <Button size="xs" variant="default" onClick={stopEdit}>
                            {t('maps.draw.close')}
                          </Button>
                        </Group>
                      </Stack>
                    )}
                  </Stack>
                </Paper>
              );
            })}
            <Stack gap={4}>
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {t('maps.measure.title')}
                </Text>
                <Button
                  size="compact-xs"
                  variant={tool.kind === 'measure' ? 'filled' : 'light'}
                  disabled={tool.kind !== 'none' && tool.kind !== 'measure'}
                  onClick={() => {
                    setMeasure([]);
                    setTool(tool.kind === 'measure' ? { kind: 'none' } : { kind: 'measure' });
                  }}
                >
                  {tool.kind === 'measure' ? t('maps.measure.stop') : t('maps.measure.start')}
                </Button>
              </Group>
              {tool.kind === 'measure' && (
                <Text size="xs" role="status">
                  {measure.length < 2
                    ? t('maps.measure.hint')
                    : t('maps.measure.result', {
                        distance: format(pathLength(measure), 'm'),
                        area: format(ringArea(measure), 'm²'),
                      })}
                </Text>
              )}
            </Stack>
          </Stack>
        </Paper>
        <Box pos="relative" style={{ flex: 1, minHeight: '70vh', borderRadius: 8, overflow: 'hidden' }}>
          <LazyLayerMap
            basemap={basemap}
            styleChoice={styleChoice}
            center={map.properties.center as [number, number]}
            zoom={map.properties.zoom as number}
            label={t('maps.mapLabel', { title: map.title })}
            layers={mapLayers}
            level={level}
            sketch={
              tool.kind === 'measure'
                ? { vertices: measure, closed: measure.length >= 3 }
                : { vertices: draw.vertices, closed: draw.mode === 'polygon' }
            }
            onMapClick={onMapClick}
            pickLayer={picking ? editing : null}
            onPick={(index) => dispatch({ type: 'remove', index })}
          />
        </Box>
      </Group>
      {uploading && (
        <ContentFormModal
          opened
          mode="create"
          kind="geojsons"
          subproject={map.subproject}
          onClose={() => setUploading(false)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: ['maps', 'viewer', map.id] })}
        />
      )}
    </Stack>
  );
}
