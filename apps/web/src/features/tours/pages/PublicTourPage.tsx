import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAnswerQuiz, usePublicTour } from '../api/tours.ts';
import { TourScreen } from '../components/TourScreen.tsx';
import { visitorId } from '../viewer/visitor.ts';

/** /publictours/{id}: an enabled public tour, no sign-in; the visitor id remembers answered quizzes. */
export default function PublicTourPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('tours.notFoundTitle')}</Title>
        <Text>{t('tours.notFound')}</Text>
      </Stack>
    );
  }
  return <PublicTour id={id} />;
}

function PublicTour({ id }: { id: number }) {
  const [visitor] = useState(visitorId);
  const query = usePublicTour(id, visitor);
  const answer = useAnswerQuiz(id, visitor);
  return (
    <TourScreen query={query} onAnswer={(scene, value) => answer.mutateAsync({ scene, answer: value })} />
  );
}
