import { Box, Text, VisuallyHidden } from '@mantine/core';
import type { SensorReadings } from '@spatium/contracts';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { steppedIndex } from '../../../platform/keyboard/stepKeys.ts';
import { formatTime, formatValue } from './format.ts';

interface Props {
  readings: SensorReadings;
  /** The table that holds the same numbers, for screen readers. */
  tableId: string;
}

const chartHeight = 260;
const toSeconds = (iso: string) => Date.parse(iso) / 1000;

/**
 * A sensor's readings over time, drawn by uPlot (this page's chunk only), with its low and high
 * thresholds as dashed lines. The canvas is one image to assistive technology, described by the
 * table below it; arrow keys step a cursor through the points and a live region reads each out.
 */
export function SensorChart({ readings, tableId }: Props) {
  const { t, i18n } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const { sensor, points } = readings;

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const text = getComputedStyle(element).color;
    const unit = sensor.unit;
    const threshold = (value: number | null) => points.map(() => value);
    const options: uPlot.Options = {
      width: element.clientWidth || 600,
      height: chartHeight,
      scales: { x: { time: true }, y: { auto: true } },
      axes: [
        { stroke: text, grid: { show: false } },
        {
          stroke: text,
          label: unit,
          values: (_u, values) => values.map((v) => formatValue(v, i18n.language)),
        },
      ],
      series: [
        {},
        { label: t('smartwater.chart.value'), stroke: '#228be6', width: 2, fill: 'rgba(34,139,230,0.10)' },
        {
          label: t('smartwater.thresholds.low'),
          stroke: '#e8590c',
          width: 1.5,
          dash: [6, 4],
          points: { show: false },
        },
        {
          label: t('smartwater.thresholds.high'),
          stroke: '#c92a2a',
          width: 1.5,
          dash: [6, 4],
          points: { show: false },
        },
      ],
      legend: { show: true },
    };
    const data: uPlot.AlignedData = [
      points.map((point) => toSeconds(point.time)),
      points.map((point) => point.value),
      threshold(sensor.low),
      threshold(sensor.high),
    ];
    const chart = new uPlot(options, data, element);
    plot.current = chart;
    setFocused(null);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: chartHeight }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, [points, sensor.low, sensor.high, sensor.unit, t, i18n.language]);

  const moveTo = (index: number) => {
    const chart = plot.current;
    const point = points[index];
    if (!chart || !point) return;
    setFocused(index);
    chart.setCursor({
      left: chart.valToPos(toSeconds(point.time), 'x'),
      top: chart.valToPos(point.value, 'y'),
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = steppedIndex(event.key, focused, points.length);
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  const point = focused !== null ? points[focused] : undefined;
  return (
    <Box>
      <Box
        ref={holder}
        role="img"
        tabIndex={0}
        aria-label={t('smartwater.chart.label', { sensor: sensor.name })}
        aria-describedby={tableId}
        data-testid="sensor-chart"
        onKeyDown={onKeyDown}
        style={{ outlineOffset: 4 }}
      />
      <Text size="xs" c="dimmed" mt={4}>
        {t('smartwater.chart.keyboard')}
      </Text>
      <VisuallyHidden aria-live="polite">
        {point &&
          t('smartwater.chart.point', {
            time: formatTime(point.time, i18n.language),
            value: formatValue(point.value, i18n.language),
            unit: sensor.unit,
          })}
      </VisuallyHidden>
    </Box>
  );
}
