import { Button, Group, Image, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormField, type FormSubmissionsQuery, formRoutes } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeError } from '../../../platform/api/index.ts';
import { useFormat } from '../../../platform/i18n/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import { downloadAttachment } from '../../uploads/index.ts';
import { formDefinition, useForm, useSubmissions } from '../api/forms.ts';
import { submissionsCsv } from '../csv.ts';

function Answer({ field, value }: { field: FormField; value: unknown }) {
  const { t } = useTranslation();
  if (value === undefined || value === null) return null;
  if (field.type === 'photo' || field.type === 'signature')
    return <Image src={value as string} alt={field.label} h={48} w="auto" />;
  if (field.type === 'location') {
    const point = value as { lat: number; lon: number };
    return <>{`${point.lat.toFixed(5)}, ${point.lon.toFixed(5)}`}</>;
  }
  if (field.type === 'checkbox') return <>{value === true ? t('companyforms.yes') : t('companyforms.no')}</>;
  return <span dir="auto">{String(value)}</span>;
}

/**
 * /companyforms/{id}/submissions: who sent what, filtered by day, as CSV, or as PDF (the server
 * draws it, with photos and signatures: all shown submissions in one file, or one of them).
 */
export default function FormSubmissionsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const id = Number(useParams().id);
  const [filter, setFilter] = useState<FormSubmissionsQuery>({});
  const [downloading, setDownloading] = useState<string | null>(null);
  const form = useForm(id);
  const submissions = useSubmissions(id, filter);
  if (form.isPending) return <LoadingState lines={6} />;
  if (form.isError) return <ErrorState error={form.error} onRetry={() => void form.refetch()} />;
  const { fields } = formDefinition(form.data);

  const exportCsv = () => {
    const csv = submissionsCsv(fields, submissions.data ?? [], {
      submittedAt: t('companyforms.submittedAt'),
      submittedBy: t('companyforms.submittedBy'),
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
    link.download = `${form.data.title.replace(/[^\w-]+/g, '_')}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  const slug = form.data.title.replace(/[^\w-]+/g, '_');
  const download = (url: string, name: string) => {
    setDownloading(url);
    downloadAttachment({ url, name })
      .catch((error: unknown) => notifications.show({ color: 'red', message: describeError(error, t) }))
      .finally(() => setDownloading(null));
  };
  const exportPdf = () => {
    const search = new URLSearchParams(
      Object.entries(filter).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
    ).toString();
    const path = formRoutes.formSubmissionsPdf.path.replace(':id', String(id));
    download(search ? `${path}?${search}` : path, `${slug}.pdf`);
  };
  const submissionPdf = (submission: number) =>
    download(
      formRoutes.formSubmissionPdf.path.replace(':id', String(id)).replace(':submission', String(submission)),
      `${slug}-${submission}.pdf`,
    );

  return (
    <Stack gap="md">
      <Title order={1} dir="auto">
        {t('companyforms.submissionsTitle', { title: form.data.title })}
      </Title>
      <Group align="end">
        <TextInput
          type="date"
          label={t('companyforms.from')}
          value={filter.from ?? ''}
          onChange={(e) => setFilter({ ...filter, from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t('companyforms.to')}
          value={filter.to ?? ''}
          onChange={(e) => setFilter({ ...filter, to: e.currentTarget.value || undefined })}
        />
        <Button onClick={exportCsv} disabled={!submissions.data?.length}>
          {t('companyforms.exportCsv')}
        </Button>
        <Button
          variant="default"
          onClick={exportPdf}
          disabled={!submissions.data?.length}
          loading={downloading?.includes('submissions.pdf')}
        >
          {t('companyforms.exportPdf')}
        </Button>
      </Group>
      {submissions.isPending ? (
        <LoadingState lines={4} />
      ) : submissions.isError ? (
        <ErrorState error={submissions.error} onRetry={() => void submissions.refetch()} />
      ) : submissions.data.length === 0 ? (
        <EmptyState message={t('companyforms.noSubmissions')} />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('companyforms.submittedAt')}</Table.Th>
                <Table.Th>{t('companyforms.submittedBy')}</Table.Th>
                {fields.map((field) => (
                  <Table.Th key={field.name}>{field.label || field.name}</Table.Th>
                ))}
                <Table.Th>
                  <VisuallyHidden>{t('companyforms.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {submissions.data.map((submission) => (
                <Table.Tr key={submission.id}>
                  <Table.Td>{format.dateTime(submission.created_at)}</Table.Td>
                  <Table.Td>{submission.submitted_by?.name ?? '—'}</Table.Td>
                  {fields.map((field) => (
                    <Table.Td key={field.name}>
                      <Answer field={field} value={submission.answers[field.name]} />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="default"
                      loading={downloading?.includes(`/submissions/${submission.id}/`)}
                      onClick={() => submissionPdf(submission.id)}
                      aria-label={t('companyforms.submissionPdf', {
                        when: format.dateTime(submission.created_at),
                      })}
                    >
                      PDF
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" c="dimmed">
        {t('companyforms.total', { count: submissions.data?.length ?? 0 })}
      </Text>
    </Stack>
  );
}
