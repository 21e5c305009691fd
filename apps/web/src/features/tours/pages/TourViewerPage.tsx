import { Navigate, useLocation, useParams } from 'react-router';
import { isApiError } from '../../../platform/api/index.ts';
import { useOverrides } from '../../../platform/overrides/overrides.ts';
import { useContentItem } from '../../content/index.ts';
import { FavouriteStar } from '../../favourites/index.ts';
import { LoadingState } from '../../system/index.ts';
import { useAnswerQuiz, useIsPublicTour, useTourViewer } from '../api/tours.ts';
import { TourNotFound } from '../components/TourNotFound.tsx';
import { TourScreen } from '../components/TourScreen.tsx';

/** /tours/{id}: a tour for signed-in users (the path is outside the guard's public list). */
export default function TourViewerPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <TourNotFound />;
  return <SignedInTour id={id} publicFallback />;
}

/**
 * One tour in the viewer, answering quizzes as the signed-in user; also a tour group's current tour.
 * `publicFallback`: a tour this user cannot open here but that is public opens in the public viewer.
 */
export function SignedInTour({
  id,
  headingOrder,
  publicFallback = false,
}: {
  id: number;
  headingOrder?: 1 | 2;
  publicFallback?: boolean;
}) {
  const query = useTourViewer(id);
  const answer = useAnswerQuiz(id);
  const { overrides } = useOverrides();
  // "Edit tour" only for those the server says may edit it: nobody is offered a door that is locked.
  const item = useContentItem('tours', id);
  const { search } = useLocation();
  const missing = publicFallback && isApiError(query.error) && query.error.status === 404;
  const isPublic = useIsPublicTour(id, missing);
  if (isPublic.data) return <Navigate to={`/publictours/${id}${search}`} replace />;
  if (missing && isPublic.isPending) return <LoadingState lines={6} />;
  return (
    <TourScreen
      query={query}
      onAnswer={answer.mutateAsync}
      editPath={item.data?.abilities.update ? `/tours/${id}/edit` : undefined}
      headingOrder={headingOrder}
      canSnapshot={!overrides.disable_snapshots}
      canRaiseIssue
      actions={(title) => <FavouriteStar kind="tours" id={id} title={title} />}
    />
  );
}
