import { useParams } from 'react-router';
import { isApiError } from '../../../platform/api/index.ts';
import { LinkGone } from '../../sharelinks/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { usePublicCloud, useUnlockPublicCloud } from '../api/publicCloud.ts';
import { CloudView } from '../components/CloudView.tsx';

/** /pc_viewer/{id}: a cloud its managers made public, signed out; a private one is never shown. */
export default function PublicCloudPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <LinkGone />;
  return <PublicCloudScreen id={id} />;
}

function PublicCloudScreen({ id }: { id: number }) {
  const query = usePublicCloud(id);
  const unlock = useUnlockPublicCloud(id);
  if (query.isPending) return <LoadingState lines={6} />;
  if (isApiError(query.error) && query.error.status === 404) return <LinkGone />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <CloudView cloud={query.data} unlock={unlock} visitor />;
}
