import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  Paper,
  Progress,
  Select,
  Slider,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { CloudOctree, CloudViewer, ShareView } from '@spatium/contracts';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithTimeout } from '../../../platform/api/index.ts';
import { RaiseIssueButton } from '../../issues/index.ts';
import { LoadingState } from '../../system/index.ts';
import {
  MeasurementsPanel,
  SceneNotesPanel,
  SceneSnapshotButton,
  ToolkitPanel,
  useMeasuring,
  useNavigating,
  useSceneNoting,
  useViewInAddress,
} from '../../viewer3d/index.ts';
import {
  type CloudSettings,
  type ColourMode,
  colourModes,
  defaultSettings,
  lasClasses,
} from '../viewer/settings.ts';
import { PinPrompt, type PinUnlock } from './PinPrompt.tsx';

// three.js and potree-core are only downloaded when a point cloud is opened.
const CloudScene = lazy(() => importWithTimeout(() => import('../viewer/CloudScene.tsx')));
const ShareDialog = lazy(() =>
  importWithTimeout(() => import('../../sharelinks/index.ts')).then((m) => ({ default: m.ShareDialog })),
);

/**
 * One cloud as the viewer shows it: its title, then the PIN prompt, the conversion's state or the
 * 3D view. `visitor`: opened signed out (a share link, a public cloud), so nothing is saved.
 */
export function CloudView({
  cloud,
  unlock,
  visitor = false,
  initialView = null,
  aside,
}: {
  cloud: CloudViewer;
  unlock: PinUnlock;
  visitor?: boolean;
  initialView?: ShareView | null;
  /** Beside the title: a link to the item's page for signed-in users. */
  aside?: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} dir="auto">
            {cloud.title}
          </Title>
          {cloud.description && (
            <Text c="dimmed" dir="auto">
              {cloud.description}
            </Text>
          )}
        </Stack>
        {aside}
      </Group>
      {cloud.locked ? (
        <PinPrompt unlock={unlock} />
      ) : cloud.octree?.status !== 'ready' ? (
        <ConversionState octree={cloud.octree} />
      ) : (
        <CloudWorkspace cloud={cloud} visitor={visitor} initialView={initialView} />
      )}
    </Stack>
  );
}

function ConversionState({ octree }: { octree: CloudOctree | null }) {
  const { t } = useTranslation();
  if (octree?.status === 'failed')
    return (
      <Alert color="red" role="alert" title={t('clouds.conversion.failed')}>
        {octree.error}
      </Alert>
    );
  const percent = Math.round(octree?.progress ?? 0);
  return (
    <Paper withBorder p="xl">
      <Stack gap="xs">
        <Text role="status">{t('clouds.conversion.running', { percent })}</Text>
        <Progress value={percent} striped animated aria-label={t('clouds.conversion.progress')} />
      </Stack>
    </Paper>
  );
}

