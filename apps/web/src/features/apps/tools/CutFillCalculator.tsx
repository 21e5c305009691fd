import { Alert, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cutFill, parseGrid, slope } from './earthwork.ts';

const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number.parseFloat(value));

/** Slope between two points, and cut/fill volumes of a level platform over a grid of ground levels. */
export default function CutFillCalculator() {
  const { t, i18n } = useTranslation();
  const format = (value: number, digits = 2) =>
    value.toLocaleString(i18n.language, { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const [rise, setRise] = useState<number | string>(1.5);
  const [run, setRun] = useState<number | string>(30);
  const [gridText, setGridText] = useState('10.2 10.6 11.1\n9.8 10.1 10.7\n9.4 9.9 10.3');
  const [spacing, setSpacing] = useState<number | string>(5);
  const [level, setLevel] = useState<number | string>(10);

  const [r, h] = [asNumber(rise), asNumber(run)];
  const slopeResult = Number.isFinite(r) && Number.isFinite(h) && h > 0 ? slope(r, h) : null;

  let volumes: ReturnType<typeof cutFill> | null = null;
  let gridError: string | null = null;
  try {
    const s = asNumber(spacing);
    const l = asNumber(level);
    if (Number.isFinite(s) && s > 0 && Number.isFinite(l)) volumes = cutFill(parseGrid(gridText), s, l);
  } catch (error) {
    gridError = t(`apps.cutFill.${(error as Error).message}`);
  }

  return (
    <Stack gap="lg">
      <Stack>
        <Title order={3}>{t('apps.cutFill.slopeTitle')}</Title>
        <Group grow>
          <NumberInput label={t('apps.cutFill.rise')} value={rise} onChange={setRise} decimalScale={4} />
          <NumberInput label={t('apps.cutFill.run')} value={run} onChange={setRun} decimalScale={4} min={0} />
        </Group>
        <Paper withBorder p="md" aria-live="polite" data-testid="slope-result">
          {slopeResult ? (
            <Text fw={700}>
              {format(slopeResult.percent)} % · {format(slopeResult.degrees)}° · 1:
              {Number.isFinite(slopeResult.ratio) ? format(slopeResult.ratio, 1) : '∞'}
            </Text>
          ) : (
            <Text>{t('apps.cutFill.runPositive')}</Text>
          )}
        </Paper>
      </Stack>
      <Stack>
        <Title order={3}>{t('apps.cutFill.volumeTitle')}</Title>
        <Textarea
          label={t('apps.cutFill.grid')}
          description={t('apps.cutFill.gridHelp')}
          value={gridText}
          onChange={(e) => setGridText(e.currentTarget.value)}
          autosize
          minRows={4}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group grow>
          <NumberInput
            label={t('apps.cutFill.spacing')}
            value={spacing}
            onChange={setSpacing}
            min={0}
            decimalScale={3}
          />
          <NumberInput label={t('apps.cutFill.level')} value={level} onChange={setLevel} decimalScale={3} />
        </Group>
        {gridError && <Alert color="red">{gridError}</Alert>}
        {volumes && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} aria-live="polite" data-testid="volume-result">
            <Paper withBorder p="sm">
              <Text size="sm" c="dimmed">
                {t('apps.cutFill.cut')}
              </Text>
              <Text fw={700}>{format(volumes.cut)} m³</Text>
            </Paper>
            <Paper withBorder p="sm">
              <Text size="sm" c="dimmed">
                {t('apps.cutFill.fill')}
              </Text>
              <Text fw={700}>{format(volumes.fill)} m³</Text>
            </Paper>
            <Paper withBorder p="sm">
              <Text size="sm" c="dimmed">
                {t('apps.cutFill.net')}
              </Text>
              <Text fw={700}>{format(volumes.cut - volumes.fill)} m³</Text>
            </Paper>
            <Paper withBorder p="sm">
              <Text size="sm" c="dimmed">
                {t('apps.cutFill.area')}
              </Text>
              <Text fw={700}>{format(volumes.area)} m²</Text>
            </Paper>
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
