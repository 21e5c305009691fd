import {
  Button,
  Checkbox,
  Group,
  Paper,
  RangeSlider,
  SegmentedControl,
  Slider,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  axisPlane,
  type ClipPlane,
  type ClipState,
  type HandleMode,
  maxClipPlanes,
  nextPlaneId,
} from '../clipping.ts';

const axes = ['x', 'y', 'z'] as const;

/**
 * The clip box and the clip planes. Every handle in the view has a keyboard twin here: the box's
 * sliders and turn, each plane's position, direction and tilt.
 */
export function ClipPanel({ clip, onClip }: { clip: ClipState; onClip: (clip: ClipState) => void }) {
  const { t } = useTranslation();
  const full = clip.planes.length >= maxClipPlanes;
  const setPlane = (id: number, change: Partial<ClipPlane>) =>
    onClip({ ...clip, planes: clip.planes.map((p) => (p.id === id ? { ...p, ...change } : p)) });
  const addPlane = (plane: ClipPlane) => onClip({ ...clip, placing: false, planes: [...clip.planes, plane] });
  const handles = (target: 'box' | number, name: string, modes: HandleMode[]) => (
    <Group gap={4} aria-label={`${t('viewer3d.clip.handles')}: ${name}`} role="group">
      <Text size="xs" c="dimmed" aria-hidden>
        {t('viewer3d.clip.handles')}
      </Text>
      {modes.map((mode) => {
        const on = clip.handles?.target === target && clip.handles.mode === mode;
        return (
          <Button
            key={mode}
            size="compact-xs"
            variant={on ? 'filled' : 'light'}
            aria-pressed={on}
            aria-label={`${t(`viewer3d.clip.${mode}`)}: ${name}`}
            onClick={() => onClip({ ...clip, handles: on ? null : { target, mode } })}
          >
            {t(`viewer3d.clip.${mode}`)}
          </Button>
        );
      })}
    </Group>
  );
  const slider = (
    label: string,
    thumbLabel: string,
    props: { min: number; max: number; step: number; value: number; unit: (v: number) => string },
    onChange: (value: number) => void,
  ) => (
    <Stack gap={0}>
      <Text size="xs" aria-hidden>
        {label}: {props.unit(props.value)}
      </Text>
      <Slider
        size="sm"
        thumbLabel={thumbLabel}
        min={props.min}
        max={props.max}
        step={props.step}
        value={props.value}
        label={props.unit}
        onChange={onChange}
      />
    </Stack>
  );
  const percent = (v: number) => `${Math.round(v * 100)} %`;
  const angle = (v: number) => `${Math.round(v)}°`;

  return (
    <Stack gap="md">
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
            {axes.map((name) => (
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
                  label={percent}
                  value={clip[name]}
                  onChange={(value) => onClip({ ...clip, [name]: value })}
                />
              </Stack>
            ))}
            {slider(
              t('viewer3d.clip.rotation'),
              t('viewer3d.clip.rotation'),
              { min: -180, max: 180, step: 1, value: clip.rotation, unit: angle },
              (rotation) => onClip({ ...clip, rotation }),
            )}
            {handles('box', t('viewer3d.clip.title'), ['translate', 'rotate', 'scale'])}
          </>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('viewer3d.clip.planes')}
        </Title>
        <Button
          size="xs"
          variant={clip.placing ? 'filled' : 'light'}
          aria-pressed={clip.placing}
          disabled={full}
          onClick={() => onClip({ ...clip, placing: !clip.placing })}
        >
          {t('viewer3d.clip.placeOnSurface')}
        </Button>
        {clip.placing && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text size="xs" role="status" style={{ flex: 1 }}>
              {t('viewer3d.clip.placeHint')}
            </Text>
            <Button size="compact-xs" variant="default" onClick={() => onClip({ ...clip, placing: false })}>
              {t('common.cancel')}
            </Button>
          </Group>
        )}
        <Group gap={4} role="group" aria-labelledby="clip-add-across">
          <Text size="xs" id="clip-add-across">
            {t('viewer3d.clip.addAcross')}
          </Text>
          {axes.map((name) => (
            <Button
              key={name}
              size="compact-xs"
              variant="light"
              disabled={full}
              onClick={() => addPlane(axisPlane(name, nextPlaneId(clip.planes)))}
            >
              {t(`viewer3d.clip.${name}`)}
            </Button>
          ))}
        </Group>
        {full && (
          <Text size="xs" c="dimmed">
            {t('viewer3d.clip.limit', { max: maxClipPlanes })}
          </Text>
        )}
        {clip.planes.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('viewer3d.clip.noPlanes')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {clip.planes.map((plane, index) => {
              const name = t('viewer3d.clip.plane', { number: index + 1 });
              return (
                <Paper key={plane.id} component="li" withBorder p="xs" data-testid="clip-plane">
                  <Stack gap={6}>
                    <Group justify="space-between" gap="xs">
                      <Checkbox
                        size="xs"
                        label={name}
                        checked={plane.enabled}
                        onChange={(event) => setPlane(plane.id, { enabled: event.currentTarget.checked })}
                      />
                      <Group gap={4}>
                        <Button
                          size="compact-xs"
                          variant={plane.flipped ? 'filled' : 'light'}
                          aria-pressed={plane.flipped}
                          aria-label={`${t('viewer3d.clip.flip')}: ${name}`}
                          onClick={() => setPlane(plane.id, { flipped: !plane.flipped })}
                        >
                          {t('viewer3d.clip.flip')}
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          aria-label={`${t('viewer3d.clip.remove')}: ${name}`}
                          onClick={() =>
                            onClip({
                              ...clip,
                              planes: clip.planes.filter((p) => p.id !== plane.id),
                              handles: clip.handles?.target === plane.id ? null : clip.handles,
                            })
                          }
                        >
                          {t('viewer3d.clip.remove')}
                        </Button>
                      </Group>
                    </Group>
                    {plane.enabled && (
                      <>
                        {slider(
                          t('viewer3d.clip.position'),
                          `${name}: ${t('viewer3d.clip.position')}`,
                          { min: -1, max: 1, step: 0.01, value: plane.offset, unit: percent },
                          (offset) => setPlane(plane.id, { offset }),
                        )}
                        {slider(
                          t('viewer3d.clip.azimuth'),
                          `${name}: ${t('viewer3d.clip.azimuth')}`,
                          { min: -180, max: 180, step: 1, value: plane.azimuth, unit: angle },
                          (azimuth) => setPlane(plane.id, { azimuth }),
                        )}
                        {slider(
                          t('viewer3d.clip.tilt'),
                          `${name}: ${t('viewer3d.clip.tilt')}`,
                          { min: -90, max: 90, step: 1, value: plane.tilt, unit: angle },
                          (tilt) => setPlane(plane.id, { tilt }),
                        )}
                        {handles(plane.id, name, ['translate', 'rotate'])}
                      </>
                    )}
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