function CloudWorkspace({
  cloud,
  visitor,
  initialView,
}: {
  cloud: CloudViewer;
  visitor: boolean;
  initialView: ShareView | null;
}) {
  const { t, i18n } = useTranslation();
  const [sharing, setSharing] = useState<ShareView | null | false>(false);
  const [settings, setSettings] = useState<CloudSettings>(defaultSettings);
  const navigating = useNavigating();
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const measuring = useMeasuring('clouds', cloud.id, !visitor);
  const noting = useSceneNoting('clouds', cloud.id, !visitor);
  const octrees = [cloud.octree!, ...cloud.children.filter((c) => c.status === 'ready')];
  const {
    initialView: openAt,
    viewReader,
    readView,
    clip,
    setClip,
  } = useViewInAddress(status === 'ready', initialView);

  const own = (id: number) => settings.clouds[id] ?? { visible: true, colour: 'rgb' as ColourMode };
  const setOwn = (id: number, change: Partial<ReturnType<typeof own>>) =>
    setSettings({ ...settings, clouds: { ...settings.clouds, [id]: { ...own(id), ...change } } });
  const byClass = octrees.some((o) => own(o.id).colour === 'classification');
  const pointBudget = t('clouds.viewer.pointBudget', {
    formatted: new Intl.NumberFormat(i18n.language).format(settings.pointBudget),
  });

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="xs">
          <Suspense fallback={<LoadingState lines={8} />}>
            <CloudScene
              clouds={octrees}
              settings={settings}
              {...navigating.scene}
              {...measuring.scene}
              notes={visitor ? undefined : noting.scene}
              clip={clip}
              onClip={setClip}
              onStatus={setStatus}
              initialView={openAt}
              viewReader={viewReader}
            />
          </Suspense>
          <Text size="xs" c={status === 'error' ? 'red' : 'dimmed'} role="status" data-testid="cloud-status">
            {t(`clouds.viewer.${status}`)}
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          {cloud.may_manage && !visitor && (
            <Button variant="light" onClick={() => setSharing(readView())}>
              {t('clouds.share.button')}
            </Button>
          )}
          {!visitor && (
            <RaiseIssueButton
              content={{ kind: 'clouds', id: cloud.id }}
              title={cloud.title}
              readViewpoint={readView}
            />
          )}
          {sharing !== false && (
            <Suspense fallback={null}>
              <ShareDialog
                kind="cloud"
                item={cloud.id}
                view={sharing}
                intro={t('clouds.share.intro')}
                onClose={() => setSharing(false)}
              />
            </Suspense>
          )}
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('clouds.viewer.clouds')}
            </Title>
            {octrees.map((o, index) => (
              <Group key={o.id} gap="xs" wrap="nowrap" align="flex-end">
                <Checkbox
                  label={o.title}
                  checked={own(o.id).visible}
                  onChange={(event) => setOwn(o.id, { visible: event.currentTarget.checked })}
                  style={{ flex: 1 }}
                />
                <Select
                  size="xs"
                  w={140}
                  aria-label={`${t('clouds.viewer.colour')}: ${o.title}`}
                  data-testid={index === 0 ? 'colour-main' : undefined}
                  value={own(o.id).colour}
                  allowDeselect={false}
                  data={colourModes.map((mode) => ({ value: mode, label: t(`clouds.colour.${mode}`) }))}
                  onChange={(value) => value && setOwn(o.id, { colour: value as ColourMode })}
                />
              </Group>
            ))}
          </Stack>
          {byClass && (
            <Stack gap={4}>
              <Title order={3} size="h6">
                {t('clouds.viewer.classes')}
              </Title>
              {lasClasses.map(({ code, rgb }) => (
                <Checkbox
                  key={code}
                  size="xs"
                  label={
                    <Group gap={6}>
                      <span
                        aria-hidden
                        style={{
                          display: 'inline-block',
                          width: 10,
                          height: 10,
                          background: `rgb(${rgb.map((c) => Math.round(c * 255)).join(',')})`,
                        }}
                      />
                      {t(`clouds.class.c${code}`)}
                    </Group>
                  }
                  checked={!settings.hiddenClasses.includes(code)}
                  onChange={(event) =>
                    setSettings({
                      ...settings,
                      hiddenClasses: event.currentTarget.checked
                        ? settings.hiddenClasses.filter((c) => c !== code)
                        : [...settings.hiddenClasses, code],
                    })
                  }
                />
              ))}
            </Stack>
          )}
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('clouds.viewer.display')}
            </Title>
            <Text size="xs" aria-hidden>
              {pointBudget}
            </Text>
            <Slider
              thumbLabel={pointBudget}
              min={100_000}
              max={5_000_000}
              step={100_000}
              value={settings.pointBudget}
              label={null}
              onChange={(pointBudget) => setSettings({ ...settings, pointBudget })}
            />
            <Text size="xs" aria-hidden>
              {t('clouds.viewer.pointSize')}
            </Text>
            <Slider
              thumbLabel={t('clouds.viewer.pointSize')}
              min={0.5}
              max={4}
              step={0.25}
              value={settings.pointSize}
              onChange={(pointSize) => setSettings({ ...settings, pointSize })}
            />
            <Switch
              label={t('clouds.viewer.edl')}
              checked={settings.edl}
              onChange={(event) => setSettings({ ...settings, edl: event.currentTarget.checked })}
            />
          </Stack>
          <ToolkitPanel {...navigating.toolkit} {...measuring.toolkit} clip={clip} onClip={setClip} />
          {!visitor && <MeasurementsPanel {...measuring.panel} />}
          {!visitor && (
            <SceneNotesPanel {...noting.panel}>
              <SceneSnapshotButton content="clouds" item={cloud.id} capture={noting.panel.capture} />
            </SceneNotesPanel>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
