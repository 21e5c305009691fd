import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useAnswerQuiz, usePublicTour } from '../api/tours.ts';
import { isEmbeddedTour } from '../components/shareLinks.ts';
import { TourNotFound } from '../components/TourNotFound.tsx';
import { TourScreen } from '../components/TourScreen.tsx';
import { visitorId } from '../viewer/visitor.ts';

/**
 * /publictours/{id}: an enabled public tour, no sign-in; the visitor id remembers answered quizzes.
 * `?scene=` opens a scene, `?lng=` a language, `?embed=1` the tour alone for another site's <iframe>.
 */
export default function PublicTourPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <TourNotFound />;
  return <PublicTour id={id} />;
}

function PublicTour({ id }: { id: number }) {
  const [visitor] = useState(visitorId);
  const query = usePublicTour(id, visitor);
  const answer = useAnswerQuiz(id, visitor);
  const embedded = isEmbeddedTour(useLocation());
  return <TourScreen query={query} onAnswer={answer.mutateAsync} embedded={embedded} />;
}
