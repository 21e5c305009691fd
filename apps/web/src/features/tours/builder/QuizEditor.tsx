import { ActionIcon, Button, Group, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuizData } from '../api/tours.ts';

type QuizFields = Omit<QuizData, 'scene'>;

/** A scene's quiz: question, options, the right option (saved apart from the scenes). */
export function QuizEditor({
  quiz,
  onChange,
}: {
  quiz: QuizFields | null;
  onChange: (quiz: QuizFields | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Switch
        label={t('tours.builder.quizLock')}
        checked={quiz !== null}
        onChange={(event) =>
          onChange(event.currentTarget.checked ? { question: '', options: ['', ''], correct: 0 } : null)
        }
      />
      {quiz && (
        <>
          <TextInput
            label={t('tours.builder.quizQuestion')}
            required
            value={quiz.question}
            onChange={(event) => onChange({ ...quiz, question: event.currentTarget.value })}
          />
          <Radio.Group
            label={t('tours.builder.quizOptions')}
            description={t('tours.builder.quizCorrectHint')}
            value={String(quiz.correct)}
            onChange={(value) => onChange({ ...quiz, correct: Number(value) })}
          >
            <Stack gap={6} mt={6}>
              {quiz.options.map((option, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by position
                <Group key={index} gap="xs" wrap="nowrap">
                  <Radio
                    value={String(index)}
                    aria-label={t('tours.builder.quizCorrect', { n: index + 1 })}
                  />
                  <TextInput
                    flex={1}
                    aria-label={t('tours.builder.quizOption', { n: index + 1 })}
                    value={option}
                    onChange={(event) => {
                      const options = [...quiz.options];
                      options[index] = event.currentTarget.value;
                      onChange({ ...quiz, options });
                    }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={quiz.options.length <= 2}
                    aria-label={t('tours.builder.quizRemoveOption', { n: index + 1 })}
                    onClick={() => {
                      const options = quiz.options.filter((_, i) => i !== index);
                      const correct =
                        quiz.correct === index ? 0 : quiz.correct > index ? quiz.correct - 1 : quiz.correct;
                      onChange({ ...quiz, options, correct });
                    }}
                  >
                    ×
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          </Radio.Group>
          <Group>
            <Button
              size="xs"
              variant="light"
              disabled={quiz.options.length >= 10}
              onClick={() => onChange({ ...quiz, options: [...quiz.options, ''] })}
            >
              {t('tours.builder.quizAddOption')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
