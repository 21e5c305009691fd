import { NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SnapKind } from '../snap.ts';
import type { MeasureTool } from './ToolkitPanel.tsx';

export interface MeasureOptionsProps {
  snap: boolean;
  onSnap: (snap: boolean) => void;
  /** What the last pick snapped to, said in words for those who cannot see the ring. */
  snapped: SnapKind | null;
  /** A cloud's volume's base height; null: the lowest point in the region. */
  base: number | null;
  onBase: (base: number | null) => void;
  volumeBy: 'region' | 'part';
}

/** Snapping, and the base plane of a cloud's volume, under the measuring tools. */
export function MeasureOptions({ tool, options }: { tool: MeasureTool; options: MeasureOptionsProps }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Switch
        size="xs"
        label={t('viewer3d.measure.snap')}
        checked={options.snap}
        onChange={(event) => options.onSnap(event.currentTarget.checked)}
      />
      {tool !== 'none' && options.snap && options.snapped && (
        <Text size="xs" c="dimmed" role="status" data-testid="snapped">
          {t(`viewer3d.measure.snapped.${options.snapped}`)}
        </Text>
      )}
      {tool === 'volume' && options.volumeBy === 'region' && (
        <NumberInput
          size="xs"
          label={t('viewer3d.measure.base')}
          description={t('viewer3d.measure.baseHint')}
          value={options.base ?? ''}
          decimalScale={3}
          onChange={(value) => options.onBase(typeof value === 'number' ? value : null)}
        />
      )}
    </Stack>
  );
}
