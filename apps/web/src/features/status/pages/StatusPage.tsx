import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { routes } from '@spatium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiBase, callRoute, describeError, isApiError } from '../../../platform/api/index.ts';
import { useFormat } from '../../../platform/i18n/index.ts';
import { useRealtimeStatus } from '../../../platform/realtime/realtime.ts';

type Health = 'ok' | 'down' | 'checking';

function StatusBadge({ health }: { health: Health }) {
  const { t } = useTranslation();
  const color = health === 'ok' ? 'green' : health === 'down' ? 'red' : 'gray';
  return (
    <Badge color={color} variant="light">
      {t(`status.states.${health}`)}
    </Badge>
  );
}

/** API, database and realtime health (GET /api/health and this tab's socket). */
export default function StatusPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const realtime = useRealtimeStatus();
  const health = useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => callRoute(routes.health, { signal }),
    refetchInterval: 30_000,
    retry: false,
  });
  // The API is up when it answered at all; a 503 from /health means the database is the one down.
  const apiAnswered = health.isSuccess || (isApiError(health.error) && health.error.status > 0);
  const api: Health = health.isPending ? 'checking' : apiAnswered ? 'ok' : 'down';
  const database: Health = health.isPending ? 'checking' : health.data?.database === 'ok' ? 'ok' : 'down';
  const realtimeHealth: Health =
    realtime === 'connected' ? 'ok' : realtime === 'connecting' || realtime === 'off' ? 'checking' : 'down';

  const rows: [string, Health][] = [
    [t('status.api'), api],
    [t('status.database'), database],
    [t('status.realtime'), realtimeHealth],
  ];

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('status.title')}</Title>
      <Paper withBorder radius="md">
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('status.service')}</Table.Th>
              <Table.Th scope="col">{t('status.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([name, state]) => (
              <Table.Tr key={name}>
                <Table.Th scope="row" fw={500}>
                  {name}
                </Table.Th>
                <Table.Td>
                  <StatusBadge health={state} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {health.isError && (
        <Text c="red" size="sm" role="alert">
          {describeError(health.error, t)}
        </Text>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('status.apiBase', { base: apiBase() })}
          {health.dataUpdatedAt > 0 &&
            ` · ${t('status.checkedAt', { time: format.dateTime(health.dataUpdatedAt) })}`}
        </Text>
        <Button variant="default" onClick={() => void health.refetch()} loading={health.isFetching}>
          {t('status.refresh')}
        </Button>
      </Group>
    </Stack>
  );
}
