import {
  Alert,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type AnalyticsDimension,
  type AnalyticsGrouping,
  AnalyticsReportQuery,
  can,
} from '@spatium/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { useProfile } from '../../auth/index.ts';
import {
  downloadReportCsv,
  type ReportQuery,
  useAnalyticsReport,
  useReportCompanies,
} from '../api/reports.ts';
import { ReportChart } from '../components/ReportChart.tsx';
import { lastDays, minutesOf, presetRanges, type RangeChoice, todayIn, userTimeZone } from '../range.ts';

/**
 * /admin/analytics: page views and time spent (SPEC §7's page views and heartbeats), per page, content
 * item or public tour, per day or week in the user's time zone. Role 3 sees every company and may pick
 * one; a company admin sees their company's pages. Only visitors who accepted analytics cookies count.
 */
export default function AnalyticsPage() {
  const { t, i18n } = useTranslation();
  const { profile } = useProfile();
  const isAdmin = can(profile?.role.id, 'admin.catalogue');
  const timeZone = useMemo(userTimeZone, []);
  const today = useMemo(() => todayIn(timeZone), [timeZone]);
  const [choice, setChoice] = useState<RangeChoice>('30');
  const [custom, setCustom] = useState(() => lastDays(30, today));
  const [group, setGroup] = useState<AnalyticsGrouping>('day');
  const [by, setBy] = useState<AnalyticsDimension>('page');
  const [company, setCompany] = useState<number | undefined>(undefined);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const periodTableId = useId();
  // Three choices do not fit side by side on a phone (or in longer languages): stack them there.
  const narrow = useMediaQuery('(max-width: 36em)');
  const choices = narrow ? ({ orientation: 'vertical', fullWidth: true } as const) : {};

  const range = choice === 'custom' ? custom : lastDays(Number(choice), today);
  const query: ReportQuery = { ...range, group, by, tz: timeZone, ...(company !== undefined && { company }) };
  // The contract's own checks (order, at most a year, real dates) before asking the server.
  const rangeIsValid = AnalyticsReportQuery.safeParse(query).success;
  const report = useAnalyticsReport(query, rangeIsValid);
  const companies = useReportCompanies(isAdmin);
  const numbers = new Intl.NumberFormat(i18n.language);

  const download = () => {
    setDownloadError(null);
    downloadReportCsv(query).catch((error: unknown) => setDownloadError(describeError(error, t)));
  };

  const data = report.data;
  const isEmpty = data !== undefined && data.totals.views === 0 && data.totals.seconds === 0;

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{t('admin.nav.analytics')}</Title>
        <Text c="dimmed" size="sm">
          {t('analytics.intro')}
        </Text>
      </div>

      <Group align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${periodTableId}-range`}>
            {t('analytics.range.label')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${periodTableId}-range`}
            {...choices}
            value={choice}
            onChange={(value) => setChoice(value as RangeChoice)}
            data={[
              ...presetRanges.map((days) => ({ value: `${days}`, label: t(`analytics.range.last${days}`) })),
              { value: 'custom', label: t('analytics.range.custom') },
            ]}
          />
        </Stack>
        {choice === 'custom' && (
          <>
            <TextInput
              type="date"
              label={t('analytics.range.from')}
              value={custom.from}
              max={today}
              onChange={(event) => setCustom({ ...custom, from: event.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('analytics.range.to')}
              value={custom.to}
              max={today}
              onChange={(event) => setCustom({ ...custom, to: event.currentTarget.value })}
            />
          </>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${periodTableId}-group`}>
            {t('analytics.group.label')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${periodTableId}-group`}
            value={group}
            onChange={(value) => setGroup(value as AnalyticsGrouping)}
            data={[
              { value: 'day', label: t('analytics.group.day') },
              { value: 'week', label: t('analytics.group.week') },
            ]}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${periodTableId}-by`}>
            {t('analytics.by.label')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${periodTableId}-by`}
            {...choices}
            value={by}
            onChange={(value) => setBy(value as AnalyticsDimension)}
            data={[
              { value: 'page', label: t('analytics.by.page') },
              { value: 'content', label: t('analytics.by.content') },
              { value: 'public_tour', label: t('analytics.by.public_tour') },
            ]}
          />
        </Stack>
        {isAdmin && (
          <Select
            label={t('admin.companySelect.label')}
            data={[
              { value: '', label: t('admin.companySelect.all') },
              ...(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.title })),
            ]}
            value={company === undefined ? '' : String(company)}
            onChange={(value) => setCompany(value ? Number(value) : undefined)}
            allowDeselect={false}
            searchable
            maw={280}
          />
        )}
        <Button variant="default" onClick={download} disabled={!rangeIsValid}>
          {t('analytics.download')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('analytics.timeZone', { zone: timeZone })}
      </Text>

      {!rangeIsValid && (
        <Alert color="yellow" role="alert">
          {t('analytics.invalidRange')}
        </Alert>
      )}
      {downloadError && (
        <Alert color="red" role="alert">
          {t('analytics.downloadFailed')} {downloadError}
        </Alert>
      )}

      {rangeIsValid && report.isPending && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>{t('common.loading')}</Text>
        </Group>
      )}
      {report.isError && (
        <Alert color="red" role="alert" title={t('analytics.error')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{describeError(report.error, t)}</Text>
            <Button size="xs" variant="default" onClick={() => report.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      )}

      {data && rangeIsValid && (
        <Stack gap="md" aria-busy={report.isFetching}>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <div>
              <Text size="xs" c="dimmed">
                {t('analytics.views')}
              </Text>
              <Text fw={700} size="xl" data-testid="analytics-total-views">
                {numbers.format(data.totals.views)}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {t('analytics.timeSpent')}
              </Text>
              <Text fw={700} size="xl">
                {t('analytics.minutesShort', { value: numbers.format(minutesOf(data.totals.seconds)) })}
              </Text>
            </div>
          </SimpleGrid>

          {isEmpty ? (
            <Alert color="gray">{t('analytics.empty')}</Alert>
          ) : (
            <>
              <ReportChart series={data.series} tableId={periodTableId} />
              <Table.ScrollContainer minWidth={360}>
                <Table striped id={periodTableId} data-testid="analytics-periods">
                  <Table.Caption>{t('analytics.table.periods')}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('analytics.range.label')}</Table.Th>
                      <Table.Th scope="col">{t('analytics.views')}</Table.Th>
                      <Table.Th scope="col">{t('analytics.minutes')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.series.map((period) => (
                      <Table.Tr key={period.period}>
                        <Table.Th scope="row" fw={400}>
                          {period.period}
                        </Table.Th>
                        <Table.Td>{numbers.format(period.views)}</Table.Td>
                        <Table.Td>{numbers.format(minutesOf(period.seconds))}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Table.ScrollContainer minWidth={360}>
                <Table striped data-testid="analytics-items">
                  <Table.Caption>{t('analytics.table.items')}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('analytics.column.item')}</Table.Th>
                      <Table.Th scope="col">{t('analytics.column.kind')}</Table.Th>
                      <Table.Th scope="col">{t('analytics.views')}</Table.Th>
                      <Table.Th scope="col">{t('analytics.minutes')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((item) => (
                      <Table.Tr key={item.key}>
                        <Table.Th scope="row" fw={400}>
                          {item.label}
                        </Table.Th>
                        <Table.Td>
                          {item.kind ? t(`content.kind.${item.kind}`) : t('analytics.column.page')}
                        </Table.Td>
                        <Table.Td>{numbers.format(item.views)}</Table.Td>
                        <Table.Td>{numbers.format(minutesOf(item.seconds))}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
