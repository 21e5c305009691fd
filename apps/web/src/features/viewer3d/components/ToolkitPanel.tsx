import { Button, Group, RangeSlider, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type MeasureKind, requiredPoints } from '../measure.ts';
import { MeasureOptions, type MeasureOptionsProps } from './MeasureOptions.tsx';
import { NavigationPanel, type NavigationPanelProps } from './NavigationPanel.tsx';

export type MeasureTool = 'none' | MeasureKind;

const tools: MeasureKind[] = ['distance', 'height', 'angle', 'polyline', 'area', 'volume'];

/** A clip box as fractions (0–1) of the content's bounds on each axis. */
export interface ClipState {
  enabled: boolean;
  inside: boolean;
  x: [number, number];
  y: [number, number];
  z: [number, number];
}

export const initialClip: ClipState = { enabled: false, inside: true, x: [0, 1], y: [0, 1], z: [0, 1] };

interface ToolkitPanelProps extends NavigationPanelProps {
  tool: MeasureTool;
  onTool: (tool: MeasureTool) => void;
  draftPoints: number;
  onFinish: () => void;
  onCancel: () => void;
  clip: ClipState;
  onClip: (clip: ClipState) => void;
  /** False for a signed-out visitor, who has nowhere to keep a measurement. */
  measuring?: boolean;
  measureOptions?: MeasureOptionsProps;
}

/** Navigation, measuring tools and the clip box of the 3D toolkit, all operable from the keyboard. */
export function ToolkitPanel(props: ToolkitPanelProps) {
  const { t } = useTranslation();
  const { clip, onClip, tool, measureOptions } = props;
  const region =
    tool === 'area' || tool === 'polyline' || (tool === 'volume' && measureOptions?.volumeBy === 'region');
  const axis = (name: 'x' | 'y' | 'z') => (
    <Stack gap={2} key={name}>
      <Text size="xs" id={`clip-${name}`}>
        {t(`viewer3d.clip.${name}`)}
      </Text>
      <RangeSlider
        aria-labelledby={`clip-${name}`}
        thumbFromLabel={`${t(`viewer3d.clip.${name}`)} ${t('viewer3d.clip.from')}`}
        thumbToLabel={`${t(`viewer3d.clip.${name}`)} ${t('viewer3d.clip.to')}`}
        min={0}
        max={1}
        step={0.01}
        minRange={0.01}
        label={(v) => `${Math.round(v * 100)} %`}
        value={clip[name]}
        onChange={(value) => onClip({ ...clip, [name]: value })}
      />
    </Stack>
  );
  return (
    <Stack gap="md">
      <NavigationPanel {...props} />
      {props.measuring !== false && (
        <Stack gap="xs">
          <Title order={2} size="h5">
            {t('viewer3d.measure.title')}
          </Title>
          <Group gap="xs">
            {tools.map((kind) => (
              <Button
                key={kind}
                size="xs"
                variant={tool === kind ? 'filled' : 'light'}
                aria-pressed={tool === kind}
                onClick={() => props.onTool(tool === kind ? 'none' : kind)}
              >
                {t(`viewer3d.measure.${kind}`)}
              </Button>
            ))}
          </Group>
          {measureOptions && <MeasureOptions tool={tool} options={measureOptions} />}
          {tool !== 'none' && (
            <Stack gap={4}>
              <Text size="xs" role="status">
                {t(
                  tool === 'volume' && measureOptions?.volumeBy === 'part'
                    ? 'viewer3d.measure.volumePartHint'
                    : `viewer3d.measure.${tool}Hint`,
                )}{' '}
                {t('viewer3d.measure.placed', { placed: props.draftPoints })}
              </Text>
              <Group gap="xs">
                {region && (
                  <Button
                    size="compact-xs"
                    disabled={props.draftPoints < requiredPoints[tool]}
                    onClick={props.onFinish}
                  >
                    {t('viewer3d.measure.finish')}
                  </Button>
                )}
                <Button size="compact-xs" variant="default" onClick={props.onCancel}>
                  {t('common.cancel')}
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('viewer3d.clip.title')}
        </Title>
        <Switch
          label={t('viewer3d.clip.enable')}
          checked={clip.enabled}
          onChange={(event) => onClip({ ...clip, enabled: event.currentTarget.checked })}
        />
        {clip.enabled && (
          <>
            <SegmentedControl
              aria-label={t('viewer3d.clip.show')}
              size="xs"
              value={clip.inside ? 'inside' : 'outside'}
              onChange={(value) => onClip({ ...clip, inside: value === 'inside' })}
              data={[
                { value: 'inside', label: t('viewer3d.clip.inside') },
                { value: 'outside', label: t('viewer3d.clip.outside') },
              ]}
            />
            {(['x', 'y', 'z'] as const).map(axis)}
          </>
        )}
      </Stack>
    </Stack>
  );
}
