import { useParams } from 'react-router';
import { isApiError } from '../../../platform/api/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { useSharedItem, useUnlockSharedItem } from '../api/shareLinks.ts';
import { CloudView } from '../components/CloudView.tsx';
import { LinkGone } from '../components/LinkGone.tsx';

/** /v/{code}: what a share link opens, signed out, at the camera it was shared with. */
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
  return <CloudView cloud={query.data.cloud} unlock={unlock} initialView={query.data.view} visitor />;
}
