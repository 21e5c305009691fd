import { Stack, Text, Title } from '@mantine/core';
import type { StoryViewer } from '@spatium/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../platform/api/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { useStoryViewer } from '../api/stories.ts';

/** Missing, private to others, disabled or another company's: one state, as the server answers 404 for all. */
export function StoryNotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t('stories.notFoundTitle')}</Title>
      <Text>{t('stories.notFound')}</Text>
    </Stack>
  );
}

/** The story of the route's `:id` once loaded; loading, not-found and error states until then. */
export function WithStory({ children }: { children: (story: StoryViewer) => ReactNode }) {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <StoryNotFound />;
  return <LoadedStory id={id}>{children}</LoadedStory>;
}

function LoadedStory({ id, children }: { id: number; children: (story: StoryViewer) => ReactNode }) {
  const query: UseQueryResult<StoryViewer> = useStoryViewer(id);
  if (query.isPending) return <LoadingState lines={6} />;
  if (isApiError(query.error) && query.error.status === 404) return <StoryNotFound />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/** Whether a key press belongs to a live 3D view, whose arrow keys move its camera. */
export function isInViewer(event: KeyboardEvent): boolean {
  return (event.target as HTMLElement | null)?.closest?.('[role="application"]') != null;
}

/** Keys that move between chapters, unless the visitor is typing or inside an embedded viewer. */
export function chapterStep(event: KeyboardEvent): -1 | 1 | 0 {
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable="true"]') || isInViewer(event)) return 0;
  if (event.altKey || event.ctrlKey || event.metaKey) return 0;
  if (event.key === 'ArrowRight' || event.key === 'PageDown') return 1;
  if (event.key === 'ArrowLeft' || event.key === 'PageUp') return -1;
  return 0;
}
