import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { publicThreedPath, type ShareView } from '@spatium/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { importWithTimeout, isApiError } from '../../../platform/api/index.ts';
import { contentPath } from '../../content/index.ts';
import { FavouriteStar } from '../../favourites/index.ts';
import { PublicSwitch } from '../../sharelinks/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import { useThreedViewer } from '../api/models.ts';
import { ThreedView } from '../components/ThreedView.tsx';

const ShareDialog = lazy(() =>
  importWithTimeout(() => import('../../sharelinks/index.ts')).then((m) => ({ default: m.ShareDialog })),
);

/** /threeds/{id}: a 3D model in the 3D viewer (glTF/GLB as uploaded; other formats once converted). */
export default function ModelViewerPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <EmptyState message={t('content.detail.notFound')} />;
  return <ModelScreen id={id} />;
}

/** A model that is missing, or not the caller's (or a visitor's) to see. */
export function ThreedNotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t('content.detail.notFoundTitle')}</Title>
      <Text>{t('content.detail.notFound')}</Text>
    </Stack>
  );
}

function ModelScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useThreedViewer(id);
  // Share opens at the camera of the moment it is pressed.
  const viewReader = useRef<(() => ShareView | null) | null>(null);
  const [sharing, setSharing] = useState<ShareView | null | false>(false);
  if (query.isPending) return <LoadingState lines={6} />;
  if (isApiError(query.error) && query.error.status === 404) return <ThreedNotFound />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const item = query.data;
  return (
    <ThreedView
      item={item}
      viewReader={viewReader}
      aside={
        <Stack gap="xs" align="flex-end">
          <Group gap="xs" wrap="nowrap">
            <FavouriteStar kind="threeds" id={item.id} title={item.title} />
            <Anchor component={Link} to={contentPath('threeds', item.id)}>
              {t('content.card.details')}
            </Anchor>
            {item.may_manage && (
              <Button variant="light" onClick={() => setSharing(viewReader.current?.() ?? null)}>
                {t('clouds.share.button')}
              </Button>
            )}
          </Group>
          {item.may_manage && (
            <PublicSwitch kind="threeds" id={item.id} publicPath={publicThreedPath(item.id)} />
          )}
          {sharing !== false && (
            <Suspense fallback={null}>
              <ShareDialog
                kind="threed"
                item={item.id}
                view={sharing}
                intro={t('share.intro.threed')}
                onClose={() => setSharing(false)}
              />
            </Suspense>
          )}
        </Stack>
      }
    />
  );
}
