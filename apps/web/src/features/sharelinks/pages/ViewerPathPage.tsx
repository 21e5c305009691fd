import { Navigate, useLocation, useParams } from 'react-router';
import { LinkGone } from '../components/LinkGone.tsx';
import { viewerPathTarget } from '../viewerPath.ts';

/** `/viewer/...`: the general form of a link that opens a viewer without signing in (viewerPath.ts). */
export default function ViewerPathPage() {
  const rest = useParams()['*'] ?? '';
  const { search, hash } = useLocation();
  const target = viewerPathTarget(rest, search);
  return target ? <Navigate to={`${target}${hash}`} replace /> : <LinkGone />;
}
