import { Badge, Button, Table, Text } from '@mantine/core';
import type { WaterAsset, WaterSensor } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { formatTime, formatValue, stateBadgeColors } from './format.ts';

interface Props {
  assets: WaterAsset[];
  selectedSensor: number | null;
  onSelectSensor: (sensor: WaterSensor) => void;
}

/** Every asset's sensors, one row each, with the latest value and its state; a button opens the chart. */
export function AssetTable({ assets, selectedSensor, onSelectSensor }: Props) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatValue(value, i18n.language);
  const bound = (value: number | null) => (value === null ? '—' : number(value));
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover data-testid="water-assets">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('smartwater.assets.asset')}</Table.Th>
            <Table.Th scope="col">{t('smartwater.assets.sensor')}</Table.Th>
            <Table.Th scope="col">{t('smartwater.assets.latest')}</Table.Th>
            <Table.Th scope="col">{t('smartwater.assets.state')}</Table.Th>
            <Table.Th scope="col">{t('smartwater.assets.thresholds')}</Table.Th>
            <Table.Th scope="col">{t('smartwater.assets.chart')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {assets.flatMap((asset) =>
            asset.sensors.map((sensor, index) => (
              <Table.Tr key={sensor.id}>
                {index === 0 && (
                  <Table.Th scope="rowgroup" rowSpan={asset.sensors.length} style={{ verticalAlign: 'top' }}>
                    <Text size="sm" fw={600}>
                      {asset.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`smartwater.kind.${asset.kind}`)}
                      {asset.open_alerts > 0 &&
                        ` · ${t('smartwater.assets.openAlerts', { count: asset.open_alerts })}`}
                    </Text>
                  </Table.Th>
                )}
                <Table.Td>
                  {sensor.name}
                  <Text size="xs" c="dimmed">
                    {t(`smartwater.quantity.${sensor.quantity}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {sensor.latest ? (
                    <>
                      {number(sensor.latest.value)} {sensor.unit}
                      <Text size="xs" c="dimmed">
                        {formatTime(sensor.latest.time, i18n.language)}
                      </Text>
                    </>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={stateBadgeColors[sensor.state]} variant="light">
                    {t(`smartwater.state.${sensor.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {bound(sensor.low)} – {bound(sensor.high)} {sensor.unit}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant={sensor.id === selectedSensor ? 'filled' : 'default'}
                    aria-pressed={sensor.id === selectedSensor}
                    aria-label={t('smartwater.assets.showChartOf', {
                      sensor: sensor.name,
                      asset: asset.name,
                    })}
                    onClick={() => onSelectSensor(sensor)}
                  >
                    {t('smartwater.assets.showChart')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            )),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
