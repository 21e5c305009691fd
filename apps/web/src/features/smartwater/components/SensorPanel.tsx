import { Button, Group, NumberInput, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { WaterAsset, WaterSensor } from '@spatium/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadingState } from '../../system/index.ts';
import { describeWaterError } from '../api/errors.ts';
import { type SensorRange, useSensorReadings, useSetThresholds } from '../api/smartwater.ts';
import { formatTime, formatValue } from './format.ts';
import { SensorChart } from './SensorChart.tsx';
import { WaterErrorState } from './WaterErrorState.tsx';

/** The chosen sensor: its chart over 24 hours or 7 days, the same numbers as a table, its thresholds. */
export function SensorPanel({ asset, sensor }: { asset: WaterAsset; sensor: WaterSensor }) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<SensorRange>('24h');
  const readings = useSensorReadings(sensor.id, range);
  const headingId = useId();
  const rangeId = useId();
  const tableId = useId();
  const number = (value: number) => formatValue(value, i18n.language);

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-testid="sensor-panel">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4" id={headingId}>
          {t('smartwater.chart.title', { sensor: sensor.name, asset: asset.name })}
        </Title>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={rangeId}>
            {t('smartwater.chart.range')}
          </Text>
          <SegmentedControl
            aria-labelledby={rangeId}
            value={range}
            onChange={(value) => setRange(value as SensorRange)}
            data={[
              { value: '24h', label: t('smartwater.chart.range24h') },
              { value: '7d', label: t('smartwater.chart.range7d') },
            ]}
          />
        </Stack>
      </Group>
      {readings.isPending ? (
        <LoadingState lines={6} />
      ) : readings.isError ? (
        <WaterErrorState error={readings.error} onRetry={() => void readings.refetch()} />
      ) : readings.data.points.length === 0 ? (
        <EmptyState message={t('smartwater.chart.empty')} />
      ) : (
        <>
          <SensorChart readings={readings.data} tableId={tableId} />
          <details>
            <summary>{t('smartwater.chart.showTable')}</summary>
            <Table.ScrollContainer minWidth={420} mah={320}>
              <Table id={tableId} striped>
                <caption>{t('smartwater.chart.table', { sensor: sensor.name, unit: sensor.unit })}</caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('smartwater.chart.time')}</Table.Th>
                    <Table.Th scope="col">{t('smartwater.chart.average')}</Table.Th>
                    <Table.Th scope="col">{t('smartwater.chart.min')}</Table.Th>
                    <Table.Th scope="col">{t('smartwater.chart.max')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {readings.data.points.map((point) => (
                    <Table.Tr key={point.time}>
                      <Table.Th scope="row" fw={400}>
                        {formatTime(point.time, i18n.language)}
                      </Table.Th>
                      <Table.Td>{number(point.value)}</Table.Td>
                      <Table.Td>{number(point.min)}</Table.Td>
                      <Table.Td>{number(point.max)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </details>
        </>
      )}
      {sensor.abilities.edit_thresholds && <ThresholdsForm key={sensor.id} sensor={sensor} />}
    </Stack>
  );
}

function ThresholdsForm({ sensor }: { sensor: WaterSensor }) {
  const { t } = useTranslation();
  const save = useSetThresholds();
  const [low, setLow] = useState<number | string>(sensor.low ?? '');
  const [high, setHigh] = useState<number | string>(sensor.high ?? '');
  const asNumber = (value: number | string) => (value === '' ? null : Number(value));
  const lowValue = asNumber(low);
  const highValue = asNumber(high);
  const isReversed = lowValue !== null && highValue !== null && lowValue >= highValue;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isReversed) return;
    save.mutate(
      { id: sensor.id, body: { low: lowValue, high: highValue } },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('smartwater.thresholds.saved') }),
        onError: (error) => notifications.show({ color: 'red', message: describeWaterError(error, t) }),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t('smartwater.thresholds.title')}>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={`${t('smartwater.thresholds.low')} (${sensor.unit})`}
          placeholder={t('smartwater.thresholds.none')}
          value={low}
          onChange={setLow}
          decimalScale={3}
          w={170}
        />
        <NumberInput
          label={`${t('smartwater.thresholds.high')} (${sensor.unit})`}
          placeholder={t('smartwater.thresholds.none')}
          value={high}
          onChange={setHigh}
          decimalScale={3}
          w={170}
          error={isReversed ? t('smartwater.thresholds.reversed') : undefined}
        />
        <Button type="submit" variant="light" loading={save.isPending} disabled={isReversed}>
          {t('smartwater.thresholds.save')}
        </Button>
      </Group>
    </form>
  );
}
