import { Alert, Button, Grid, Group, Progress, Stack, Tabs, Text, Title } from '@mantine/core';
import type { BimModel, BimViewer, ShareView } from '@spatium/contracts';
import { lazy, type ReactNode, type RefObject, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithTimeout } from '../../../platform/api/index.ts';
import { RaiseIssueButton } from '../../issues/index.ts';
import { EmptyState, LoadingState } from '../../system/index.ts';
import {
  MeasurementsPanel,
  planeThrough,
  SceneNotesPanel,
  SceneSnapshotButton,
  ToolkitPanel,
  useMeasuring,
  useNavigating,
  useSceneNoting,
  useViewInAddress,
} from '../../viewer3d/index.ts';
import type { BimBounds, BimSceneHandle, ItemRef } from '../viewer/BimScene.tsx';
import { type BimNode, localIdsUnder, storeysOf } from '../viewer/bimTree.ts';
import type { ItemData } from '../viewer/properties.ts';
import { BimModelsPanel } from './BimModelsPanel.tsx';
import { BimPropertiesPanel } from './BimPropertiesPanel.tsx';
import { BimToolsPanel } from './BimToolsPanel.tsx';
import { BimTreePanel } from './BimTreePanel.tsx';

// three.js, ThatOpen fragments and their worker are only downloaded when a model is opened.
const BimScene = lazy(() => importWithTimeout(() => import('../viewer/BimScene.tsx')));

type Loading = { state: 'loading' | 'ready' | 'error'; percent: number | null };

const keyOf = (item: ItemRef) => `${item.model}:${item.localId}`;

/**
 * A BIM model in the viewer with the other models of its sub-project: the model tree, the picked
 * element's properties, storeys and plan views, hide / isolate / X-ray, a section plane, and the
 * 3D toolkit (navigation, clip box, measurements). `visitor`: signed out, nothing is saved.
 * `initialView`: the camera to open at when the address has none (a share link's); `viewReader`, for
 * a page that reads the camera itself (its Share button).
 */
export function BimView({
  bim,
  aside,
  visitor = false,
  initialView = null,
  viewReader,
}: {
  bim: BimViewer;
  aside?: ReactNode;
  visitor?: boolean;
  initialView?: ShareView | null;
  viewReader?: RefObject<(() => ShareView | null) | null>;
}) {
  const model = bim.model;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} dir="auto">
            {bim.title}
          </Title>
          {bim.description && (
            <Text c="dimmed" dir="auto">
              {bim.description}
            </Text>
          )}
        </Stack>
        {aside}
      </Group>
      {model.status === 'ready' ? (
        <BimWorkspace bim={bim} visitor={visitor} initialView={initialView} viewReader={viewReader} />
      ) : (
        <ConversionState model={model} />
      )}
    </Stack>
  );
}

/** A model not ready to view: converting (with progress), failed (with why), or without an IFC file. */
function ConversionState({ model }: { model: BimModel }) {
  const { t } = useTranslation();
  if (model.status === 'failed')
    return (
      <Alert color="red" role="alert" title={t('bims.conversion.failed')}>
        {model.error_code ? t(`bims.failure.${model.error_code}`) : ''} {model.error}
      </Alert>
    );
  if (model.status === 'converting')
    return (
      <Stack gap={4} maw={560}>
        <Text size="sm" role="status">
          {t('bims.conversion.running', { percent: Math.round(model.progress) })}
        </Text>
        <Progress value={model.progress} striped animated aria-label={t('bims.conversion.progress')} />
      </Stack>
    );
  return <EmptyState message={t('bims.conversion.noFile')} />;
}

