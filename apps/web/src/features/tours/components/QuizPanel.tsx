import { Alert, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import type { ViewerSceneData } from '../api/tours.ts';

/**
 * A locked scene's next question, shown instead of its panorama. A wrong answer shows the server's
 * message ('Your answer was wrong', SPEC §8); a right one hands back the scene, with its next question
 * or unlocked. `wayBack` lets a visitor leave without answering, so a locked scene is never a dead end.
 */
export function QuizPanel({
  scene,
  onAnswer,
  wayBack,
}: {
  scene: ViewerSceneData;
  onAnswer: (answer: number, question: number) => Promise<unknown>;
  wayBack?: { label: string; onGo: () => void } | null;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const quiz = scene.quiz;

  return (
    <Paper withBorder shadow="md" p="lg" maw={520} w="100%">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (choice === null || !quiz) return;
          setPending(true);
          setError(null);
          onAnswer(Number(choice), quiz.number)
            .catch((failure: unknown) => setError(failure))
            .finally(() => setPending(false));
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('tours.quiz.lockedTitle', { title: scene.title })}
          </Title>
          {quiz && quiz.count > 1 && (
            <Text size="sm" c="dimmed">
              {t('tours.quiz.progress', { number: quiz.number, count: quiz.count })}
            </Text>
          )}
          {quiz ? (
            <Radio.Group
              label={<span dir="auto">{quiz.question}</span>}
              value={choice}
              onChange={(value) => {
                setChoice(value);
                setError(null);
              }}
            >
              <Stack gap="xs" mt="xs">
                {quiz.options.map((option, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: options are answered by their index
                  <Radio key={index} value={String(index)} label={<span dir="auto">{option}</span>} />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Text>{t('tours.quiz.noQuestion')}</Text>
          )}
          {error !== null && (
            <Alert color="red" role="alert">
              {describeError(error, t)}
            </Alert>
          )}
          <Group justify="space-between" gap="xs">
            {wayBack && (
              <Button variant="default" onClick={wayBack.onGo}>
                <span dir="auto">{wayBack.label}</span>
              </Button>
            )}
            <Button type="submit" disabled={choice === null || !quiz} loading={pending} ms="auto">
              {t('tours.quiz.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
