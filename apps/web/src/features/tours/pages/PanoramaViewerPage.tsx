import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { importWithTimeout, isApiError } from '../../../platform/api/index.ts';
import { contentPath } from '../../content/index.ts';
import { FavouriteStar } from '../../favourites/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import { usePanoramaViewer } from '../api/tours.ts';

// Photo Sphere Viewer and three.js are only downloaded when a panorama is opened.
const PanoramaViewer = lazy(() => importWithTimeout(() => import('../viewer/PanoramaViewer.tsx')));

/** /panoramas/{id}: one panorama on its own in the 360° viewer. */
export default function PanoramaViewerPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <EmptyState message={t('content.detail.notFound')} />;
  return <PanoramaScreen id={id} />;
}

function PanoramaScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = usePanoramaViewer(id);
  if (query.isPending) return <LoadingState lines={6} />;
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('content.detail.notFoundTitle')}</Title>
        <Text>{t('content.detail.notFound')}</Text>
      </Stack>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const panorama = query.data;
  const { tiles } = panorama;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} dir="auto">
            {panorama.title}
          </Title>
          {panorama.description && (
            <Text c="dimmed" dir="auto">
              {panorama.description}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <FavouriteStar kind="panoramas" id={panorama.id} title={panorama.title} />
          <Anchor component={Link} to={contentPath('panoramas', panorama.id)}>
            {t('content.card.details')}
          </Anchor>
        </Group>
      </Group>
      {tiles ? (
        <Suspense fallback={<LoadingState lines={4} />}>
          <PanoramaViewer panorama={{ ...panorama, tiles }} />
        </Suspense>
      ) : (
        <Paper withBorder p="xl">
          <Text c="dimmed" role="status">
            {panorama.status === 'failed' ? t('tours.panoramaFailed') : t('tours.viewer.tiling')}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
