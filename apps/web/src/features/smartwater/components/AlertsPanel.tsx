import { Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { WaterAlert } from '@spatium/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadingState } from '../../system/index.ts';
import { describeWaterError } from '../api/errors.ts';
import { useAcknowledgeAlert, useWaterAlerts } from '../api/smartwater.ts';
import { formatTime, formatValue } from './format.ts';
import { WaterErrorState } from './WaterErrorState.tsx';

/**
 * The company's alerts, open ones first. Acknowledging asks no confirmation: it changes nothing in the
 * network and hides nothing (the "All" list keeps it), it only records who saw the alert and when.
 */
export function AlertsPanel({ onShowSensor }: { onShowSensor: (sensorId: number) => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'open' | 'all'>('open');
  const alerts = useWaterAlerts(status);
  // Here, not in the item: an acknowledged alert leaves the open list, and a mutation's callbacks do
  // not run once the component that called it is gone.
  const acknowledge = useAcknowledgeAlert();
  const headingId = useId();
  const onAcknowledge = (id: number) =>
    acknowledge.mutate(id, {
      onSuccess: () => notifications.show({ color: 'green', message: t('smartwater.alerts.done') }),
      onError: (error) => notifications.show({ color: 'red', message: describeWaterError(error, t) }),
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center">
        <Title order={2} size="h4" id={headingId}>
          {t('smartwater.alerts.title')}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={t('smartwater.alerts.filter')}
          value={status}
          onChange={(value) => setStatus(value as 'open' | 'all')}
          data={[
            { value: 'open', label: t('smartwater.alerts.open') },
            { value: 'all', label: t('smartwater.alerts.all') },
          ]}
        />
      </Group>
      {alerts.isPending ? (
        <LoadingState />
      ) : alerts.isError ? (
        <WaterErrorState error={alerts.error} onRetry={() => void alerts.refetch()} />
      ) : alerts.data.length === 0 ? (
        <EmptyState message={t('smartwater.alerts.none')} />
      ) : (
        <Stack
          gap="xs"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          data-testid="water-alerts"
        >
          {alerts.data.map((alert) => (
            <AlertItem
              key={alert.id}
              alert={alert}
              onShowSensor={onShowSensor}
              onAcknowledge={onAcknowledge}
              isAcknowledging={acknowledge.isPending && acknowledge.variables === alert.id}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

interface AlertItemProps {
  alert: WaterAlert;
  onShowSensor: (sensorId: number) => void;
  onAcknowledge: (id: number) => void;
  isAcknowledging: boolean;
}

function AlertItem({ alert, onShowSensor, onAcknowledge, isAcknowledging }: AlertItemProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatValue(value, i18n.language);
  const isOpen = alert.acknowledged_at === null;
  return (
    <Card component="li" withBorder padding="sm">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          {/* The name wraps and the badge keeps its width: on a phone a long name cut "Open" short. */}
          <Text fw={600} size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
            {alert.asset_name} · {alert.sensor_name}
          </Text>
          <Badge color={isOpen ? 'red' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {t(isOpen ? 'smartwater.alerts.open' : 'smartwater.alerts.acknowledged')}
          </Badge>
        </Group>
        <Text size="sm">
          {t(`smartwater.alerts.${alert.direction}`, {
            value: number(alert.value),
            threshold: number(alert.threshold),
            unit: alert.unit,
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('smartwater.alerts.raised', { time: formatTime(alert.raised_at, i18n.language) })}
        </Text>
        {alert.acknowledged_at && (
          <Text size="xs" c="dimmed">
            {t('smartwater.alerts.acknowledgedBy', {
              name: alert.acknowledged_by?.name ?? '—',
              time: formatTime(alert.acknowledged_at, i18n.language),
            })}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          <Button size="xs" variant="default" onClick={() => onShowSensor(alert.sensor)}>
            {t('smartwater.assets.showChart')}
          </Button>
          {alert.abilities.acknowledge && (
            <Button size="xs" loading={isAcknowledging} onClick={() => onAcknowledge(alert.id)}>
              {t('smartwater.alerts.acknowledge')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
