import { useParams } from 'react-router';
import { isApiError } from '../../../platform/api/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { usePublicBim } from '../api/bims.ts';
import { BimView } from '../components/BimView.tsx';
import { BimNotFound } from './BimViewerPage.tsx';

/** /bim_viewer/{id}: a model its managers made public, signed out; a private one is never shown. */
export default function PublicBimPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <BimNotFound />;
  return <PublicBimScreen id={id} />;
}

function PublicBimScreen({ id }: { id: number }) {
  const query = usePublicBim(id);
  if (query.isPending) return <LoadingState lines={6} />;
  if (isApiError(query.error) && query.error.status === 404) return <BimNotFound />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <BimView bim={query.data} visitor />;
}
