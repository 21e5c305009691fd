import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ContentItem, VideoOffsets } from '@spatium/contracts';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeError, isApiError } from '../../../platform/api/index.ts';
import { contentPath, downloadFile, useContentItem, useUpdateContent } from '../../content/index.ts';
import { FavouriteStar } from '../../favourites/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import { offsetsOf, signVideoLink, videoFileOf } from '../api/videos360.ts';
import { OffsetsEditor } from '../components/OffsetsEditor.tsx';
import { LazyVideo360Viewer } from '../viewer/LazyVideo360Viewer.tsx';
import type { Video360Handle, VideoFailure } from '../viewer/Video360Viewer.tsx';

/** /videos360/{id}: a 360° video player; editors straighten it and choose where it starts. */
export default function Video360Page() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <Video360Screen id={id} />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t('videos360.notFoundTitle')}</Title>
      <Text>{t('videos360.notFound')}</Text>
    </Stack>
  );
}

function Video360Screen({ id }: { id: number }) {
  const query = useContentItem('videos360', id);
  if (query.isPending) return <LoadingState lines={6} />;
  // Missing and another company's videos both answer 404: the not-found state, not a retryable error.
  if (isApiError(query.error) && query.error.status === 404) return <NotFound />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <Video360Detail item={query.data} />;
}

function Video360Detail({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const file = videoFileOf(item);
  // Saved offsets arrive with the item, and again live through `videooffset`; an editor's draft wins.
  const saved = useMemo(() => offsetsOf(item), [item]);
  const [draft, setDraft] = useState<VideoOffsets | null>(null);
  const shown = draft ?? saved;
  const [handle, setHandle] = useState<Video360Handle | null>(null);
  const [failure, setFailure] = useState<VideoFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const update = useUpdateContent('videos360');
  const fileId = file?.id;
  const signUrl = useCallback(() => signVideoLink(fileId ?? 0), [fileId]);
  const playable = file !== undefined && canPlayType(file.type);

  const save = () =>
    update.mutate(
      { id: item.id, data: { properties: { offsets: shown } } },
      {
        onSuccess: () => {
          setDraft(null);
          notifications.show({ color: 'green', message: t('videos360.offsets.saved') });
        },
      },
    );

  const download = () =>
    file &&
    downloadFile(file).catch((error: unknown) =>
      notifications.show({ color: 'red', title: t('errors.loadFailed'), message: describeError(error, t) }),
    );

  let player: ReactNode;
  if (!file) {
    player = <EmptyState message={t('videos360.noVideo')} />;
  } else if (failure === 'unsupported' || !playable) {
    player = (
      <Alert color="yellow" role="alert" title={t('videos360.previewNotAvailable')}>
        <Stack gap="xs">
          <Text size="sm">{t('videos360.unsupported', { type: file.type })}</Text>
          <Group>
            <Button size="xs" variant="light" onClick={download}>
              {t('videos360.download')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  } else if (failure === 'unavailable') {
    player = (
      <Alert color="red" role="alert" title={t('videos360.previewNotAvailable')}>
        <Stack gap="xs">
          <Text size="sm">{t('videos360.unavailable')}</Text>
          <Group>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => {
                setFailure(null);
                setAttempt((n) => n + 1);
              }}
            >
              {t('common.retry')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  } else {
    player = (
      <LazyVideo360Viewer
        key={`${file.id}:${attempt}`}
        title={item.title}
        signUrl={signUrl}
        offsets={shown}
        onReady={setHandle}
        onFailure={setFailure}
      />
    );
  }

  return (
    <Stack gap="md">
      <Anchor component={Link} to={contentPath(item.kind, item.id)} size="sm">
        ← {t('videos360.backToItem')}
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Stack gap={4}>
          <Title dir="auto" order={1}>
            {item.title}
          </Title>
          {item.description && (
            <Text dir="auto" c="dimmed">
              {item.description}
            </Text>
          )}
        </Stack>
        <FavouriteStar kind="videos360" id={item.id} title={item.title} />
      </Group>
      {player}
      {item.abilities.update && file && playable && failure === null && (
        <OffsetsEditor
          saved={saved}
          draft={shown}
          onDraft={(next) => {
            update.reset();
            setDraft(next);
          }}
          onUseCurrentView={
            handle
              ? () => {
                  update.reset();
                  setDraft(handle.startFromCurrentView(shown));
                }
              : undefined
          }
          onSave={save}
          saving={update.isPending}
          error={update.error}
        />
      )}
    </Stack>
  );
}

/** Whether this browser may play the type at all (an empty answer means certainly not). */
function canPlayType(type: string): boolean {
  return document.createElement('video').canPlayType(type) !== '';
}
