import { Alert, Anchor, Button, Group, List, Modal, TagsInput, Text, TextInput } from '@mantine/core';
import { type Company, CreateCompanyBody, UpdateCompanyBody } from '@spatium/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../platform/api/index.ts';
import { useFormat } from '../../../platform/i18n/index.ts';
import { FormStack } from '../../system/index.ts';
import { fetchCompanyImpact, useCompanies, useCompanyMutations } from '../api/companies.ts';
import { showDeletedNotice, showErrorNotice, showSavedNotice } from '../api/notices.ts';
import { changedFields } from '../changes.ts';
import { confirmAction } from '../components/confirm.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { SectionFrame } from '../components/SectionFrame.tsx';
import { type FieldErrors, formatBytes, serverFieldErrors, validateBody } from '../forms.ts';

type Draft = { title: string; admins: string[] };

function CompanyFormModal({ company, onClose }: { company: Company | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { create, update } = useCompanyMutations();
  const [draft, setDraft] = useState<Draft>({ title: company?.title ?? '', admins: company?.admins ?? [] });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [noChanges, setNoChanges] = useState(false);
  const mutation = company ? update : create;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNoChanges(false);
    const checked = validateBody(company ? UpdateCompanyBody : CreateCompanyBody, draft, t);
    if (checked.errors) return setErrors(checked.errors);
    setErrors({});
    const onError = (error: unknown) => setErrors(serverFieldErrors(error, t));
    const onSuccess = () => {
      showSavedNotice(t('admin.companies.saved'));
      onClose();
    };
    if (!company) return create.mutate(draft, { onSuccess, onError });
    const changes = changedFields({ title: company.title, admins: company.admins }, draft);
    if (!changes) return setNoChanges(true);
    update.mutate({ id: company.id, body: changes }, { onSuccess, onError });
  };

  return (
    <FormStack gap="md" onSubmit={submit}>
      <TextInput
        label={t('admin.fields.title')}
        value={draft.title}
        onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
        error={errors.title}
        required
        data-autofocus
      />
      <TagsInput
        label={t('admin.companies.admins')}
        description={t('admin.companies.adminsHelp')}
        value={draft.admins}
        onChange={(admins) => setDraft({ ...draft, admins: admins.map((a) => a.trim().toLowerCase()) })}
        error={errors.admins}
        splitChars={[',', ' ', ';']}
        clearable
      />
      {noChanges && (
        <Alert color="yellow" role="status">
          {t('serverMessages.noChangesToUpdate')}
        </Alert>
      )}
      {mutation.isError && Object.keys(errors).length === 0 && (
        <Alert color="red" role="alert">
          {describeError(mutation.error, t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {t('common.save')}
        </Button>
      </Group>
    </FormStack>
  );
}

export default function CompaniesPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const query = useCompanies();
  const { remove } = useCompanyMutations();
  const [editing, setEditing] = useState<{ company: Company | null } | null>(null);
  const [checking, setChecking] = useState<number | null>(null);

  // SPEC: deleting a company says first what goes with it, asked fresh from the server.
  const askDelete = async (company: Company) => {
    setChecking(company.id);
    try {
      const impact = await fetchCompanyImpact(company.id);
      const items = Object.values(impact.content).reduce((sum, n) => sum + n, 0);
      confirmAction({
        title: t('admin.companies.deleteTitle', { title: company.title }),
        message: (
          <>
            <Text size="sm">{t('admin.companies.deleteIntro')}</Text>
            <List size="sm" mt="xs" aria-label={t('admin.companies.impact')}>
              <List.Item>{t('admin.companies.impactProjects', { count: impact.oldprojects })}</List.Item>
              <List.Item>{t('admin.companies.impactSubprojects', { count: impact.subprojects })}</List.Item>
              <List.Item>{t('admin.companies.impactItems', { count: items })}</List.Item>
              <List.Item>
                {t('admin.companies.impactFiles', {
                  count: impact.files,
                  size: formatBytes(impact.bytes, i18n.resolvedLanguage ?? i18n.language),
                })}
              </List.Item>
              <List.Item>{t('admin.companies.impactUsers', { count: impact.users })}</List.Item>
            </List>
            <Text size="sm" mt="xs" fw={600}>
              {t('admin.common.irreversible')}
            </Text>
          </>
        ),
        confirmLabel: t('admin.companies.deleteConfirm'),
        cancelLabel: t('common.cancel'),
        onConfirm: () =>
          remove.mutate(company.id, {
            onSuccess: () => showDeletedNotice(t('admin.companies.deleted')),
            onError: (error) => showErrorNotice(describeError(error, t)),
          }),
      });
    } catch (error) {
      showErrorNotice(describeError(error, t));
    } finally {
      setChecking(null);
    }
  };

  return (
    <>
      <SectionFrame
        title={t('admin.companies.title')}
        description={t('admin.companies.description')}
        action={<Button onClick={() => setEditing({ company: null })}>{t('admin.companies.new')}</Button>}
        query={query}
        isEmpty={(companies) => companies.length === 0}
        emptyMessage={t('admin.companies.empty')}
        emptyAction={{ label: t('admin.companies.new'), onClick: () => setEditing({ company: null }) }}
      >
        {(companies) => (
          <DataTable
            label={t('admin.companies.table')}
            rows={companies}
            rowKey={(c) => c.id}
            filterText={(c) => `${c.title} ${c.admins.join(' ')}`}
            columns={[
              {
                key: 'title',
                label: t('admin.fields.title'),
                sortValue: (c) => c.title,
                render: (c) => c.title,
              },
              {
                key: 'admins',
                label: t('admin.companies.admins'),
                render: (c) => (c.admins.length ? c.admins.join(', ') : '—'),
              },
              {
                key: 'users',
                label: t('admin.companies.users'),
                sortValue: (c) => c.users,
                render: (c) => format.number(c.users),
              },
              {
                key: 'oldprojects',
                label: t('admin.companies.projects'),
                sortValue: (c) => c.oldprojects,
                render: (c) => format.number(c.oldprojects),
              },
              {
                key: 'created_at',
                label: t('admin.fields.created'),
                sortValue: (c) => c.created_at,
                render: (c) => format.date(c.created_at),
              },
            ]}
            actions={(c) => (
              <>
                <Anchor
                  component={Link}
                  to={`/admin/company/${c.id}`}
                  size="sm"
                  aria-label={t('admin.companies.manageNamed', { name: c.title })}
                >
                  {t('admin.companies.manage')}
                </Anchor>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setEditing({ company: c })}
                  aria-label={t('admin.common.editNamed', { name: c.title })}
                >
                  {t('admin.common.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  loading={checking === c.id}
                  onClick={() => void askDelete(c)}
                  aria-label={t('admin.common.deleteNamed', { name: c.title })}
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
        onClose={() => setEditing(null)}
        title={editing?.company ? t('admin.companies.edit') : t('admin.companies.new')}
      >
        {editing && <CompanyFormModal company={editing.company} onClose={() => setEditing(null)} />}
      </Modal>
    </>
  );
}
