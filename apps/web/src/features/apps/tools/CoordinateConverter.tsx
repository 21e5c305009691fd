import { Alert, Group, NumberInput, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromUtm, naturalZone, norwegianZones, toUtm } from './utm.ts';

type Direction = 'toUtm' | 'toGeographic';
const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number.parseFloat(value));

/** WGS84 latitude/longitude ↔ EUREF89 UTM 32, 33 or 35 (northern hemisphere). */
export default function CoordinateConverter() {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<Direction>('toUtm');
  const [zone, setZone] = useState('32');
  const [lat, setLat] = useState<number | string>(59.9139);
  const [lon, setLon] = useState<number | string>(10.7522);
  const [easting, setEasting] = useState<number | string>(597979.903);
  const [northing, setNorthing] = useState<number | string>(6643118.991);
  const zoneNumber = Number(zone);

  let result: string | null = null;
  let farFromZone = false;
  if (direction === 'toUtm') {
    const [la, lo] = [asNumber(lat), asNumber(lon)];
    if (Number.isFinite(la) && Number.isFinite(lo) && Math.abs(la) <= 84 && Math.abs(lo) <= 180 && la >= 0) {
      const utm = toUtm({ lat: la, lon: lo }, zoneNumber);
      result = `${t('apps.coords.easting')} ${utm.easting.toFixed(3)}  ${t('apps.coords.northing')} ${utm.northing.toFixed(3)}`;
      // Beyond about 9° from the central meridian the projection's scale error grows fast.
      farFromZone = Math.abs(naturalZone(lo) - zoneNumber) > 1;
    }
  } else {
    const [e, n] = [asNumber(easting), asNumber(northing)];
    if (Number.isFinite(e) && Number.isFinite(n) && e > 0 && e < 1_000_000 && n >= 0 && n < 9_400_000) {
      const geo = fromUtm({ zone: zoneNumber, easting: e, northing: n });
      result = `${t('apps.coords.latitude')} ${geo.lat.toFixed(8)}°  ${t('apps.coords.longitude')} ${geo.lon.toFixed(8)}°`;
    }
  }

  return (
    <Stack>
      <SegmentedControl
        aria-label={t('apps.coords.direction')}
        value={direction}
        onChange={(v) => setDirection(v as Direction)}
        data={[
          { value: 'toUtm', label: t('apps.coords.toUtm') },
          { value: 'toGeographic', label: t('apps.coords.toGeographic') },
        ]}
      />
      <Select
        label={t('apps.coords.zone')}
        data={norwegianZones.map((z) => ({ value: String(z), label: `EUREF89 UTM ${z}` }))}
        value={zone}
        onChange={(v) => v && setZone(v)}
        allowDeselect={false}
      />
      {direction === 'toUtm' ? (
        <Group grow>
          <NumberInput
            label={t('apps.coords.latitude')}
            value={lat}
            onChange={setLat}
            decimalScale={10}
            min={0}
            max={84}
          />
          <NumberInput
            label={t('apps.coords.longitude')}
            value={lon}
            onChange={setLon}
            decimalScale={10}
            min={-180}
            max={180}
          />
        </Group>
      ) : (
        <Group grow>
          <NumberInput
            label={t('apps.coords.easting')}
            value={easting}
            onChange={setEasting}
            decimalScale={4}
          />
          <NumberInput
            label={t('apps.coords.northing')}
            value={northing}
            onChange={setNorthing}
            decimalScale={4}
          />
        </Group>
      )}
      <Paper withBorder p="md" aria-live="polite">
        <Text size="lg" fw={700} data-testid="coords-result">
          {result ?? t('apps.coords.invalid')}
        </Text>
      </Paper>
      {farFromZone && <Alert color="yellow">{t('apps.coords.farFromZone')}</Alert>}
      <Text size="sm" c="dimmed">
        {t('apps.coords.datumNote')}
      </Text>
    </Stack>
  );
}
