import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../platform/api/index.ts';
import { contentPath } from '../../content/index.ts';
import { FavouriteStar } from '../../favourites/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { useBimViewer } from '../api/bims.ts';
import { BimView } from '../components/BimView.tsx';

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
  if (query.isPending) return <LoadingState lines={6} />;
  if (isApiError(query.error) && query.error.status === 404) return <BimNotFound />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const bim = query.data;
  return (
    <BimView
      bim={bim}
      aside={
        <Group gap="xs" wrap="nowrap">
          <FavouriteStar kind="bims" id={bim.id} title={bim.title} />
          <Anchor component={Link} to={contentPath('bims', bim.id)}>
            {t('content.card.details')}
          </Anchor>
        </Group>
      }
    />
  );
}
