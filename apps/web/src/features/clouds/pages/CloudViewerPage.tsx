import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Grid,
  Group,
  Paper,
  PasswordInput,
  Progress,
  Select,
  Slider,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CloudOctree, CloudViewer } from '@spatium/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeError, importWithTimeout, isApiError } from '../../../platform/api/index.ts';
import { contentPath } from '../../content/index.ts';
import { FavouriteStar } from '../../favourites/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import {
  type ClipState,
  initialClip,
  MeasurementsPanel,
  type MeasureTool,
  type Point3,
  requiredPoints,
  ToolkitPanel,
  useMeasurements,
  useMeasurementWrites,
} from '../../viewer3d/index.ts';
import { useCloudViewer, useSetCloudPin } from '../api/clouds.ts';
import { PinPrompt } from '../components/PinPrompt.tsx';
import {
  type CloudSettings,
  type ColourMode,
  colourModes,
  defaultSettings,
  lasClasses,
} from '../viewer/settings.ts';

// three.js and potree-core are only downloaded when a point cloud is opened.
const CloudScene = lazy(() => importWithTimeout(() => import('../viewer/CloudScene.tsx')));

/** /clouds/{id}: a point cloud and its children in the 3D viewer. */
export default function CloudViewerPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <EmptyState message={t('content.detail.notFound')} />;
  return <CloudScreen id={id} />;
}

function CloudScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useCloudViewer(id);
  if (query.isPending) return <LoadingState lines={6} />;
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('content.detail.notFoundTitle')}</Title>
        <Text>{t('content.detail.notFound')}</Text>
      </Stack>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const cloud = query.data;
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
        <Group gap="xs" wrap="nowrap">
          <FavouriteStar kind="clouds" id={cloud.id} title={cloud.title} />
          <Anchor component={Link} to={contentPath('clouds', cloud.id)}>
            {t('content.card.details')}
          </Anchor>
        </Group>
      </Group>
      {cloud.locked ? (
        <PinPrompt id={cloud.id} />
      ) : cloud.octree?.status !== 'ready' ? (
        <ConversionState octree={cloud.octree} />
      ) : (
        <CloudWorkspace cloud={cloud} />
      )}
      {cloud.may_manage && <PinSettings id={cloud.id} />}
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

function CloudWorkspace({ cloud }: { cloud: CloudViewer }) {
  const { t, i18n } = useTranslation();
  const [settings, setSettings] = useState<CloudSettings>(defaultSettings);
  const [navigation, setNavigation] = useState<'orbit' | 'fly'>('orbit');
  const [fitRequest, setFitRequest] = useState(0);
  const [tool, setTool] = useState<MeasureTool>('none');
  const [draft, setDraft] = useState<Point3[]>([]);
  const [clip, setClip] = useState<ClipState>(initialClip);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const measurements = useMeasurements('clouds', cloud.id);
  const writes = useMeasurementWrites('clouds', cloud.id);
  const octrees = [cloud.octree!, ...cloud.children.filter((c) => c.status === 'ready')];

  const save = (kind: 'distance' | 'area', points: Point3[]) => {
    const count = (measurements.data ?? []).filter((m) => m.kind === kind).length + 1;
    writes.create.mutate(
      { kind, points, title: t(`viewer3d.measure.defaultTitle.${kind}`, { number: count }), shared: false },
      { onError: (error) => notifications.show({ color: 'red', message: describeError(error, t) }) },
    );
    setDraft([]);
    setTool('none');
  };
  const onPick = (point: Point3) => {
    if (tool === 'none') return;
    const points = [...draft, point];
    if (tool === 'distance' && points.length >= requiredPoints.distance) save('distance', points);
    else setDraft(points);
  };
  const own = (id: number) => settings.clouds[id] ?? { visible: true, colour: 'rgb' as ColourMode };
  const setOwn = (id: number, change: Partial<ReturnType<typeof own>>) =>
    setSettings({ ...settings, clouds: { ...settings.clouds, [id]: { ...own(id), ...change } } });
  const byClass = octrees.some((o) => own(o.id).colour === 'classification');

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="xs">
          <Suspense fallback={<LoadingState lines={8} />}>
            <CloudScene
              clouds={octrees}
              settings={settings}
              navigation={navigation}
              fitRequest={fitRequest}
              tool={tool}
              draft={draft}
              measurements={measurements.data ?? []}
              clip={clip}
              onPick={onPick}
              onStatus={setStatus}
            />
          </Suspense>
          <Text size="xs" c={status === 'error' ? 'red' : 'dimmed'} role="status" data-testid="cloud-status">
            {t(`clouds.viewer.${status}`)}
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
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
            <Text size="xs" id="point-budget">
              {t('clouds.viewer.pointBudget', {
                formatted: new Intl.NumberFormat(i18n.language).format(settings.pointBudget),
              })}
            </Text>
            <Slider
              aria-labelledby="point-budget"
              min={100_000}
              max={5_000_000}
              step={100_000}
              value={settings.pointBudget}
              label={null}
              onChange={(pointBudget) => setSettings({ ...settings, pointBudget })}
            />
            <Text size="xs" id="point-size">
              {t('clouds.viewer.pointSize')}
            </Text>
            <Slider
              aria-labelledby="point-size"
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
          <ToolkitPanel
            navigation={navigation}
            onNavigation={setNavigation}
            onFit={() => setFitRequest((n) => n + 1)}
            tool={tool}
            onTool={(next) => {
              setTool(next);
              setDraft([]);
            }}
            draftPoints={draft.length}
            onFinish={() => save('area', draft)}
            onCancel={() => {
              setTool('none');
              setDraft([]);
            }}
            clip={clip}
            onClip={setClip}
          />
          <MeasurementsPanel
            measurements={measurements.data ?? []}
            onToggleVisible={(m) => writes.update.mutate({ id: m.id, visible: !m.visible })}
            onToggleShared={(m) => writes.update.mutate({ id: m.id, shared: !m.shared })}
            onDelete={(m) => writes.remove.mutateAsync(m.id)}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** Managers set, change or remove the PIN (SPEC §1); the server keeps only its hash. */
function PinSettings({ id }: { id: number }) {
  const { t } = useTranslation();
  const setPin = useSetCloudPin(id);
  const [pin, setPinText] = useState('');
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setPin.mutate(pin, {
            onSuccess: () => {
              setPinText('');
              notifications.show({ color: 'green', message: t('clouds.pin.saved') });
            },
          });
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h5">
            {t('clouds.pin.settings')}
          </Title>
          <Group align="flex-end" gap="xs">
            <PasswordInput
              label={t('clouds.pin.new')}
              description={t('clouds.pin.rule')}
              inputMode="numeric"
              autoComplete="new-password"
              value={pin}
              onChange={(event) => setPinText(event.currentTarget.value)}
              error={setPin.isError ? describeError(setPin.error, t) : undefined}
            />
            <Button type="submit" size="sm" disabled={!/^\d{4,8}$/.test(pin)} loading={setPin.isPending}>
              {t('clouds.pin.set')}
            </Button>
            <Button
              size="sm"
              variant="light"
              color="red"
              onClick={() =>
                setPin.mutate(null, {
                  onSuccess: () => notifications.show({ color: 'green', message: t('clouds.pin.removed') }),
                })
              }
            >
              {t('clouds.pin.remove')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
