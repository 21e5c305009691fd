import { Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { can, keyCodeBatchMax } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { useProfile } from '../../auth/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import { useCompanyMembers, useGenerateKeyCodes, useKeyCodes } from '../api/keycodes.ts';
import { KeyCodeRow } from '../components/KeyCodeRow.tsx';

function GenerateForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | string>(1);
  const generate = useGenerateKeyCodes();
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          generate.mutate(
            { company: companyId, count: Number(count) },
            {
              onSuccess: () =>
                notifications.show({
                  color: 'green',
                  message: t('keycodes.generated', { count: Number(count) }),
                }),
              onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }),
            },
          );
        }}
      >
        <Group align="end">
          <NumberInput
            label={t('keycodes.count')}
            value={count}
            onChange={setCount}
            min={1}
            max={keyCodeBatchMax}
            allowDecimal={false}
            w={160}
          />
          <Button type="submit" loading={generate.isPending}>
            {t('keycodes.generate')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

/** /keycodes: the active company's software key codes (SPEC §1, §4). */
export default function KeyCodesPage() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const companyId = profile?.company?.id;
  if (!profile) return <LoadingState />;
  if (!companyId || !can(profile.role.id, 'keycodes.use')) {
    return (
      <Stack>
        <Title order={1}>{t('keycodes.title')}</Title>
        <EmptyState message={t('keycodes.noCompany')} />
      </Stack>
    );
  }
  const manages = profile.is_company_admin || can(profile.role.id, 'keycodes.generate');
  return (
    <Stack gap="md">
      <Title order={1}>{t('keycodes.title')}</Title>
      <Text c="dimmed">{manages ? t('keycodes.introAdmin') : t('keycodes.introMember')}</Text>
      {can(profile.role.id, 'keycodes.generate') && <GenerateForm companyId={companyId} />}
      <KeyCodeTable companyId={companyId} manages={manages} />
    </Stack>
  );
}

function KeyCodeTable({ companyId, manages }: { companyId: number; manages: boolean }) {
  const { t } = useTranslation();
  const codes = useKeyCodes(companyId);
  const members = useCompanyMembers(companyId, manages);
  if (codes.isPending) return <LoadingState lines={4} />;
  if (codes.isError) return <ErrorState error={codes.error} onRetry={() => void codes.refetch()} />;
  if (codes.data.length === 0)
    return <EmptyState message={manages ? t('keycodes.emptyAdmin') : t('keycodes.emptyMember')} />;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('keycodes.code')}</Table.Th>
            <Table.Th>{t('keycodes.user')}</Table.Th>
            <Table.Th>{t('keycodes.status')}</Table.Th>
            <Table.Th>{t('keycodes.machine')}</Table.Th>
            <Table.Th>{t('keycodes.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {codes.data.map((code) => (
            <KeyCodeRow key={code.id} code={code} members={members.data} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
