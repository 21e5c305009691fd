import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAnswerQuiz, useTourViewer } from '../api/tours.ts';
import { TourScreen } from '../components/TourScreen.tsx';

/** /tours/{id}: a tour for signed-in users (the path is outside the guard's public list). */
export default function TourViewerPage() {
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
  return <SignedInTour id={id} />;
}

function SignedInTour({ id }: { id: number }) {
  const query = useTourViewer(id);
  const answer = useAnswerQuiz(id);
  return (
    <TourScreen
      query={query}
      onAnswer={(scene, value) => answer.mutateAsync({ scene, answer: value })}
      editPath={`/tours/${id}/edit`}
    />
  );
}
