import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ContentItem, type FormAnswerError, formAnswerErrors } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeError, isApiError } from '../../../platform/api/index.ts';
import { useProfile } from '../../auth/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { formDefinition, useForm, useSubmitForm } from '../api/forms.ts';
import { AnswerInput } from '../components/AnswerInput.tsx';
import { useFormDraft } from '../hooks/useFormDraft.ts';

// Answers left empty are not sent, so an optional question left blank is simply unanswered.
const filled = (answers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== null && v !== undefined && v !== ''));

function Fill({ item, userId }: { item: ContentItem; userId: number }) {
  const { t } = useTranslation();
  const { fields, published } = formDefinition(item);
  const { answers, setAnswer, clear, isStored } = useFormDraft(userId, item.id);
  const [errors, setErrors] = useState<Record<string, FormAnswerError>>({});
  const submit = useSubmitForm(item.id);

  const send = () => {
    const toSend = filled(answers);
    const found = formAnswerErrors(fields, toSend);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    submit.mutate(toSend, {
      onSuccess: () => {
        clear();
        notifications.show({ color: 'green', message: t('companyforms.sent') });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          // Without a connection the answers stay in this browser, to be sent later.
          message:
            isApiError(error) && error.status > 0 ? describeError(error, t) : t('companyforms.offline'),
        }),
    });
  };

  return (
    <Stack gap="md" maw={640}>
      <Title order={1} dir="auto">
        {item.title}
      </Title>
      {item.description && <Text dir="auto">{item.description}</Text>}
      {!published && <Alert color="yellow">{t('companyforms.notPublished')}</Alert>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
        noValidate
      >
        <Stack gap="md">
          {fields.map((field) => (
            <AnswerInput
              key={field.name}
              field={field}
              value={answers[field.name]}
              error={errors[field.name]}
              onChange={(value) => setAnswer(field.name, value)}
            />
          ))}
          <Group>
            <Button type="submit" loading={submit.isPending} disabled={!published}>
              {t('companyforms.send')}
            </Button>
            {isStored && (
              <Text size="sm" c="dimmed" role="status">
                {t('companyforms.draftKept')}
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** /companyforms/{id}: fill in a form, on a phone or a desktop; the draft stays in the browser until sent. */
export default function FormFillPage() {
  const id = Number(useParams().id);
  const { profile } = useProfile();
  const form = useForm(id);
  if (form.isPending || !profile) return <LoadingState lines={6} />;
  if (form.isError) return <ErrorState error={form.error} onRetry={() => void form.refetch()} />;
  return <Fill item={form.data} userId={profile.id} />;
}
