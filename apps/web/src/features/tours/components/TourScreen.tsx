import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../platform/api/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import type { TourData, ViewerSceneData } from '../api/tours.ts';
import { decodeView, encodeView, type ViewLink } from '../viewer/deepLink.ts';
import { LazyTourViewer } from '../viewer/LazyTourViewer.tsx';

/** Loading, not-found and error states around the viewer; the URL keeps the current view. */
export function TourScreen({
  query,
  onAnswer,
  editPath,
}: {
  query: UseQueryResult<TourData>;
  onAnswer: (scene: string, answer: number) => Promise<ViewerSceneData>;
  editPath?: string;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // Read once: afterwards the viewer drives the URL, not the other way round.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial view only
  const initialView = useMemo(() => decodeView(params), []);
  const onViewChange = useCallback(
    (view: ViewLink) =>
      setParams((current) => encodeView(current, view), { replace: true, preventScrollReset: true }),
    [setParams],
  );

  if (query.isPending) return <LoadingState lines={6} />;
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('tours.notFoundTitle')}</Title>
        <Text>{t('tours.notFound')}</Text>
      </Stack>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const tour = query.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{tour.title}</Title>
          {tour.description && <Text c="dimmed">{tour.description}</Text>}
        </Stack>
        {editPath && (
          <Anchor component={Link} to={editPath}>
            {t('tours.editTour')}
          </Anchor>
        )}
      </Group>
      <LazyTourViewer tour={tour} onAnswer={onAnswer} initialView={initialView} onViewChange={onViewChange} />
    </Stack>
  );
}
