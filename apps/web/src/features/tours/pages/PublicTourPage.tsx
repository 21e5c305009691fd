import { useState } from 'react';
import { useParams } from 'react-router';
import { useAnswerQuiz, usePublicTour } from '../api/tours.ts';
import { TourNotFound } from '../components/TourNotFound.tsx';
import { TourScreen } from '../components/TourScreen.tsx';
import { visitorId } from '../viewer/visitor.ts';

/** /publictours/{id}: an enabled public tour, no sign-in; the visitor id remembers answered quizzes. */
export default function PublicTourPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <TourNotFound />;
  return <PublicTour id={id} />;
}

function PublicTour({ id }: { id: number }) {
  const [visitor] = useState(visitorId);
  const query = usePublicTour(id, visitor);
  const answer = useAnswerQuiz(id, visitor);
  return <TourScreen query={query} onAnswer={answer.mutateAsync} />;
}
