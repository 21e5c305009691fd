import { useParams } from 'react-router';
import { isApiError } from '../../../platform/api/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { usePublicThreed } from '../api/models.ts';
import { ThreedView } from '../components/ThreedView.tsx';
import { ThreedNotFound } from './ModelViewerPage.tsx';

/** /3dviewer/{id}: a 3D model its managers made public, signed out; a private one is never shown. */
export default function PublicThreedPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <ThreedNotFound />;
  return <PublicThreedScreen id={id} />;
}

function PublicThreedScreen({ id }: { id: number }) {
  const query = usePublicThreed(id);
  if (query.isPending) return <LoadingState lines={6} />;
  if (isApiError(query.error) && query.error.status === 404) return <ThreedNotFound />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <ThreedView item={query.data} visitor />;
}
