import { Badge, Button, Group, Modal, Select, Text } from '@mantine/core';
import type { AdminUser, Company } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { describeError } from '../../../platform/api/index.ts';
import { useProfile } from '../../auth/index.ts';
import { showDeletedNotice, showErrorNotice, showSavedNotice } from '../api/notices.ts';
import { useCompanyMembers, useUserMutations } from '../api/users.ts';
import { confirmAction } from './confirm.tsx';
import { DataTable } from './DataTable.tsx';
import { InviteForm } from './InviteForm.tsx';
import { SectionFrame } from './SectionFrame.tsx';

type Member = z.infer<typeof AdminUser>;
const memberName = (m: Member) => m.name || m.username || m.email;

/** A company's members: department, removal from the company, invitations (roles 4 and 5). */
export function CompanyMembers({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const query = useCompanyMembers(company.id);
  const { update, remove } = useUserMutations();
  const [inviting, setInviting] = useState(false);

  const setDepartment = (member: Member, department: string | null) => {
    if (department === member.department) return;
    update.mutate(
      { id: member.id, body: { department } },
      {
        onSuccess: () => showSavedNotice(t('admin.members.departmentSaved', { name: memberName(member) })),
        onError: (error) => showErrorNotice(describeError(error, t)),
      },
    );
  };

  const askRemove = (member: Member) =>
    confirmAction({
      title: t('admin.members.removeTitle'),
      message: t('admin.members.removeBody', { name: memberName(member), company: company.title }),
      confirmLabel: t('admin.members.remove'),
      cancelLabel: t('common.cancel'),
      onConfirm: () =>
        remove.mutate(member.id, {
          onSuccess: () => showDeletedNotice(t('admin.members.removed')),
          onError: (error) => showErrorNotice(describeError(error, t)),
        }),
    });

  return (
    <>
      <SectionFrame
        title={t('admin.members.title')}
        action={<Button onClick={() => setInviting(true)}>{t('admin.members.invite')}</Button>}
        query={query}
        isEmpty={(members) => members.length === 0}
        emptyMessage={t('admin.members.empty')}
        emptyAction={{ label: t('admin.members.invite'), onClick: () => setInviting(true) }}
      >
        {(members) => (
          <DataTable
            label={t('admin.members.table')}
            rows={members}
            rowKey={(m) => m.id}
            filterText={(m) => `${memberName(m)} ${m.email} ${m.department ?? ''}`}
            columns={[
              {
                key: 'name',
                label: t('admin.users.name'),
                sortValue: memberName,
                render: (m) => (
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm">{memberName(m)}</Text>
                    {m.is_company_admin && (
                      <Badge size="xs" variant="light">
                        {t('admin.users.companyAdmin')}
                      </Badge>
                    )}
                  </Group>
                ),
              },
              { key: 'email', label: t('auth.email'), sortValue: (m) => m.email, render: (m) => m.email },
              {
                key: 'role',
                label: t('admin.users.role'),
                sortValue: (m) => m.role,
                render: (m) => t(`admin.roleNames.${m.role}`, { defaultValue: String(m.role) }),
              },
              {
                key: 'department',
                label: t('admin.members.department'),
                sortValue: (m) => m.department ?? '',
                render: (m) => (
                  <Select
                    aria-label={t('admin.members.departmentOf', { name: memberName(m) })}
                    data={company.departments}
                    value={m.department}
                    onChange={(value) => setDepartment(m, value)}
                    placeholder={t('admin.members.noDepartment')}
                    clearable
                    size="xs"
                    w={180}
                    disabled={company.departments.length === 0}
                    comboboxProps={{ withinPortal: true }}
                  />
                ),
              },
            ]}
            actions={(m) => (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => askRemove(m)}
                disabled={m.id === profile?.id}
                aria-label={t('admin.members.removeNamed', { name: memberName(m) })}
              >
                {t('admin.members.remove')}
              </Button>
            )}
          />
        )}
      </SectionFrame>
      <Modal
        opened={inviting}
        onClose={() => setInviting(false)}
        title={t('admin.members.inviteTitle', { company: company.title })}
      >
        {inviting && (
          <InviteForm roles={[4, 5]} company={company.id} fixedCompany onDone={() => setInviting(false)} />
        )}
      </Modal>
    </>
  );
}
