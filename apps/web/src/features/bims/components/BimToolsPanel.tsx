import { Button, Group, SegmentedControl, Select, Slider, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BimBounds, SectionState } from '../viewer/BimScene.tsx';
import type { BimNode } from '../viewer/bimTree.ts';

interface BimToolsPanelProps {
  storeys: BimNode[];
  storey: string | null;
  onStorey: (key: string | null) => void;
  onPlanView: (key: string) => void;
  xray: boolean;
  onXray: (on: boolean) => void;
  section: SectionState | null;
  onSection: (section: SectionState | null) => void;
  bounds: BimBounds | null;
}

const axes = ['x', 'y', 'z'] as const;

/** Storey filter and plan view, X-ray, and the section plane with its filled cut. */
export function BimToolsPanel(props: BimToolsPanelProps) {
  const { t, i18n } = useTranslation();
  const { section, bounds, onSection } = props;
  const index = section ? axes.indexOf(section.axis) : 2;
  const range: [number, number] = bounds ? [bounds.min[index]!, bounds.max[index]!] : [0, 1];
  const metres = (value: number) =>
    `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value)} m`;
  const middle = (axis: SectionState['axis']) => {
    const i = axes.indexOf(axis);
    return bounds ? (bounds.min[i]! + bounds.max[i]!) / 2 : 0;
  };
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('bims.storeys.title')}
        </Title>
        {props.storeys.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('bims.storeys.none')}
          </Text>
        ) : (
          <>
            <Select
              size="xs"
              label={t('bims.storeys.filter')}
              placeholder={t('bims.storeys.all')}
              clearable
              data={props.storeys.map((s) => ({ value: s.key, label: s.name || t('bims.viewer.unnamed') }))}
              value={props.storey}
              onChange={props.onStorey}
            />
            <Button
              size="xs"
              variant="light"
              disabled={!props.storey}
              onClick={() => props.storey && props.onPlanView(props.storey)}
            >
              {t('bims.storeys.plan')}
            </Button>
          </>
        )}
      </Stack>
      <Switch
        label={t('bims.xray.label')}
        description={t('bims.xray.hint')}
        checked={props.xray}
        onChange={(event) => props.onXray(event.currentTarget.checked)}
      />
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('bims.section.title')}
        </Title>
        <Switch
          label={t('bims.section.enable')}
          checked={section !== null}
          disabled={!bounds}
          onChange={(event) =>
            onSection(event.currentTarget.checked ? { axis: 'z', offset: middle('z'), flip: false } : null)
          }
        />
        {section && (
          <>
            <SegmentedControl
              size="xs"
              aria-label={t('bims.section.axis')}
              value={section.axis}
              onChange={(value) => {
                const axis = value as SectionState['axis'];
                onSection({ ...section, axis, offset: middle(axis) });
              }}
              data={axes.map((axis) => ({ value: axis, label: t(`viewer3d.clip.${axis}`) }))}
            />
            <Stack gap={2}>
              <Text size="xs" id="section-offset">
                {t('bims.section.position', { value: metres(section.offset) })}
              </Text>
              <Slider
                aria-labelledby="section-offset"
                thumbLabel={t('bims.section.positionLabel')}
                min={range[0]}
                max={range[1]}
                step={Math.max(0.01, (range[1] - range[0]) / 200)}
                value={Math.min(range[1], Math.max(range[0], section.offset))}
                label={metres}
                onChange={(offset) => onSection({ ...section, offset })}
              />
            </Stack>
            <Group>
              <Switch
                size="xs"
                label={t('bims.section.flip')}
                checked={section.flip}
                onChange={(event) => onSection({ ...section, flip: event.currentTarget.checked })}
              />
            </Group>
          </>
        )}
      </Stack>
    </Stack>
  );
}
