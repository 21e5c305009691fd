import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClipState } from '../clipping.ts';
import { type MeasureKind, requiredPoints } from '../measure.ts';
import type { NavigationMode } from '../scene/Viewer3D.ts';
import { ClipPanel } from './ClipPanel.tsx';

export type MeasureTool = 'none' | MeasureKind;

const tools: MeasureKind[] = ['distance', 'height', 'angle', 'polyline', 'area'];

interface ToolkitPanelProps {
  navigation: NavigationMode;
  onNavigation: (mode: NavigationMode) => void;
  onFit: () => void;
  tool: MeasureTool;
  onTool: (tool: MeasureTool) => void;
  draftPoints: number;
  onFinish: () => void;
  onCancel: () => void;
  clip: ClipState;
  onClip: (clip: ClipState) => void;
  /** False for a signed-out visitor, who has nowhere to keep a measurement. */
  measuring?: boolean;
}

/** Navigation, measuring tools and clipping of the 3D toolkit, all operable from the keyboard. */
export function ToolkitPanel(props: ToolkitPanelProps) {
  const { t } = useTranslation();
  const { tool } = props;
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('viewer3d.navigation.title')}
        </Title>
        <SegmentedControl
          aria-label={t('viewer3d.navigation.title')}
          value={props.navigation}
          onChange={(value) => props.onNavigation(value as NavigationMode)}
          data={[
            { value: 'orbit', label: t('viewer3d.navigation.orbit') },
            { value: 'fly', label: t('viewer3d.navigation.fly') },
          ]}
        />
        <Text size="xs" c="dimmed">
          {props.navigation === 'fly' ? t('viewer3d.navigation.flyHint') : t('viewer3d.navigation.orbitHint')}
        </Text>
        <Button size="xs" variant="light" onClick={props.onFit}>
          {t('viewer3d.navigation.fit')}
        </Button>
      </Stack>
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
          {tool !== 'none' && (
            <Stack gap={4}>
              <Text size="xs" role="status">
                {t(`viewer3d.measure.${tool}Hint`)}{' '}
                {t('viewer3d.measure.placed', { placed: props.draftPoints })}
              </Text>
              <Group gap="xs">
                {(tool === 'area' || tool === 'polyline') && (
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
