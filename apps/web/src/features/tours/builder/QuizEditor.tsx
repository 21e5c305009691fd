import { ActionIcon, Button, Fieldset, Group, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { maxQuestionsPerScene, type QuizLocalization } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import type { QuizData } from '../api/tours.ts';
import { languageName } from './languageName.ts';

type QuizFields = Omit<QuizData, 'scene'>;

const blankQuestion = (): QuizFields => ({ question: '', options: ['', ''], correct: 0, localizations: [] });

/**
 * The questions locking a scene (saved apart from the scenes), asked in this order: each with its
 * options, the right one, and its words in each of the tour's further `languages`.
 */
export function QuizEditor({
  questions,
  languages,
  onChange,
}: {
  questions: QuizFields[];
  languages: readonly string[];
  onChange: (questions: QuizFields[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Switch
        label={t('tours.builder.quizLock')}
        checked={questions.length > 0}
        onChange={(event) => onChange(event.currentTarget.checked ? [blankQuestion()] : [])}
      />
      {questions.map((quiz, index) => (
        <QuestionFields
          // biome-ignore lint/suspicious/noArrayIndexKey: questions are asked, and saved, by position
          key={index}
          quiz={quiz}
          number={index + 1}
          removable={questions.length > 1}
          languages={languages}
          onChange={(next) => onChange(questions.map((q, i) => (i === index ? next : q)))}
          onRemove={() => onChange(questions.filter((_, i) => i !== index))}
        />
      ))}
      {questions.length > 0 && (
        <Group>
          <Button
            size="xs"
            variant="light"
            disabled={questions.length >= maxQuestionsPerScene}
            onClick={() => onChange([...questions, blankQuestion()])}
          >
            {t('tours.builder.quizAddQuestion')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function QuestionFields({
  quiz,
  number,
  removable,
  languages,
  onChange,
  onRemove,
}: {
  quiz: QuizFields;
  number: number;
  removable: boolean;
  languages: readonly string[];
  onChange: (quiz: QuizFields) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('tours.builder.quizQuestionNumber', { n: number })} variant="unstyled">
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            flex={1}
            label={t('tours.builder.quizQuestion')}
            required
            value={quiz.question}
            onChange={(event) => onChange({ ...quiz, question: event.currentTarget.value })}
          />
          {removable && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={t('tours.builder.quizRemoveQuestion', { n: number })}
              onClick={onRemove}
            >
              {t('tours.builder.remove')}
            </Button>
          )}
        </Group>
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
                <Radio value={String(index)} aria-label={t('tours.builder.quizCorrect', { n: index + 1 })} />
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
                    // Translated options are matched by position: they go with the option.
                    const localizations = quiz.localizations.map((l) => ({
                      ...l,
                      options: l.options.filter((_, i) => i !== index),
                    }));
                    onChange({ ...quiz, options, correct, localizations });
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
        {languages.length > 0 && <QuizTranslations quiz={quiz} languages={languages} onChange={onChange} />}
      </Stack>
    </Fieldset>
  );
}

/** The quiz in the tour's further languages; an empty field keeps the quiz's own text (the placeholder). */
function QuizTranslations({
  quiz,
  languages,
  onChange,
}: {
  quiz: QuizFields;
  languages: readonly string[];
  onChange: (quiz: QuizFields) => void;
}) {
  const { t } = useTranslation();
  const save = (entry: QuizLocalization) =>
    onChange({
      ...quiz,
      localizations: [...quiz.localizations.filter((l) => l.locale !== entry.locale), entry],
    });
  return (
    <Fieldset legend={t('tours.builder.quizTranslations')} variant="unstyled">
      <Stack gap="xs">
        {languages.map((code) => {
          const entry = quiz.localizations.find((l) => l.locale === code) ?? {
            locale: code,
            question: '',
            options: [],
          };
          return (
            <Fieldset key={code} legend={languageName(code)} variant="filled" p="xs">
              <Stack gap={4}>
                <TextInput
                  size="xs"
                  lang={code}
                  label={t('tours.builder.quizQuestion')}
                  placeholder={quiz.question}
                  maxLength={1000}
                  value={entry.question}
                  onChange={(event) => save({ ...entry, question: event.currentTarget.value })}
                />
                {quiz.options.map((option, index) => (
                  <TextInput
                    // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by position
                    key={index}
                    size="xs"
                    lang={code}
                    label={t('tours.builder.quizOption', { n: index + 1 })}
                    placeholder={option}
                    maxLength={300}
                    value={entry.options[index] ?? ''}
                    onChange={(event) => {
                      const options = Array.from(
                        { length: Math.max(entry.options.length, index + 1) },
                        (_, i) => entry.options[i] ?? '',
                      );
                      options[index] = event.currentTarget.value;
                      save({ ...entry, options });
                    }}
                  />
                ))}
              </Stack>
            </Fieldset>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
