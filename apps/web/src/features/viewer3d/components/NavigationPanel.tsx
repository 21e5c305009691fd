import { Button, Group, NumberInput, SegmentedControl, Slider, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { type NavigationMode, navigationModes } from '../navigation.ts';

export interface NavigationPanelProps {
  navigation: NavigationMode;
  onNavigation: (mode: NavigationMode) => void;
  onFit: () => void;
  height: number | null;
  onHeight: (height: number) => void;
  pathPoints: number;
  drawing: boolean;
  onDrawing: (drawing: boolean) => void;
  playing: boolean;
  onPlaying: (playing: boolean) => void;
  speed: number;
  onSpeed: (speed: number) => void;
  onRestart: () => void;
  onRemovePath: () => void;
}

/** The navigation modes with their hints, the helicopter's height and the train's path and ride. */
export function NavigationPanel(props: NavigationPanelProps) {
  const { t, i18n } = useTranslation();
  const { navigation } = props;
  const ride = props.pathPoints >= 2;
  const speed = t('viewer3d.navigation.speed', {
    speed: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(props.speed),
  });
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('viewer3d.navigation.removePath'),
      children: <Text size="sm">{t('viewer3d.navigation.removePathQuestion')}</Text>,
      labels: { confirm: t('viewer3d.navigation.removePath'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: props.onRemovePath,
    });
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('viewer3d.navigation.title')}
      </Title>
      <SegmentedControl
        aria-label={t('viewer3d.navigation.title')}
        fullWidth
        size="xs"
        value={navigation}
        onChange={(value) => props.onNavigation(value as NavigationMode)}
        data={navigationModes.map((mode) => ({ value: mode, label: t(`viewer3d.navigation.${mode}`) }))}
      />
      <Text size="xs" c="dimmed">
        {t(`viewer3d.navigation.${navigation}Hint`)}
        {(navigation === 'fly' || navigation === 'helicopter') && ` ${t('viewer3d.navigation.touchHint')}`}
      </Text>
      {(navigation === 'helicopter' || navigation === 'train') && (
        <NumberInput
          size="xs"
          label={t('viewer3d.navigation.height')}
          value={props.height ?? ''}
          min={0.1}
          max={10_000}
          step={0.5}
          decimalScale={1}
          onChange={(value) => typeof value === 'number' && value > 0 && props.onHeight(value)}
        />
      )}
      {navigation === 'train' && (
        <Stack gap="xs">
          <Group gap="xs">
            <Button
              size="xs"
              variant={props.drawing ? 'filled' : 'light'}
              aria-pressed={props.drawing}
              onClick={() => props.onDrawing(!props.drawing)}
            >
              {t('viewer3d.navigation.draw')}
            </Button>
            <Text size="xs" role="status" data-testid="train-points">
              {t('viewer3d.navigation.pathPoints', { count: props.pathPoints })}
            </Text>
          </Group>
          <Group gap="xs">
            <Button size="xs" disabled={!ride} onClick={() => props.onPlaying(!props.playing)}>
              {props.playing ? t('viewer3d.navigation.pause') : t('viewer3d.navigation.play')}
            </Button>
            <Button size="xs" variant="default" disabled={!ride} onClick={props.onRestart}>
              {t('viewer3d.navigation.restart')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={props.pathPoints === 0}
              onClick={confirmRemove}
            >
              {t('viewer3d.navigation.removePath')}
            </Button>
          </Group>
          <Text size="xs" aria-hidden>
            {speed}
          </Text>
          <Slider
            thumbLabel={speed}
            min={0.5}
            max={30}
            step={0.5}
            label={null}
            value={props.speed}
            onChange={props.onSpeed}
          />
        </Stack>
      )}
      <Button size="xs" variant="light" onClick={props.onFit}>
        {t('viewer3d.navigation.fit')}
      </Button>
    </Stack>
  );
}
