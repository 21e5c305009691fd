import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../platform/api/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import type { QuizAnswer, TourData, ViewerSceneData } from '../api/tours.ts';
import { decodeView, encodeView, type ViewLink } from '../viewer/deepLink.ts';
import { LazyTourViewer } from '../viewer/LazyTourViewer.tsx';
import { localiseTour } from '../viewer/localiseTour.ts';
import { TourNotFound } from './TourNotFound.tsx';

/** Loading, not-found and error states around the viewer; the URL keeps the current view. */
export function TourScreen({
  query,
  onAnswer,
  editPath,
  headingOrder = 1,
  canSnapshot,
  canRaiseIssue,
  embedded = false,
  actions,
}: {
  query: UseQueryResult<TourData>;
  onAnswer: (answer: QuizAnswer) => Promise<ViewerSceneData>;
  editPath?: string;
  /** 2 inside a page that has its own heading (a tour group). */
  headingOrder?: 1 | 2;
  canSnapshot?: boolean;
  /** Offer "Raise issue" at the current view (the signed-in tour page). */
  canRaiseIssue?: boolean;
  /** In another site's <iframe>: the tour fills the frame under a one-line title. */
  embedded?: boolean;
  /** Controls for the header beside the title, given the tour's localised title (e.g. its star). */
  actions?: (title: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const localised = useMemo(() => query.data && localiseTour(query.data, language), [query.data, language]);
  const [params, setParams] = useSearchParams();
  // Read once: afterwards the viewer drives the URL, not the other way round.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial view only
  const initialView = useMemo(() => decodeView(params), []);
  // From the address bar as it is now: React Router hands an updater the parameters of the render that
  // made it, and the viewer's debounced call can come after another change (a tour group's tab).
  const onViewChange = useCallback(
    (view: ViewLink) =>
      setParams(() => encodeView(new URLSearchParams(window.location.search), view), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );

  if (query.isPending) return <LoadingState lines={6} />;
  if (isApiError(query.error) && query.error.status === 404) return <TourNotFound />;
  if (query.isError || !localised)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { tour, locale } = localised;
  if (embedded) {
    const full = new URL(window.location.href);
    full.searchParams.delete('embed');
    return (
      <Stack gap={4} p={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs" lang={locale}>
          <Title order={1} size="h5" lineClamp={1} dir="auto">
            {tour.title}
          </Title>
          <Anchor href={full.toString()} target="_blank" rel="noopener" size="sm">
            {t('tours.share.openFull')}
          </Anchor>
        </Group>
        <LazyTourViewer
          tour={tour}
          onAnswer={onAnswer}
          initialView={initialView}
          onViewChange={onViewChange}
          height="calc(100dvh - 48px)"
        />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4} lang={locale}>
          <Title order={headingOrder} dir="auto">
            {tour.title}
          </Title>
          {tour.description && (
            <Text c="dimmed" dir="auto">
              {tour.description}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {actions?.(tour.title)}
          {editPath && (
            <Anchor component={Link} to={editPath}>
              {t('tours.editTour')}
            </Anchor>
          )}
        </Group>
      </Group>
      <LazyTourViewer
        tour={tour}
        onAnswer={onAnswer}
        initialView={initialView}
        onViewChange={onViewChange}
        canSnapshot={canSnapshot}
        canRaiseIssue={canRaiseIssue}
      />
    </Stack>
  );
}
