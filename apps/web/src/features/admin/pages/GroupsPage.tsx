import { MultiSelect, TextInput } from '@mantine/core';
import { CreateGroupBody, UpdateGroupBody } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { usePickableUsers } from '../api/users.ts';
import { CollectionSection } from '../components/CollectionSection.tsx';

type Draft = { title: string; users: string[] };

function MembersPicker({
  company,
  value,
  onChange,
  error,
}: {
  company: number | null;
  value: string[];
  onChange: (users: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const users = usePickableUsers(company);
  return (
    <MultiSelect
      label={t('admin.groups.members')}
      data={(users.data ?? []).map((u) => ({
        value: String(u.id),
        label: u.name ? `${u.name} (${u.email})` : u.email,
      }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      disabled={users.isPending}
      placeholder={users.isPending ? t('common.loading') : t('admin.groups.membersPlaceholder')}
      error={error ?? (users.isError ? t('admin.groups.membersFailed') : undefined)}
      nothingFoundMessage={t('admin.table.noMatches')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export default function GroupsPage() {
  const { t } = useTranslation();
  return (
    <CollectionSection
      name="groups"
      text="admin.groups"
      columns={[
        { key: 'title', label: t('admin.fields.title'), sortValue: (g) => g.title, render: (g) => g.title },
        {
          key: 'users',
          label: t('admin.groups.memberCount'),
          sortValue: (g) => g.users.length,
          render: (g) => g.users.length,
        },
      ]}
      filterText={(g) => g.title}
      itemTitle={(g) => g.title}
      emptyDraft={(): Draft => ({ title: '', users: [] })}
      fromItem={(g): Draft => ({ title: g.title, users: g.users.map(String) })}
      toBody={(d) => ({ title: d.title, users: d.users.map(Number) })}
      createSchema={CreateGroupBody}
      updateSchema={UpdateGroupBody}
      renderForm={({ draft, set, errors, company }) => (
        <>
          <TextInput
            label={t('admin.fields.title')}
            value={draft.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={errors.title}
            required
            data-autofocus
          />
          <MembersPicker
            company={company}
            value={draft.users}
            onChange={(users) => set('users', users)}
            error={errors.users}
          />
        </>
      )}
    />
  );
}
