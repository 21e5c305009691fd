import { Alert, Button, Group, Modal, Text, Textarea, TextInput } from '@mantine/core';
import { type Quote, QuoteBody } from '@spatium/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { FormStack } from '../../system/index.ts';
import { showDeletedNotice, showErrorNotice, showSavedNotice } from '../api/notices.ts';
import { useAdminQuoteMutations, useAdminQuotes } from '../api/quotes.ts';
import { confirmAction } from '../components/confirm.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { SectionFrame } from '../components/SectionFrame.tsx';
import { type FieldErrors, serverFieldErrors, validateBody } from '../forms.ts';

type Draft = { text: string; author: string };

/**
 * /admin/quotes: the quotes of the day (SPEC §1), one collection for the whole product, edited by role 3.
 * While it is empty every dashboard shows the built-in set.
 */
export default function QuotesPage() {
  const { t } = useTranslation();
  const query = useAdminQuotes();
  const { create, update, remove } = useAdminQuoteMutations();
  const [editing, setEditing] = useState<{ quote: Quote | null; draft: Draft } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);

  const open = (quote: Quote | null) => {
    setErrors({});
    setNotice(null);
    create.reset();
    update.reset();
    setEditing({
      quote,
      draft: quote ? { text: quote.text, author: quote.author } : { text: '', author: '' },
    });
  };
  const close = () => setEditing(null);
  const set = (field: keyof Draft, value: string) => {
    setNotice(null);
    setEditing((current) => current && { ...current, draft: { ...current.draft, [field]: value } });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const checked = validateBody(QuoteBody, editing.draft, t);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    const body = checked.data;
    const done = {
      onSuccess: () => {
        showSavedNotice(t('admin.quotes.saved'));
        close();
      },
      onError: (error: unknown) => setErrors(serverFieldErrors(error, t)),
    };
    const quote = editing.quote;
    if (quote?.id) {
      // SPEC §5: an update that changes nothing is refused, here before the server says so.
      if (quote.text === body.text && quote.author === body.author)
        return setNotice(t('serverMessages.noChangesToUpdate'));
      update.mutate({ id: quote.id, body }, done);
    } else {
      create.mutate(body, done);
    }
  };

  const askDelete = (quote: Quote) =>
    confirmAction({
      title: t('admin.quotes.deleteTitle'),
      message: t('admin.quotes.deleteBody', { title: quote.text }),
      confirmLabel: t('admin.common.delete'),
      cancelLabel: t('common.cancel'),
      onConfirm: () =>
        quote.id &&
        remove.mutate(quote.id, {
          onSuccess: () => showDeletedNotice(t('admin.quotes.deleted')),
          onError: (error) => showErrorNotice(describeError(error, t)),
        }),
    });

  const failure = create.error ?? update.error;
  return (
    <>
      <SectionFrame
        title={t('admin.quotes.title')}
        description={t('admin.quotes.description')}
        action={<Button onClick={() => open(null)}>{t('admin.quotes.new')}</Button>}
        query={query}
        isEmpty={(quotes) => quotes.length === 0}
        emptyMessage={t('admin.quotes.empty')}
        emptyAction={{ label: t('admin.quotes.new'), onClick: () => open(null) }}
      >
        {(quotes) => (
          <DataTable
            label={t('admin.quotes.table')}
            rows={quotes}
            rowKey={(quote) => quote.id ?? 0}
            filterText={(quote) => `${quote.text} ${quote.author}`}
            columns={[
              {
                key: 'text',
                label: t('admin.quotes.text'),
                sortValue: (quote) => quote.text,
                render: (quote) => (
                  <Text size="sm" dir="auto">
                    {quote.text}
                  </Text>
                ),
              },
              {
                key: 'author',
                label: t('admin.quotes.author'),
                sortValue: (quote) => quote.author,
                render: (quote) => (
                  <Text size="sm" dir="auto">
                    {quote.author}
                  </Text>
                ),
              },
            ]}
            actions={(quote) => (
              <>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => open(quote)}
                  aria-label={t('admin.common.editNamed', { name: quote.text })}
                >
                  {t('admin.common.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => askDelete(quote)}
                  aria-label={t('admin.common.deleteNamed', { name: quote.text })}
                >
                  {t('admin.common.delete')}
                </Button>
              </>
            )}
          />
        )}
      </SectionFrame>
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing?.quote ? t('admin.quotes.edit') : t('admin.quotes.new')}
        size="lg"
      >
        {editing && (
          <FormStack gap="md" onSubmit={submit}>
            <Textarea
              label={t('admin.quotes.text')}
              value={editing.draft.text}
              onChange={(event) => set('text', event.currentTarget.value)}
              error={errors.text}
              autosize
              minRows={2}
              maxLength={500}
              required
              data-autofocus
            />
            <TextInput
              label={t('admin.quotes.author')}
              value={editing.draft.author}
              onChange={(event) => set('author', event.currentTarget.value)}
              error={errors.author}
              maxLength={120}
            />
            {notice && (
              <Alert color="yellow" role="status">
                {notice}
              </Alert>
            )}
            {failure && Object.keys(serverFieldErrors(failure, t)).length === 0 && (
              <Alert color="red" role="alert">
                {describeError(failure, t)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending || update.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </FormStack>
        )}
      </Modal>
    </>
  );
}
