import { Anchor, Badge, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { contentPath } from '../../content/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import { encodeView } from '../../tours/index.ts';
import { useSearch } from '../api/search.ts';
import { readSearchInput } from '../searchRules.ts';

const debounceMs = 300;

/** Search results: sub-projects, documents and points of interest the user may see. */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const urlQ = params.get('q') ?? '';
  const [text, setText] = useState(urlQ);
  const [debounced] = useDebouncedValue(text, debounceMs);
  useEffect(() => setText(urlQ), [urlQ]);

  const input = readSearchInput(debounced);
  const q = input.state === 'ready' ? input.q : null;
  // The URL follows the text so the results can be shared and the back button works.
  useEffect(() => {
    if (q !== null && q !== urlQ) setParams({ q }, { replace: true });
  }, [q, urlQ, setParams]);
  const search = useSearch(q);
  const typed = readSearchInput(text);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('search.title')}</Title>
      <TextInput
        type="search"
        label={t('search.label')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        description={typed.state === 'tooShort' ? t('search.tooShort') : undefined}
        rightSection={
          search.isFetching ? <Loader size="xs" role="status" aria-label={t('common.loading')} /> : null
        }
        maw={520}
        data-autofocus
      />
      {q === null ? (
        <EmptyState message={t('search.prompt')} />
      ) : search.isPending ? (
        <LoadingState lines={5} />
      ) : search.isError ? (
        <ErrorState error={search.error} onRetry={() => void search.refetch()} />
      ) : (
        <Results data={search.data} q={q} />
      )}
    </Stack>
  );
}

function Results({ data, q }: { data: NonNullable<ReturnType<typeof useSearch>['data']>; q: string }) {
  const { t } = useTranslation();
  const poiCount = data.pois.length + data.tour_pois.length + data.scene_pois.length;
  const total = data.subprojects.length + data.documents.length + poiCount;
  if (total === 0) return <EmptyState message={t('search.nothing', { q })} />;
  return (
    <Stack gap="lg" aria-live="polite">
      <Section title={t('search.subprojects')} count={data.subprojects.length}>
        {data.subprojects.map((sub) => (
          <Paper key={sub.id} withBorder p="sm" role="listitem">
            <Anchor dir="auto" component={Link} to={`/my_p/${sub.oldproject}?sp=${sub.id}`} fw={600}>
              {sub.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('search.inProject', { project: sub.project_title })}
            </Text>
          </Paper>
        ))}
      </Section>
      <Section title={t('search.documents')} count={data.documents.length}>
        {data.documents.map((doc) => (
          <Paper key={`${doc.kind}-${doc.id}`} withBorder p="sm" role="listitem">
            <Group gap="xs">
              <Anchor dir="auto" component={Link} to={contentPath(doc.kind, doc.id)} fw={600}>
                {doc.title}
              </Anchor>
              <Badge size="xs" variant="light">
                {t(`content.kind.${doc.kind}`)}
              </Badge>
            </Group>
          </Paper>
        ))}
      </Section>
      <Section title={t('search.pois')} count={poiCount}>
        {data.tour_pois.map((poi) => (
          <Paper key={`${poi.tour}:${poi.id}`} withBorder p="sm" role="listitem">
            <Group gap="xs">
              {/* Straight into the scene, facing the point. */}
              <Anchor
                dir="auto"
                component={Link}
                to={`/tours/${poi.tour}?${encodeView(new URLSearchParams(), { scene: poi.scene, yaw: poi.yaw, pitch: poi.pitch })}`}
                fw={600}
              >
                {poi.title}
              </Anchor>
              <Badge size="xs" variant="outline">
                {t(`search.importance.${poi.importance}`)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {poi.tour_title} · {poi.scene_title}
            </Text>
            {poi.description && (
              <Text dir="auto" size="sm" c="dimmed" lineClamp={2}>
                {poi.description}
              </Text>
            )}
          </Paper>
        ))}
        {data.scene_pois.map((poi) => (
          <Paper key={`scene-${poi.id}`} withBorder p="sm" role="listitem">
            <Group gap="xs">
              {/* A cloud opens at the view the point was placed from. */}
              <Anchor
                dir="auto"
                component={Link}
                to={
                  poi.content === 'clouds' && poi.camera
                    ? `${contentPath(poi.content, poi.item)}?view=${[...poi.camera.position, ...poi.camera.target].join(',')}`
                    : contentPath(poi.content, poi.item)
                }
                fw={600}
              >
                {poi.title}
              </Anchor>
              <Badge size="xs" variant="outline">
                {t(`search.importance.${poi.importance}`)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" dir="auto">
              {poi.item_title} · {t(`content.kind.${poi.content}`)}
            </Text>
            {poi.description && (
              <Text dir="auto" size="sm" c="dimmed" lineClamp={2}>
                {poi.description}
              </Text>
            )}
          </Paper>
        ))}
        {data.pois.map((poi) => (
          <Paper key={poi.id} withBorder p="sm" role="listitem">
            <Group gap="xs">
              {poi.tour ? (
                <Anchor dir="auto" component={Link} to={contentPath('tours', poi.tour)} fw={600}>
                  {poi.title}
                </Anchor>
              ) : (
                <Text dir="auto" fw={600}>
                  {poi.title}
                </Text>
              )}
              <Badge size="xs" variant="outline">
                {t(`search.importance.${poi.importance}`)}
              </Badge>
            </Group>
            {poi.description && (
              <Text dir="auto" size="sm" c="dimmed" lineClamp={2}>
                {poi.description}
              </Text>
            )}
          </Paper>
        ))}
      </Section>
    </Stack>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title} · {count}
      </Title>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {t('search.noneOfKind')}
        </Text>
      ) : (
        <Stack gap="xs" role="list">
          {children}
        </Stack>
      )}
    </Stack>
  );
}
