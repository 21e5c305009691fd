import { Button, Group, Modal, Select, Stack, Switch, Text, Title } from '@mantine/core';
import type { Measurement } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyCalculation, CalculationsPanel, useCalculations } from '../../mycalc/index.ts';
import { formatMeasure, measuredValue } from '../measure.ts';

interface MeasurementsPanelProps {
  measurements: Measurement[];
  onToggleVisible: (m: Measurement) => void;
  onToggleShared: (m: Measurement) => void;
  onDelete: (m: Measurement) => Promise<unknown>;
}

/**
 * The measurements panel: each measurement with its value (a volume with its parts and where it came
 * from), the user's calculations applied to it on demand; the author's own can be hidden, shared or
 * deleted. Below, the user's calculations themselves.
 */
export function MeasurementsPanel({
  measurements,
  onToggleVisible,
  onToggleShared,
  onDelete,
}: MeasurementsPanelProps) {
  const { t, i18n } = useTranslation();
  const [deleting, setDeleting] = useState<Measurement | null>(null);
  const [busy, setBusy] = useState(false);
  const calculations = useCalculations().data ?? [];
  const [applied, setApplied] = useState<Record<number, number>>({});
  const format = (value: number) => formatMeasure('volume', value, i18n.language);
  return (
    <Stack gap="xs" data-testid="measurements-panel">
      <Title order={2} size="h5">
        {t('viewer3d.measurements.title')}
      </Title>
      {measurements.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('viewer3d.measurements.empty')}
        </Text>
      )}
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {measurements.map((m) => (
          <li key={m.id} data-testid="measurement">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0}>
                <Text size="sm" fw={500} dir="auto">
                  {m.title}
                </Text>
                <Text size="xs" c="dimmed" data-testid="measurement-value">
                  {t(`viewer3d.measure.${m.kind}`)} · {formatMeasure(m.kind, measuredValue(m), i18n.language)}
                </Text>
                {m.volume && m.volume.base !== null && (
                  <Text size="xs" c="dimmed">
                    {t('viewer3d.measurements.cutFill', {
                      cut: format(m.volume.cut),
                      fill: format(m.volume.fill),
                      base: formatMeasure('height', m.volume.base, i18n.language),
                    })}
                  </Text>
                )}
                {m.volume?.points != null && (
                  <Text size="xs" c="dimmed">
                    {t('viewer3d.measurements.fromLoaded', {
                      formatted: new Intl.NumberFormat(i18n.language).format(m.volume.points),
                    })}
                  </Text>
                )}
                {m.volume?.closed === false && (
                  <Text size="xs" c="yellow">
                    {t('viewer3d.measurements.notClosed')}
                  </Text>
                )}
              </Stack>
              {m.mine && (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    aria-label={`${m.visible ? t('viewer3d.measurements.hide') : t('viewer3d.measurements.show')}: ${m.title}`}
                    onClick={() => onToggleVisible(m)}
                  >
                    {m.visible ? t('viewer3d.measurements.hide') : t('viewer3d.measurements.show')}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    aria-label={`${t('viewer3d.measurements.delete')}: ${m.title}`}
                    onClick={() => setDeleting(m)}
                  >
                    {t('viewer3d.measurements.delete')}
                  </Button>
                </Group>
              )}
            </Group>
            {calculations.length > 0 && (
              <Group gap="xs" mt={4} wrap="nowrap">
                <Select
                  size="xs"
                  w={160}
                  clearable
                  placeholder={t('mycalc.apply')}
                  aria-label={`${t('mycalc.apply')}: ${m.title}`}
                  data={calculations.map((c) => ({ value: String(c.id), label: c.name }))}
                  value={applied[m.id] ? String(applied[m.id]) : null}
                  onChange={(value) => {
                    const { [m.id]: _, ...rest } = applied;
                    setApplied(value ? { ...rest, [m.id]: Number(value) } : rest);
                  }}
                />
                {(() => {
                  const calculation = calculations.find((c) => c.id === applied[m.id]);
                  if (!calculation) return null;
                  const result = applyCalculation(calculation, measuredValue(m), i18n.language);
                  return (
                    <Text size="sm" fw={500} data-testid="calculation-result" aria-live="polite">
                      {result ? `= ${result}` : t('mycalc.noResult')}
                    </Text>
                  );
                })()}
              </Group>
            )}
            {m.mine && (
              <Switch
                mt={4}
                size="xs"
                label={t('viewer3d.measurements.shared')}
                checked={m.shared}
                onChange={() => onToggleShared(m)}
              />
            )}
          </li>
        ))}
      </Stack>
      <CalculationsPanel />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('viewer3d.measurements.deleteTitle', { name: deleting?.title ?? '' })}
      >
        <Stack gap="md">
          <Text>{t('viewer3d.measurements.deleteQuestion', { name: deleting?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={async () => {
                if (!deleting) return;
                setBusy(true);
                try {
                  await onDelete(deleting);
                  setDeleting(null);
                } finally {
                  setBusy(false);
                }
              }}
            >
              {t('viewer3d.measurements.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
