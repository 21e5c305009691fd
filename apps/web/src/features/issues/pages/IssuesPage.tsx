import { Anchor, Button, Group, MultiSelect, Select, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type IssueStatus, issueStatuses, type Severity, severities } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../platform/api/index.ts';
import { useProfile } from '../../auth/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import { downloadIssuesBcf, downloadIssuesCsv, type IssueFilters, useIssues } from '../api/issues.ts';
import { CreateIssueModal } from '../components/CreateIssueModal.tsx';
import { SeverityBadge, StatusBadge, severityKey } from '../components/IssueBadges.tsx';

const sorts = ['created_at:DESC', 'updated_at:DESC', 'severity:DESC', 'title:ASC'] as const;

/** /issues: the issues the user may see, filtered and sorted, updated live by `newissue`. */
export default function IssuesPage() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const [creating, { open, close }] = useDisclosure(false);
  const [status, setStatus] = useState<IssueStatus[]>([]);
  const [severity, setSeverity] = useState<Severity[]>([]);
  const [mineOnly, setMineOnly] = useState(false);
  const [sort, setSort] = useState<string>('created_at:DESC');
  const filters: IssueFilters = { status, severity, sort, created_by: mineOnly ? profile?.id : undefined };
  const issues = useIssues(filters);

  const failed = (error: unknown) => notifications.show({ color: 'red', message: describeError(error, t) });
  const exportCsv = () => downloadIssuesCsv(filters).catch(failed);
  const exportBcf = () => downloadIssuesBcf(filters).catch(failed);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('issues.title')}</Title>
        <Group>
          <Button variant="default" onClick={exportCsv}>
            {t('issues.exportCsv')}
          </Button>
          <Button variant="default" onClick={exportBcf}>
            {t('issues.exportBcf')}
          </Button>
          <Button onClick={open}>{t('issues.new')}</Button>
        </Group>
      </Group>
      <Group align="end">
        <MultiSelect
          label={t('issues.field.status')}
          data={issueStatuses.map((s) => ({ value: s, label: t(`issues.status.${s}`) }))}
          value={status}
          onChange={(value) => setStatus(value as IssueStatus[])}
          clearable
          w={220}
        />
        <MultiSelect
          label={t('issues.field.severity')}
          data={severities.map((s) => ({ value: s, label: t(severityKey(s)) }))}
          value={severity}
          onChange={(value) => setSeverity(value as Severity[])}
          clearable
          w={260}
        />
        <Select
          label={t('issues.sortBy')}
          data={sorts.map((s) => ({ value: s, label: t(`issues.sort.${s.replace(':', '_')}`) }))}
          value={sort}
          onChange={(value) => value && setSort(value)}
          allowDeselect={false}
          w={200}
        />
        <Switch
          label={t('issues.mineOnly')}
          checked={mineOnly}
          onChange={(e) => setMineOnly(e.currentTarget.checked)}
        />
      </Group>
      {issues.isPending ? (
        <LoadingState lines={6} />
      ) : issues.isError ? (
        <ErrorState error={issues.error} onRetry={() => issues.refetch()} />
      ) : issues.data.length === 0 ? (
        <EmptyState message={t('issues.empty')} />
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('issues.field.title')}</Table.Th>
              <Table.Th>{t('issues.field.severity')}</Table.Th>
              <Table.Th>{t('issues.field.status')}</Table.Th>
              <Table.Th>{t('issues.field.subproject')}</Table.Th>
              <Table.Th>{t('issues.field.road')}</Table.Th>
              <Table.Th>{t('issues.field.createdBy')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {issues.data.map((issue) => (
              <Table.Tr key={issue.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/issues/${issue.id}`}>
                    {issue.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <SeverityBadge severity={issue.severity} />
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={issue.status} />
                </Table.Td>
                <Table.Td>{issue.oldsubproject.title}</Table.Td>
                <Table.Td>{issue.road_name ?? '—'}</Table.Td>
                <Table.Td>
                  <Text size="sm">{issue.created_by?.username ?? '—'}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <CreateIssueModal opened={creating} onClose={close} />
    </Stack>
  );
}
