import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { publicBimPath, type ShareView } from '@spatium/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { importWithTimeout, isApiError } from '../../../platform/api/index.ts';
import { contentPath } from '../../content/index.ts';
import { FavouriteStar } from '../../favourites/index.ts';
import { PublicSwitch } from '../../sharelinks/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { useBimViewer } from '../api/bims.ts';
import { BimView } from '../components/BimView.tsx';

const ShareDialog = lazy(() =>
  importWithTimeout(() => import('../../sharelinks/index.ts')).then((m) => ({ default: m.ShareDialog })),
);

/** /bims/{id}: a BIM model, with the other models of its sub-project, in the BIM viewer. */
export default function BimViewerPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <BimNotFound />;
  return <BimScreen id={id} />;
}

/** SPEC §8: 'Bim project not found', for a model that is missing or not the caller's to see. */
export function BimNotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>{t('bims.notFound.title')}</Title>
      <Text>{t('bims.notFound.hint')}</Text>
    </Stack>
  );
}

function BimScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useBimViewer(id);
  // Share opens at the camera of the moment it is pressed.
  const viewReader = useRef<(() => ShareView | null) | null>(null);
  const [sharing, setSharing] = useState<ShareView | null | false>(false);
  if (query.isPending) return <LoadingState lines={6} />;
  if (isApiError(query.error) && query.error.status === 404) return <BimNotFound />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const bim = query.data;
  return (
    <BimView
      bim={bim}
      viewReader={viewReader}
      aside={
        <Stack gap="xs" align="flex-end">
          <Group gap="xs" wrap="nowrap">
            <FavouriteStar kind="bims" id={bim.id} title={bim.title} />
            <Anchor component={Link} to={contentPath('bims', bim.id)}>
              {t('content.card.details')}
            </Anchor>
            {bim.may_manage && (
              <Button variant="light" onClick={() => setSharing(viewReader.current?.() ?? null)}>
                {t('clouds.share.button')}
              </Button>
            )}
          </Group>
          {bim.may_manage && <PublicSwitch kind="bims" id={bim.id} publicPath={publicBimPath(bim.id)} />}
          {sharing !== false && (
            <Suspense fallback={null}>
              <ShareDialog
                kind="bim"
                item={bim.id}
                view={sharing}
                intro={t('share.intro.bim')}
                onClose={() => setSharing(false)}
              />
            </Suspense>
          )}
        </Stack>
      }
    />
  );
}