function BimWorkspace({
  bim,
  visitor,
  initialView,
  viewReader,
}: {
  bim: BimViewer;
  visitor: boolean;
  initialView: ShareView | null;
  viewReader?: RefObject<(() => ShareView | null) | null>;
}) {
  const { t } = useTranslation();
  const all = useMemo(() => [bim.model, ...bim.siblings], [bim]);
  const [shown, setShown] = useState<number[]>([bim.model.id]);
  const [loading, setLoading] = useState<Record<number, Loading>>({});
  const [attempt, setAttempt] = useState(0);
  const [trees, setTrees] = useState<Record<number, BimNode[]>>({});
  const [hidden, setHidden] = useState<string[]>([]);
  const [isolated, setIsolated] = useState<string[] | null>(null);
  const [storey, setStorey] = useState<string | null>(null);
  const [selected, setSelected] = useState<ItemRef | null>(null);
  const [properties, setProperties] = useState<ItemData | null>(null);
  const [xray, setXray] = useState(false);
  const [bounds, setBounds] = useState<BimBounds | null>(null);
  const navigating = useNavigating();
  const [tab, setTab] = useState<string | null>('tree');
  const handle = useRef<BimSceneHandle | null>(null);
  const measuring = useMeasuring('bims', bim.id, !visitor);

  const loadedModels = all.filter((m) => shown.includes(m.id) && m.url);
  const roots = useMemo(() => shown.flatMap((id) => trees[id] ?? []), [shown, trees]);
  const storeys = useMemo(() => storeysOf(roots), [roots]);
  const pickedNode = useMemo(() => findNode(roots, selected), [roots, selected]);
  const primary = loading[bim.model.id];
  const view = useViewInAddress(primary?.state === 'ready', initialView, viewReader);
  const { clip, setClip } = view;
  // A note is on the element under the point where it is placed, whatever is selected.
  const noting = useSceneNoting(
    'bims',
    bim.id,
    !visitor,
    () => findNode(roots, handle.current?.pickedItem() ?? null)?.guid ?? null,
  );

  const chooseStorey = (key: string | null) => {
    setStorey(key);
    const node = storeys.find((s) => s.key === key);
    setIsolated(node ? localIdsUnder(node).map((id) => `${node.model}:${id}`) : null);
  };
  const planView = async (key: string) => {
    const node = storeys.find((s) => s.key === key);
    if (!node) return;
    chooseStorey(key);
    const box = await handle.current?.boxOf(node.model, localIdsUnder(node));
    if (!box) return;
    // A plan is cut 1.2 m above the floor, looking down, as drawings are: that cut alone.
    const cut: [number, number, number] = [box.min[0], box.min[1], box.min[2] + 1.2];
    if (bounds) setClip({ ...clip, planes: [planeThrough(cut, [0, 0, 1], bounds, 1)], handles: null });
    handle.current?.lookDown(box);
  };
  const showAll = () => {
    setHidden([]);
    setIsolated(null);
    setStorey(null);
  };

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="xs">
          <Suspense fallback={<LoadingState lines={8} />}>
            <BimScene
              models={loadedModels.map((m) => ({ id: m.id, url: m.url! }))}
              attempt={attempt}
              hidden={hidden}
              isolated={isolated}
              selected={selected}
              xray={xray}
              clip={clip}
              onClip={setClip}
              handle={handle}
              {...navigating.scene}
              initialView={view.initialView}
              viewReader={view.viewReader}
              {...measuring.scene}
              notes={visitor ? undefined : noting.scene}
              onLoading={(id, percent) =>
                setLoading((current) => ({ ...current, [id]: { state: 'loading', percent } }))
              }
              onLoaded={(id, tree) => {
                setTrees((current) => ({ ...current, [id]: tree }));
                setLoading((current) => ({ ...current, [id]: { state: 'ready', percent: 100 } }));
              }}
              onFailed={(id) =>
                setLoading((current) => ({ ...current, [id]: { state: 'error', percent: null } }))
              }
              onBounds={setBounds}
              onSelect={(item) => {
                setSelected(item);
                if (item) setTab('properties');
              }}
              onProperties={setProperties}
            />
          </Suspense>
          <ModelStatus
            loading={primary}
            onRetry={() => {
              setLoading({});
              setAttempt((n) => n + 1);
            }}
          />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" role="status" data-testid="picked-element" dir="auto">
              {pickedNode
                ? t('bims.viewer.picked', { name: pickedNode.name || t('bims.viewer.unnamed') })
                : t('bims.viewer.pickHint')}
            </Text>
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="light"
                disabled={!selected}
                onClick={() => selected && setHidden([...hidden, keyOf(selected)])}
              >
                {t('bims.viewer.hide')}
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                disabled={!selected}
                onClick={() => selected && setIsolated([keyOf(selected)])}
              >
                {t('bims.viewer.isolate')}
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                disabled={hidden.length === 0 && isolated === null}
                onClick={showAll}
              >
                {t('bims.viewer.showAll')}
              </Button>
              {!visitor && (
                <RaiseIssueButton
                  content={{ kind: 'bims', id: bim.id }}
                  title={bim.title}
                  readViewpoint={() => {
                    const camera = view.readView();
                    // The element in question travels with the camera (BCF's selected component).
                    return camera && { ...camera, ...(pickedNode?.guid && { element: pickedNode.guid }) };
                  }}
                />
              )}
            </Group>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="tree">{t('bims.viewer.tabs.tree')}</Tabs.Tab>
            <Tabs.Tab value="properties">{t('bims.viewer.tabs.properties')}</Tabs.Tab>
            <Tabs.Tab value="tools">{t('bims.viewer.tabs.tools')}</Tabs.Tab>
            {!visitor && <Tabs.Tab value="notes">{t('viewer3d.notes.tab')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="tree" pt="sm">
            <Stack gap="md">
              {bim.siblings.length > 0 && (
                <BimModelsPanel
                  models={all}
                  shown={shown}
                  loading={loading}
                  onShown={(next) => {
                    setShown(next);
                    if (selected && !next.includes(selected.model)) setSelected(null);
                  }}
                />
              )}
              <BimTreePanel
                roots={roots}
                ready={primary?.state === 'ready'}
                hidden={hidden}
                selected={selected}
                onSelect={setSelected}
                onHidden={setHidden}
                modelTitle={shown.length > 1 ? (id) => all.find((m) => m.id === id)?.title : undefined}
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="properties" pt="sm">
            <BimPropertiesPanel node={pickedNode} data={properties} />
          </Tabs.Panel>
          <Tabs.Panel value="tools" pt="sm">
            <Stack gap="lg">
              <BimToolsPanel
                storeys={storeys}
                storey={storey}
                onStorey={chooseStorey}
                onPlanView={(key) => void planView(key)}
                xray={xray}
                onXray={setXray}
              />
              <ToolkitPanel {...navigating.toolkit} {...measuring.toolkit} clip={clip} onClip={setClip} />
              {!visitor && <MeasurementsPanel {...measuring.panel} />}
            </Stack>
          </Tabs.Panel>
          {!visitor && (
            <Tabs.Panel value="notes" pt="sm">
              <SceneNotesPanel {...noting.panel}>
                <SceneSnapshotButton content="bims" item={bim.id} capture={noting.panel.capture} />
              </SceneNotesPanel>
            </Tabs.Panel>
          )}
        </Tabs>
      </Grid.Col>
    </Grid>
  );
}

function ModelStatus({ loading, onRetry }: { loading: Loading | undefined; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!loading || loading.state === 'loading')
    return (
      <Stack gap={4}>
        <Text size="xs" c="dimmed" role="status" data-testid="bim-status">
          {loading?.percent == null
            ? t('bims.viewer.loading')
            : t('bims.viewer.loadingPercent', { percent: loading.percent })}
        </Text>
        <Progress value={loading?.percent ?? 100} striped animated aria-label={t('bims.viewer.progress')} />
      </Stack>
    );
  if (loading.state === 'error')
    return (
      <Alert color="red" role="alert" title={t('bims.viewer.error')} data-testid="bim-status">
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  return (
    <Text size="xs" c="dimmed" role="status" data-testid="bim-status">
      {t('bims.viewer.ready')}
    </Text>
  );
}

function findNode(roots: BimNode[], item: ItemRef | null): BimNode | null {
  if (!item) return null;
  const key = keyOf(item);
  const stack = [...roots];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.key === key) return node;
    stack.push(...node.children);
  }
  return null;
}
