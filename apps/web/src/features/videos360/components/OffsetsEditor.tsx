import { Alert, Button, Group, NumberInput, Paper, Slider, Stack, Text, Title } from '@mantine/core';
import type { VideoOffsets } from '@spatium/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../platform/api/index.ts';
import { noOffsets, sameOffsets } from '../api/videos360.ts';

type Axis = keyof VideoOffsets;
// The contract's ranges (VideoOffsets), in degrees.
const ranges: Record<Axis, number> = { yaw: 180, pitch: 90, roll: 180 };
const axes: Axis[] = ['yaw', 'pitch', 'roll'];

interface OffsetsEditorProps {
  saved: VideoOffsets;
  draft: VideoOffsets;
  onDraft: (offsets: VideoOffsets) => void;
  /** Makes the current view the start; absent until the video is showing. */
  onUseCurrentView?: () => void;
  onSave: () => void;
  saving: boolean;
  error: unknown;
}

/**
 * Straightening a 360° video: the current view as the start, or yaw, pitch and roll by hand (slider and
 * number, both keyboard-operable). The player previews every change; nothing is saved until Save.
 */
export function OffsetsEditor({
  saved,
  draft,
  onDraft,
  onUseCurrentView,
  onSave,
  saving,
  error,
}: OffsetsEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const dirty = !sameOffsets(saved, draft);
  const set = (axis: Axis, value: number) => {
    const limit = ranges[axis];
    onDraft({ ...draft, [axis]: Math.min(limit, Math.max(-limit, Math.round(value * 10) / 10)) });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${id}-title`}>
          {t('videos360.offsets.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('videos360.offsets.hint')}
        </Text>
        <Group>
          <Button variant="light" onClick={onUseCurrentView} disabled={!onUseCurrentView}>
            {t('videos360.offsets.useCurrentView')}
          </Button>
        </Group>
        {axes.map((axis) => {
          const label = t(`videos360.offsets.${axis}`);
          return (
            <Group key={axis} align="flex-end" wrap="nowrap" gap="md">
              <Stack gap={4} style={{ flex: 1 }}>
                <Text size="sm" fw={500} id={`${id}-${axis}`}>
                  {label}
                </Text>
                <Slider
                  min={-ranges[axis]}
                  max={ranges[axis]}
                  step={0.5}
                  value={draft[axis]}
                  onChange={(value) => set(axis, value)}
                  label={(value) => `${value}°`}
                  thumbProps={{ 'aria-labelledby': `${id}-${axis}` }}
                  marks={[{ value: 0, label: '0°' }]}
                  mb="md"
                />
              </Stack>
              <NumberInput
                w={110}
                aria-label={t('videos360.offsets.degrees', { axis: label })}
                min={-ranges[axis]}
                max={ranges[axis]}
                step={0.1}
                decimalScale={1}
                clampBehavior="blur"
                suffix="°"
                value={draft[axis]}
                onChange={(value) => {
                  const number = typeof value === 'number' ? value : Number.parseFloat(value);
                  if (Number.isFinite(number)) set(axis, number);
                }}
              />
            </Group>
          );
        })}
        {error !== null && (
          <Alert color="red" role="alert">
            {describeError(error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            variant="subtle"
            onClick={() => onDraft(noOffsets)}
            disabled={sameOffsets(draft, noOffsets)}
          >
            {t('videos360.offsets.zero')}
          </Button>
          <Button variant="default" onClick={() => onDraft(saved)} disabled={!dirty}>
            {t('videos360.offsets.undo')}
          </Button>
          <Button onClick={onSave} loading={saving} disabled={!dirty}>
            {t('videos360.offsets.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
