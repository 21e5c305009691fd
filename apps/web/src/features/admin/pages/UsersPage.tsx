import { Alert, Badge, Button, Group, Menu, Modal, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { AdminUser } from '@spatium/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { describeError } from '../../../platform/api/index.ts';
import { useFormat } from '../../../platform/i18n/index.ts';
import { useProfile } from '../../auth/index.ts';
import { FormStack } from '../../system/index.ts';
import { useCompaniesLight } from '../api/companies.ts';
import { useStartImpersonation } from '../api/impersonation.ts';
import { showDeletedNotice, showErrorNotice, showSavedNotice } from '../api/notices.ts';
import { useAdminUsers, useUserMutations } from '../api/users.ts';
import { CompanySelect } from '../components/CompanySelect.tsx';
import { confirmAction } from '../components/confirm.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { InviteForm } from '../components/InviteForm.tsx';
import { SectionFrame } from '../components/SectionFrame.tsx';

type User = z.infer<typeof AdminUser>;
type Role = 3 | 4 | 5;

const userName = (user: User) => user.name || user.username || user.email;

function RoleForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const { update } = useUserMutations();
  const [role, setRole] = useState<Role>(user.role as Role);
  const [noChanges, setNoChanges] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (role === user.role) return setNoChanges(true);
    update.mutate(
      { id: user.id, body: { role } },
      {
        onSuccess: () => {
          showSavedNotice(t('admin.users.roleSaved'));
          onDone();
        },
      },
    );
  };
  return (
    <FormStack gap="md" onSubmit={submit}>
      <Select
        label={t('admin.users.role')}
        data={([3, 4, 5] as const).map((r) => ({ value: String(r), label: t(`admin.roleNames.${r}`) }))}
        value={String(role)}
        onChange={(value) => {
          setNoChanges(false);
          if (value) setRole(Number(value) as Role);
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
      {noChanges && (
        <Alert color="yellow" role="status">
          {t('serverMessages.noChangesToUpdate')}
        </Alert>
      )}
      {update.isError && (
        <Alert color="red" role="alert">
          {describeError(update.error, t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('common.save')}
        </Button>
      </Group>
    </FormStack>
  );
}

export default function UsersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { profile } = useProfile();
  const [company, setCompany] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const query = useAdminUsers({ company, q });
  const companies = useCompaniesLight();
  const { remove, reset2fa } = useUserMutations();
  const startImpersonation = useStartImpersonation();
  const [inviting, setInviting] = useState(false);
  const [changingRole, setChangingRole] = useState<User | null>(null);

  const companyTitle = (id: number | null) =>
    id === null ? '—' : (companies.data?.find((c) => c.id === id)?.title ?? `#${id}`);

  const askReset2fa = (user: User) =>
    confirmAction({
      title: t('admin.users.reset2faTitle'),
      message: t('admin.users.reset2faBody', { name: userName(user) }),
      confirmLabel: t('admin.users.reset2fa'),
      cancelLabel: t('common.cancel'),
      onConfirm: () =>
        reset2fa.mutate(user.id, {
          onSuccess: () => showSavedNotice(t('admin.users.reset2faDone')),
          onError: (error) => showErrorNotice(describeError(error, t)),
        }),
    });

  const askImpersonate = (user: User) =>
    confirmAction({
      title: t('admin.users.impersonateTitle'),
      message: t('admin.users.impersonateBody', { name: userName(user) }),
      confirmLabel: t('admin.users.impersonate'),
      cancelLabel: t('common.cancel'),
      danger: false,
      onConfirm: () => {
        startImpersonation({ id: user.id, name: userName(user) }).then(
          () => notifications.show({ message: t('admin.impersonation.started', { name: userName(user) }) }),
          (error: unknown) => showErrorNotice(describeError(error, t)),
        );
      },
    });

  const askDelete = (user: User) =>
    confirmAction({
      title: t('admin.users.deleteTitle'),
      message: t('admin.users.deleteBody', { name: userName(user), email: user.email }),
      confirmLabel: t('admin.common.delete'),
      cancelLabel: t('common.cancel'),
      onConfirm: () =>
        remove.mutate(user.id, {
          onSuccess: () => showDeletedNotice(t('admin.users.deleted')),
          onError: (error) => showErrorNotice(describeError(error, t)),
        }),
    });

  return (
    <>
      <SectionFrame
        title={t('admin.users.title')}
        description={t('admin.users.description')}
        action={<Button onClick={() => setInviting(true)}>{t('admin.invite.open')}</Button>}
        toolbar={
          <Group align="flex-end">
            <CompanySelect
              value={company}
              onChange={setCompany}
              allowAll
              label={t('admin.companySelect.filter')}
            />
            <TextInput
              type="search"
              label={t('admin.users.search')}
              placeholder={t('admin.users.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={280}
            />
          </Group>
        }
        query={query}
        isEmpty={(users) => users.length === 0}
        emptyMessage={q || company ? t('admin.users.noMatches') : t('admin.users.empty')}
        emptyAction={{ label: t('admin.invite.open'), onClick: () => setInviting(true) }}
      >
        {(users) => (
          <DataTable
            label={t('admin.users.table')}
            rows={users}
            rowKey={(u) => u.id}
            columns={[
              {
                key: 'name',
                label: t('admin.users.name'),
                sortValue: userName,
                render: (u) => (
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm">{userName(u)}</Text>
                    {u.is_company_admin && (
                      <Badge size="xs" variant="light">
                        {t('admin.users.companyAdmin')}
                      </Badge>
                    )}
                  </Group>
                ),
              },
              { key: 'email', label: t('auth.email'), sortValue: (u) => u.email, render: (u) => u.email },
              {
                key: 'role',
                label: t('admin.users.role'),
                sortValue: (u) => u.role,
                render: (u) => t(`admin.roleNames.${u.role}`, { defaultValue: String(u.role) }),
              },
              {
                key: 'company',
                label: t('admin.users.company'),
                sortValue: (u) => companyTitle(u.company),
                render: (u) => companyTitle(u.company),
              },
              {
                key: 'twofa',
                label: t('admin.users.twofa'),
                sortValue: (u) => (u.twofa_enabled ? 1 : 0),
                render: (u) => (u.twofa_enabled ? t('admin.common.on') : t('admin.common.off')),
              },
              {
                key: 'created_at',
                label: t('admin.fields.created'),
                sortValue: (u) => u.created_at,
                render: (u) => format.date(u.created_at),
              },
            ]}
            actions={(u) => (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('admin.users.actionsFor', { name: userName(u) })}
                  >
                    {t('admin.table.actions')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => setChangingRole(u)}>{t('admin.users.changeRole')}</Menu.Item>
                  <Menu.Item onClick={() => askReset2fa(u)} disabled={!u.twofa_enabled}>
                    {t('admin.users.reset2fa')}
                  </Menu.Item>
                  <Menu.Item onClick={() => askImpersonate(u)} disabled={u.id === profile?.id}>
                    {t('admin.users.impersonate')}
                  </Menu.Item>
                  <Menu.Divider />
                  <Menu.Item color="red" onClick={() => askDelete(u)} disabled={u.id === profile?.id}>
                    {t('admin.common.delete')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
          />
        )}
      </SectionFrame>
      <Modal opened={inviting} onClose={() => setInviting(false)} title={t('admin.invite.title')}>
        {inviting && <InviteForm roles={[3, 4, 5]} company={company} onDone={() => setInviting(false)} />}
      </Modal>
      <Modal
        opened={changingRole !== null}
        onClose={() => setChangingRole(null)}
        title={changingRole ? t('admin.users.changeRoleFor', { name: userName(changingRole) }) : ''}
      >
        {changingRole && <RoleForm user={changingRole} onDone={() => setChangingRole(null)} />}
      </Modal>
    </>
  );
}
