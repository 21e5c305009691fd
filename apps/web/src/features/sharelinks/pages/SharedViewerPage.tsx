import { privateStoryPath } from '@spatium/contracts';
import { Navigate, useParams } from 'react-router';
import { isApiError } from '../../../platform/api/index.ts';
import { BimView } from '../../bims/index.ts';
import { CloudView } from '../../clouds/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { ThreedView } from '../../threeds/index.ts';
import { useSharedItem, useUnlockSharedItem } from '../api/shareLinks.ts';
import { LinkGone } from '../components/LinkGone.tsx';

/** /v/{code}: what a share link opens, signed out, in its kind's viewer, at the camera it was shared with. */
export default function SharedViewerPage() {
  const code = useParams().code ?? '';
  if (!/^[A-Za-z0-9_-]{8,40}$/.test(code)) return <LinkGone />;
  return <SharedItemScreen code={code} />;
}

function SharedItemScreen({ code }: { code: string }) {
  const query = useSharedItem(code);
  const unlock = useUnlockSharedItem(code);
  if (query.isPending) return <LoadingState lines={6} />;
  if (isApiError(query.error) && query.error.status === 404) return <LinkGone />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const shared = query.data;
  switch (shared.kind) {
    case 'cloud':
      return <CloudView cloud={shared.cloud} unlock={unlock} initialView={shared.view} visitor />;
    case 'bim':
      return <BimView bim={shared.bim} initialView={shared.view} visitor />;
    case 'threed':
      return <ThreedView item={shared.threed} initialView={shared.view} visitor />;
    case 'story':
      // A story's link has its own address, where the story's reader shows it.
      return <Navigate to={privateStoryPath(code)} replace />;
  }
}
