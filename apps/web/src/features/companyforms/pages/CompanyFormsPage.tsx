import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ContentItem, can } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '../../auth/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import { formDefinition, useManagedForms, useOfferedForms } from '../api/forms.ts';

function FormRow({ form, manage }: { form: ContentItem; manage: boolean }) {
  const { t } = useTranslation();
  const published = formDefinition(form).published;
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Text fw={600} dir="auto">
            {form.title}
          </Text>
          {manage && (
            <Badge size="sm" variant="light" color={published ? 'green' : 'gray'}>
              {published ? t('companyforms.published') : t('companyforms.draft')}
            </Badge>
          )}
        </Stack>
        <Group gap="sm">
          {published && (
            <Anchor
              component={Link}
              to={`/companyforms/${form.id}`}
              aria-label={t('companyforms.fillName', { title: form.title })}
            >
              {t('companyforms.fill')}
            </Anchor>
          )}
          {manage && form.abilities.update && (
            <Anchor
              component={Link}
              to={`/companyforms/${form.id}/edit`}
              aria-label={t('companyforms.buildName', { title: form.title })}
            >
              {t('companyforms.build')}
            </Anchor>
          )}
          <Anchor
            component={Link}
            to={`/companyforms/${form.id}/submissions`}
            aria-label={t('companyforms.submissionsName', { title: form.title })}
          >
            {t('companyforms.submissions')}
          </Anchor>
        </Group>
      </Group>
    </Paper>
  );
}

/** /companyforms: the forms to fill in, and for company admins every form to build and follow up. */
export default function CompanyFormsPage() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const manages = Boolean(profile?.is_company_admin) || can(profile?.role.id, 'admin.catalogue');
  const offered = useOfferedForms();
  const managed = useManagedForms(manages);
  const list = manages ? managed : offered;

  return (
    <Stack gap="md">
      <Title order={1}>{t('nav.companyForms')}</Title>
      <Text c="dimmed">{manages ? t('companyforms.introAdmin') : t('companyforms.introMember')}</Text>
      {list.isPending ? (
        <LoadingState lines={4} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState message={t('companyforms.empty')} />
      ) : (
        <Stack gap="xs">
          {list.data.map((form: ContentItem) => (
            <FormRow key={form.id} form={form} manage={manages} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
