import { Stack, Tabs, Text, Title } from '@mantine/core';
import { can } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useProfile } from '../../auth/index.ts';
import { ErrorState, LoadingState } from '../../system/index.ts';
import { useCompany } from '../api/companies.ts';
import { CompanyDepartments } from '../components/CompanyDepartments.tsx';
import { CompanyMembers } from '../components/CompanyMembers.tsx';
import { CompanyMenuForm } from '../components/CompanyMenuForm.tsx';
import { CompanySelect } from '../components/CompanySelect.tsx';
import { CompanySettingsForm } from '../components/CompanySettingsForm.tsx';

/** A company admin's own company; role 3 opens any company (/admin/company/:companyId). */
export default function MyCompanyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile } = useProfile();
  const params = useParams();
  const isAdmin = can(profile?.role.id, 'admin.catalogue');
  const fromUrl = params.companyId ? Number(params.companyId) : undefined;
  // Company admins manage only their active company; another id in the URL is not theirs to open.
  const companyId = isAdmin ? (fromUrl ?? profile?.company?.id) : profile?.company?.id;
  const query = useCompany(companyId);
  const [tab, setTab] = useState<string | null>('members');

  const picker = isAdmin && (
    <CompanySelect
      value={companyId ?? null}
      onChange={(id) => id && void navigate(`/admin/company/${id}`)}
      label={t('admin.myCompany.pick')}
    />
  );

  if (companyId === undefined)
    return (
      <Stack gap="md">
        <Title order={2}>{t('admin.myCompany.title')}</Title>
        <Text c="dimmed" role="status">
          {t('admin.myCompany.pickFirst')}
        </Text>
        {picker}
      </Stack>
    );

  // Forms keyed by the stored company: after a save or a switch they start from the new values.
  const stamp = `${companyId}:${query.dataUpdatedAt}`;
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{query.data ? query.data.title : t('admin.myCompany.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('admin.myCompany.description')}
        </Text>
      </div>
      {picker}
      {query.isPending ? (
        <LoadingState lines={6} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List aria-label={t('admin.myCompany.sections')}>
            <Tabs.Tab value="members">{t('admin.members.title')}</Tabs.Tab>
            <Tabs.Tab value="departments">{t('admin.departments.title')}</Tabs.Tab>
            <Tabs.Tab value="settings">{t('admin.settings.title')}</Tabs.Tab>
            <Tabs.Tab value="menu">{t('admin.menu.title')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="members" pt="md">
            <CompanyMembers company={query.data} />
          </Tabs.Panel>
          <Tabs.Panel value="departments" pt="md">
            <CompanyDepartments key={stamp} company={query.data} />
          </Tabs.Panel>
          <Tabs.Panel value="settings" pt="md">
            <CompanySettingsForm key={stamp} company={query.data} />
          </Tabs.Panel>
          <Tabs.Panel value="menu" pt="md">
            <CompanyMenuForm key={stamp} company={query.data} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
