import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { can, type WaterAsset, type WaterSensor } from '@spatium/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverrides } from '../../../platform/overrides/overrides.ts';
import { useProfile } from '../../auth/index.ts';
import { LazyMarkerMap, type MapMarkerPoint, useBasemap } from '../../maps/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import { useWaterAssets } from '../api/smartwater.ts';
import { AlertsPanel } from '../components/AlertsPanel.tsx';
import { AssetTable } from '../components/AssetTable.tsx';
import { assetColors, assetState } from '../components/format.ts';
import { SensorPanel } from '../components/SensorPanel.tsx';
import { WaterErrorState } from '../components/WaterErrorState.tsx';

/**
 * /smartwater: the company's water network on one page, as a utility's operator uses it: the assets
 * on the map coloured by state, every sensor's latest value, the alerts to acknowledge, and a chart of
 * the chosen sensor. Readings come from sensor gateways (POST /api/smartwater/readings, docs/DECISIONS.md).
 */
export default function SmartwaterPage() {
  const { t } = useTranslation();
  const { overrides } = useOverrides();
  const { profile } = useProfile();
  if (overrides.disable_smartwater || !can(profile?.role.id, 'smartwater.read'))
    return (
      <Stack>
        <Title order={1}>{t('features.smartwater')}</Title>
        <Text>{t('smartwater.unavailable')}</Text>
      </Stack>
    );
  return <Network />;
}

function Network() {
  const { t } = useTranslation();
  const assets = useWaterAssets();
  const [selectedSensor, setSelectedSensor] = useState<number | null>(null);
  const [focus, setFocus] = useState<{ lon: number; lat: number; key: number } | null>(null);

  const selected = useMemo(() => {
    for (const asset of assets.data ?? []) {
      const sensor = asset.sensors.find((s) => s.id === selectedSensor);
      if (sensor) return { asset, sensor };
    }
    return null;
  }, [assets.data, selectedSensor]);

  const showSensor = (sensorId: number) => {
    setSelectedSensor(sensorId);
    const asset = assets.data?.find((a) => a.sensors.some((s) => s.id === sensorId));
    if (asset) setFocus({ lon: asset.lon, lat: asset.lat, key: Date.now() });
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('features.smartwater')}</Title>
        <Text c="dimmed" size="sm">
          {t('smartwater.intro')}
        </Text>
      </div>
      {assets.isPending ? (
        <LoadingState lines={6} />
      ) : assets.isError ? (
        <WaterErrorState error={assets.error} onRetry={() => void assets.refetch()} />
      ) : assets.data.length === 0 ? (
        <EmptyState message={t('smartwater.empty')} />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <NetworkMap
              assets={assets.data}
              focus={focus}
              onSelect={(asset) => {
                const first = asset.sensors[0];
                if (first) showSensor(first.id);
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <AlertsPanel onShowSensor={showSensor} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Paper withBorder p="md">
              {selected ? (
                <SensorPanel asset={selected.asset} sensor={selected.sensor} />
              ) : (
                <Text c="dimmed" size="sm">
                  {t('smartwater.chart.pick')}
                </Text>
              )}
            </Paper>
          </Grid.Col>
          <Grid.Col span={12}>
            <Title order={2} size="h4" mb="xs">
              {t('smartwater.assets.title')}
            </Title>
            <AssetTable
              assets={assets.data}
              selectedSensor={selectedSensor}
              onSelectSensor={(sensor: WaterSensor) => showSensor(sensor.id)}
            />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

function NetworkMap(props: {
  assets: WaterAsset[];
  focus: { lon: number; lat: number; key: number } | null;
  onSelect: (asset: WaterAsset) => void;
}) {
  const { t } = useTranslation();
  const basemap = useBasemap();
  const { assets, onSelect } = props;
  const points = useMemo<MapMarkerPoint[]>(
    () =>
      assets.map((asset) => {
        const state = assetState(asset);
        return {
          key: String(asset.id),
          lon: asset.lon,
          lat: asset.lat,
          text: asset.name,
          label: t('smartwater.map.marker', {
            name: asset.name,
            kind: t(`smartwater.kind.${asset.kind}`),
            state: t(`smartwater.map.state.${state}`),
          }),
          color: assetColors[state],
        };
      }),
    [assets, t],
  );
  if (basemap.isPending) return <LoadingState lines={6} />;
  if (basemap.isError) return <ErrorState error={basemap.error} onRetry={() => void basemap.refetch()} />;
  return (
    <LazyMarkerMap
      basemap={basemap.data}
      points={points}
      label={t('smartwater.map.label')}
      focus={props.focus}
      onSelect={(key) => {
        const asset = assets.find((a) => String(a.id) === key);
        if (asset) onSelect(asset);
      }}
    />
  );
}
