import { Alert, Badge, Button, Group, Modal, Text, Textarea, TextInput } from '@mantine/core';
import { PublishAgreementBody } from '@spatium/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { useFormat } from '../../../platform/i18n/index.ts';
import { FormStack } from '../../system/index.ts';
import { showSavedNotice } from '../api/notices.ts';
import { useAgreementVersions, usePublishAgreement } from '../api/settings.ts';
import { confirmAction } from '../components/confirm.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { SectionFrame } from '../components/SectionFrame.tsx';
import { type FieldErrors, serverFieldErrors, validateBody } from '../forms.ts';

function PublishForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const publish = usePublishAgreement();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateBody(PublishAgreementBody, { title, body }, t);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    // Publishing makes every user accept again (SPEC §4): say so before doing it.
    confirmAction({
      title: t('admin.agreements.confirmTitle'),
      message: t('admin.agreements.confirmBody'),
      confirmLabel: t('admin.agreements.publish'),
      cancelLabel: t('common.cancel'),
      danger: false,
      onConfirm: () =>
        publish.mutate(checked.data, {
          onSuccess: (agreement) => {
            showSavedNotice(t('admin.agreements.published', { version: agreement.version }));
            onDone();
          },
          onError: (error) => setErrors(serverFieldErrors(error, t)),
        }),
    });
  };

  return (
    <FormStack gap="md" onSubmit={submit}>
      <Alert color="yellow" role="note">
        {t('admin.agreements.warning')}
      </Alert>
      <TextInput
        label={t('admin.fields.title')}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={errors.title}
        required
        data-autofocus
      />
      <Textarea
        label={t('admin.agreements.text')}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        error={errors.body}
        autosize
        minRows={8}
        maxRows={20}
        required
      />
      {publish.isError && Object.keys(errors).length === 0 && (
        <Alert color="red" role="alert">
          {describeError(publish.error, t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={publish.isPending}>
          {t('admin.agreements.publish')}
        </Button>
      </Group>
    </FormStack>
  );
}

export default function AgreementsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useAgreementVersions();
  const [publishing, setPublishing] = useState(false);
  const [reading, setReading] = useState<{ title: string; body: string } | null>(null);
  return (
    <>
      <SectionFrame
        title={t('admin.agreements.title')}
        description={t('admin.agreements.description')}
        action={<Button onClick={() => setPublishing(true)}>{t('admin.agreements.new')}</Button>}
        query={query}
        isEmpty={(list) => list.length === 0}
        emptyMessage={t('admin.agreements.empty')}
        emptyAction={{ label: t('admin.agreements.new'), onClick: () => setPublishing(true) }}
      >
        {(list) => {
          const latest = Math.max(...list.map((a) => a.version));
          return (
            <DataTable
              label={t('admin.agreements.table')}
              rows={list}
              rowKey={(a) => a.id}
              columns={[
                {
                  key: 'version',
                  label: t('admin.agreements.version'),
                  sortValue: (a) => a.version,
                  render: (a) => (
                    <Group gap="xs">
                      <Text size="sm">{a.version}</Text>
                      {a.version === latest && <Badge color="green">{t('admin.agreements.current')}</Badge>}
                    </Group>
                  ),
                },
                {
                  key: 'title',
                  label: t('admin.fields.title'),
                  sortValue: (a) => a.title,
                  render: (a) => a.title,
                },
                {
                  key: 'published_at',
                  label: t('admin.agreements.publishedAt'),
                  sortValue: (a) => a.published_at,
                  render: (a) => format.dateTime(a.published_at),
                },
              ]}
              actions={(a) => (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setReading(a)}
                  aria-label={t('admin.agreements.readNamed', { version: a.version })}
                >
                  {t('admin.agreements.read')}
                </Button>
              )}
            />
          );
        }}
      </SectionFrame>
      <Modal
        opened={publishing}
        onClose={() => setPublishing(false)}
        title={t('admin.agreements.new')}
        size="lg"
      >
        {publishing && <PublishForm onDone={() => setPublishing(false)} />}
      </Modal>
      <Modal opened={reading !== null} onClose={() => setReading(null)} title={reading?.title} size="lg">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {reading?.body}
        </Text>
      </Modal>
    </>
  );
}
