import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ContentItem } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../platform/api/index.ts';
import { useContentItem, useContentList } from '../../content/index.ts';
import { FavouriteStar } from '../../favourites/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { TourNotFound } from '../components/TourNotFound.tsx';
import { SignedInTour } from './TourViewerPage.tsx';

/** /grouptours/{id}: a tour group's tours in the group's order, one at a time in the viewer. */
export default function TourGroupPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <TourNotFound />;
  return <TourGroup id={id} />;
}

/** The group's tours the caller may open, in the group's order (others are left out, not shown broken). */
export function groupTours(group: Pick<ContentItem, 'properties'>, visible: ContentItem[]): ContentItem[] {
  const ids = Array.isArray(group.properties.tours) ? group.properties.tours : [];
  const byId = new Map(visible.map((tour) => [tour.id, tour]));
  return ids.flatMap((tourId) => {
    const tour = byId.get(Number(tourId));
    return tour ? [tour] : [];
  });
}

function TourGroup({ id }: { id: number }) {
  const { t } = useTranslation();
  const group = useContentItem('grouptours', id);
  const tours = useContentList('tours', {}, group.isSuccess);
  const [params, setParams] = useSearchParams();
  // The chosen tour lives here; the URL only mirrors it for sharing (the viewer rewrites the URL as it
  // turns, and a write from the tour being left must not switch back to it).
  const [selected, setSelected] = useState(() => Number(params.get('tour')));

  if (group.isPending || (group.isSuccess && tours.isPending)) return <LoadingState lines={6} />;
  if (isApiError(group.error) && group.error.status === 404) return <TourNotFound />;
  if (group.isError) return <ErrorState error={group.error} onRetry={() => void group.refetch()} />;
  if (tours.isError) return <ErrorState error={tours.error} onRetry={() => void tours.refetch()} />;

  const members = groupTours(group.data, tours.data ?? []);
  const current = members.find((tour) => tour.id === selected) ?? members[0];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{group.data.title}</Title>
          {group.data.description && <Text c="dimmed">{group.data.description}</Text>}
        </Stack>
        <FavouriteStar kind="grouptours" id={group.data.id} title={group.data.title} />
      </Group>
      {!current ? (
        <Text c="dimmed" role="status">
          {t('tours.group.empty')}
        </Text>
      ) : (
        <>
          {/* A new tour starts at its own first scene: the previous tour's view parameters go. */}
          <Tabs
            value={String(current.id)}
            onChange={(value) => {
              if (!value) return;
              setSelected(Number(value));
              setParams({ tour: value });
            }}
          >
            <Tabs.List aria-label={t('tours.group.label')}>
              {members.map((tour) => (
                <Tabs.Tab key={tour.id} value={String(tour.id)}>
                  {tour.title}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <SignedInTour key={current.id} id={current.id} headingOrder={2} />
        </>
      )}
    </Stack>
  );
}
