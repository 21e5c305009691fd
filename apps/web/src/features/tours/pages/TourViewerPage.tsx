import { useParams } from 'react-router';
import { useOverrides } from '../../../platform/overrides/overrides.ts';
import { useContentItem } from '../../content/index.ts';
import { useAnswerQuiz, useTourViewer } from '../api/tours.ts';
import { TourNotFound } from '../components/TourNotFound.tsx';
import { TourScreen } from '../components/TourScreen.tsx';

/** /tours/{id}: a tour for signed-in users (the path is outside the guard's public list). */
export default function TourViewerPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <TourNotFound />;
  return <SignedInTour id={id} />;
}

/** One tour in the viewer, answering quizzes as the signed-in user; also a tour group's current tour. */
export function SignedInTour({ id, headingOrder }: { id: number; headingOrder?: 1 | 2 }) {
  const query = useTourViewer(id);
  const answer = useAnswerQuiz(id);
  const { overrides } = useOverrides();
  // "Edit tour" only for those the server says may edit it: nobody is offered a door that is locked.
  const item = useContentItem('tours', id);
  return (
    <TourScreen
      query={query}
      onAnswer={answer.mutateAsync}
      editPath={item.data?.abilities.update ? `/tours/${id}/edit` : undefined}
      headingOrder={headingOrder}
      canSnapshot={!overrides.disable_snapshots}
    />
  );
}
