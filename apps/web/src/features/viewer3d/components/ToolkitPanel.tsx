import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClipState } from '../clipping.ts';
import { type MeasureKind, requiredPoints } from '../measure.ts';
import { ClipPanel } from './ClipPanel.tsx';
import { MeasureOptions, type MeasureOptionsProps } from './MeasureOptions.tsx';
import { NavigationPanel, type NavigationPanelProps } from './NavigationPanel.tsx';

export type MeasureTool = 'none' | MeasureKind;

const tools: MeasureKind[] = ['distance', 'height', 'angle', 'polyline', 'area', 'volume'];

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

/** Navigation, measuring tools and clipping of the 3D toolkit, all operable from the keyboard. */
export function ToolkitPanel(props: ToolkitPanelProps) {
  const { t } = useTranslation();
  const { tool, measureOptions } = props;
  const region =
    tool === 'area' || tool === 'polyline' || (tool === 'volume' && measureOptions?.volumeBy === 'region');
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
      <ClipPanel clip={props.clip} onClip={props.onClip} />
    </Stack>
  );
}
