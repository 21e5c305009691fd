import {
  Alert,
  Box,
  Button,
  Chip,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type ContentKind,
  type MapPlacementKind,
  mapPlacementKinds,
  type ProjectMap,
  type ProjectMapItem,
  type Tag,
} from '@spatium/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { describeError, isApiError } from '../../../platform/api/index.ts';
import { openPath } from '../../content/index.ts';
import { useProjectPage } from '../../projects/api/projects.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import { useBasemap, usePlaceOnMap, useProjectMap } from '../api/maps.ts';
import { LazyProjectMap } from '../viewer/LazyMaps.tsx';
import { kindColors } from '../viewer/markers.ts';
import { filterItems, noMapFilter, type ProjectMapFilter } from '../viewer/projectMapFilter.ts';

export default function ProjectMapPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <EmptyState message={t('projects.page.notFound')} />;
  return <ProjectMapScreen id={id} />;
}

function ProjectMapScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const data = useProjectMap(id);
  const basemap = useBasemap();
  if (data.isPending || basemap.isPending) return <LoadingState lines={8} />;
  if (isApiError(data.error) && data.error.status === 404)
    return <EmptyState message={t('projects.page.notFound')} />;
  if (data.isError) return <ErrorState error={data.error} onRetry={() => void data.refetch()} />;
  if (basemap.isError) return <ErrorState error={basemap.error} onRetry={() => void basemap.refetch()} />;
  return <ProjectMapView data={data.data} basemap={basemap.data} />;
}

