import { Box, Text, VisuallyHidden } from '@mantine/core';
import type { AnalyticsPeriod } from '@spatium/contracts';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { steppedIndex } from '../../../platform/keyboard/stepKeys.ts';
import { minutesOf } from '../range.ts';

interface Props {
  series: AnalyticsPeriod[];
  /** The table that holds the same numbers, for screen readers. */
  tableId: string;
}

const chartHeight = 280;
const toSeconds = (period: string) => Date.parse(`${period}T00:00:00Z`) / 1000;

/**
 * Views and minutes per period, drawn by uPlot (this page's chunk only). The canvas is one image to
 * assistive technology, described by the table beside it; arrow keys step a cursor through the periods
 * and a live region reads each one out.
 */
export function ReportChart({ series, tableId }: Props) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [focused, setFocused] = useState<number | null>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const styles = getComputedStyle(element);
    const text = styles.color;
    const options: uPlot.Options = {
      width: element.clientWidth || 600,
      height: chartHeight,
      // Periods are calendar dates already cut in the user's zone: show them as they are.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      scales: { x: { time: true }, minutes: { auto: true } },
      axes: [
        { stroke: text, grid: { show: false } },
        { stroke: text, label: t('analytics.views') },
        { stroke: text, scale: 'minutes', side: 1, label: t('analytics.minutes'), grid: { show: false } },
      ],
      series: [
        {},
        { label: t('analytics.views'), stroke: '#228be6', width: 2, fill: 'rgba(34,139,230,0.12)' },
        { label: t('analytics.minutes'), stroke: '#e8590c', width: 2, scale: 'minutes', dash: [6, 4] },
      ],
      legend: { show: true },
    };
    const data: uPlot.AlignedData = [
      series.map((period) => toSeconds(period.period)),
      series.map((period) => period.views),
      series.map((period) => minutesOf(period.seconds)),
    ];
    const chart = new uPlot(options, data, element);
    plot.current = chart;
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: chartHeight }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, [series, t]);

  const moveTo = (index: number) => {
    const chart = plot.current;
    const period = series[index];
    if (!chart || !period) return;
    setFocused(index);
    chart.setCursor({ left: chart.valToPos(toSeconds(period.period), 'x'), top: chartHeight / 3 });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = steppedIndex(event.key, focused, series.length);
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  const point = focused !== null ? series[focused] : undefined;
  return (
    <Box>
      <Box
        ref={holder}
        role="img"
        tabIndex={0}
        aria-label={t('analytics.chart.label')}
        aria-describedby={tableId}
        data-testid="analytics-chart"
        onKeyDown={onKeyDown}
        style={{ outlineOffset: 4 }}
      />
      <Text size="xs" c="dimmed" mt={4}>
        {t('analytics.chart.keyboard')}
      </Text>
      <VisuallyHidden aria-live="polite">
        {point &&
          t('analytics.chart.point', {
            period: point.period,
            views: point.views,
            minutes: minutesOf(point.seconds),
          })}
      </VisuallyHidden>
    </Box>
  );
}