function ProjectMapView({
  data,
  basemap,
}: {
  data: ProjectMap;
  basemap: NonNullable<ReturnType<typeof useBasemap>['data']>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<ProjectMapFilter>(noMapFilter);
  const [focus, setFocus] = useState<{ lon: number; lat: number; key: number } | null>(null);
  const [placing, setPlacing] = useState<{ kind: MapPlacementKind; id: number } | null>(null);
  const place = usePlaceOnMap(data.project.id);

  const kindName = (kind: MapPlacementKind) =>
    kind === 'oldsubprojects' ? t('maps.subproject') : t(`content.kinds.${kind as ContentKind}`);
  const shown = useMemo(() => filterItems(data.items, filter), [data.items, filter]);
  const tags = useMemo(() => {
    const byId = new Map<number, Tag>();
    for (const item of data.items) for (const tag of item.tags) byId.set(tag.id, tag);
    return [...byId.values()];
  }, [data.items]);
  const kindsPresent = mapPlacementKinds.filter((kind) => data.items.some((item) => item.kind === kind));
  const words = filter.query.trim().toLowerCase();
  const placeHits = words
    ? data.places.filter((p) => `${p.title} ${p.address}`.toLowerCase().includes(words))
    : [];

  const open = (item: ProjectMapItem) =>
    void navigate(
      item.kind === 'oldsubprojects'
        ? `/my_p/${data.project.id}?sp=${item.id}`
        : openPath(item.kind as ContentKind, item.id),
    );

  const placeAt = ([lon, lat]: [number, number]) => {
    if (!placing) return;
    place.mutate(
      { ...placing, lon, lat, level: filter.level },
      {
        onSuccess: () => {
          setPlacing(null);
          notifications.show({ message: t('maps.placed') });
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('maps.placeFailed'),
            message: describeError(error, t),
          }),
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('maps.projectMapTitle', { project: data.project.title })}</Title>
        <Button component={Link} to={`/my_p/${data.project.id}`} variant="light" size="xs">
          {t('maps.backToProject')}
        </Button>
      </Group>
      <Group align="stretch" gap="md" wrap="nowrap" style={{ minHeight: '70vh' }}>
        <Paper withBorder p="sm" w={300} style={{ flexShrink: 0 }}>
          <Stack gap="sm">
            <TextInput
              label={t('maps.search')}
              placeholder={t('maps.searchPlaceholder')}
              value={filter.query}
              onChange={(event) => setFilter({ ...filter, query: event.currentTarget.value })}
            />
            {words !== '' && (
              <Stack gap={4} aria-label={t('maps.searchResults')}>
                {[
                  ...shown.map((i) => ({ key: `${i.kind}:${i.id}`, title: i.title, lon: i.lon, lat: i.lat })),
                  ...placeHits.map((p) => ({ key: `place:${p.id}`, title: p.title, lon: p.lon, lat: p.lat })),
                ]
                  .slice(0, 8)
                  .map((hit) => (
                    <UnstyledButton
                      key={hit.key}
                      onClick={() => setFocus({ lon: hit.lon, lat: hit.lat, key: Date.now() })}
                    >
                      <Text size="sm">{hit.title}</Text>
                    </UnstyledButton>
                  ))}
                {shown.length === 0 && placeHits.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('maps.noResults')}
                  </Text>
                )}
              </Stack>
            )}
            <MultiSelect
              label={t('maps.filterKinds')}
              placeholder={t('maps.allKinds')}
              data={kindsPresent.map((kind) => ({ value: kind, label: kindName(kind) }))}
              value={filter.kinds}
              onChange={(kinds) => setFilter({ ...filter, kinds: kinds as MapPlacementKind[] })}
              clearable
            />
            {tags.length > 0 && (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('maps.filterTags')}
                </Text>
                <Chip.Group
                  multiple
                  value={filter.tags.map(String)}
                  onChange={(values) => setFilter({ ...filter, tags: values.map(Number) })}
                >
                  <Group gap={4}>
                    {tags.map((tag) => (
                      <Chip key={tag.id} value={String(tag.id)} size="xs" color={tag.color}>
                        {tag.title}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Stack>
            )}
            {data.levels.length > 0 && (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="project-map-level">
                  {t('maps.level')}
                </Text>
                <SegmentedControl
                  aria-labelledby="project-map-level"
                  size="xs"
                  data={[
                    { value: '', label: t('maps.allLevels') },
                    ...data.levels.map((level) => ({ value: level, label: level })),
                  ]}
                  value={filter.level ?? ''}
                  onChange={(level) => setFilter({ ...filter, level: level === '' ? null : level })}
                />
              </Stack>
            )}
            <Text size="xs" c="dimmed" role="status">
              {t('maps.shownCount', { count: shown.length, total: data.items.length })}
            </Text>
            <Stack gap={2} aria-label={t('maps.legend')}>
              {kindsPresent.map((kind) => (
                <Group key={kind} gap={6}>
                  <Box w={12} h={12} style={{ background: kindColors[kind], borderRadius: 2 }} />
                  <Text size="xs">{kindName(kind)}</Text>
                </Group>
              ))}
            </Stack>
            {data.may_place && (
              <PlacePicker
                projectId={data.project.id}
                placing={placing}
                onPick={setPlacing}
                kindName={kindName}
              />
            )}
          </Stack>
        </Paper>
        <Box pos="relative" style={{ flex: 1, minHeight: '70vh', borderRadius: 8, overflow: 'hidden' }}>
          {data.items.length === 0 && (
            <Alert pos="absolute" top={8} left={8} style={{ zIndex: 2 }} role="status">
              {t('maps.nothingPlaced')}
            </Alert>
          )}
          <LazyProjectMap
            basemap={basemap}
            items={shown}
            places={data.places}
            issues={data.issues}
            focus={focus}
            onOpen={open}
            onMapClick={placing ? placeAt : undefined}
            labels={{
              map: t('maps.projectMapLabel', { project: data.project.title }),
              item: (item) => t('maps.openItem', { kind: kindName(item.kind), title: item.title }),
              cluster: (count) => t('maps.cluster', { count }),
              place: (p) => t('maps.placeMarker', { title: p.title }),
            }}
          />
        </Box>
      </Group>
    </Stack>
  );
}

/** Managers place a sub-project or content item: pick it, then click the map. */
function PlacePicker({
  projectId,
  placing,
  onPick,
  kindName,
}: {
  projectId: number;
  placing: { kind: MapPlacementKind; id: number } | null;
  onPick: (next: { kind: MapPlacementKind; id: number } | null) => void;
  kindName: (kind: MapPlacementKind) => string;
}) {
  const { t } = useTranslation();
  const page = useProjectPage(projectId);
  const options = (page.data?.subprojects ?? []).flatMap((sub) => [
    { value: `oldsubprojects:${sub.id}`, label: `${kindName('oldsubprojects')}: ${sub.title}` },
    ...sub.content
      .filter((item) => (mapPlacementKinds as readonly string[]).includes(item.kind))
      .map((item) => ({
        value: `${item.kind}:${item.id}`,
        label: `${kindName(item.kind as MapPlacementKind)}: ${item.title}`,
      })),
  ]);
  return (
    <Stack gap={4}>
      <Select
        label={t('maps.placeItem')}
        placeholder={t('maps.placeItemPlaceholder')}
        data={options}
        searchable
        value={placing ? `${placing.kind}:${placing.id}` : null}
        onChange={(value) => {
          if (!value) return onPick(null);
          const [kind, id] = value.split(':');
          onPick({ kind: kind as MapPlacementKind, id: Number(id) });
        }}
        clearable
      />
      {placing && (
        <Text size="xs" c="yellow" role="status">
          {t('maps.clickToPlace')}
        </Text>
      )}
    </Stack>
  );
}
