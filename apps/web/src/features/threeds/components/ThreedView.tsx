import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  Progress,
  ScrollArea,
  Select,
  Slider,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ShareView, ThreedViewer } from '@spatium/contracts';
import { lazy, type ReactNode, type RefObject, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithTimeout } from '../../../platform/api/index.ts';
import { RaiseIssueButton } from '../../issues/index.ts';
import { EmptyState, LoadingState } from '../../system/index.ts';
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
import { explodeDepth, findNode, type ModelNode, type ModelStatus, treeRows } from '../viewer/modelTree.ts';
import { ConversionStatus } from './ConversionStatus.tsx';

// three.js and the glTF loader are only downloaded when a model is opened.
const ModelScene = lazy(() => importWithTimeout(() => import('../viewer/ModelScene.tsx')));

/**
 * One 3D model as the viewer shows it: its title, the conversion's state, then the model with its
 * parts and the 3D toolkit. `visitor`: opened signed out (a share link, /3dviewer), so nothing is saved.
 * `initialView`: the camera to open at when the address has none (a share link's); `viewReader`, for
 * a page that reads the camera itself (its Share button).
 */
export function ThreedView({
  item,
  aside,
  visitor = false,
  initialView = null,
  viewReader,
}: {
  item: ThreedViewer;
  /** Beside the title: for signed-in users, the star, the item's page and sharing. */
  aside?: ReactNode;
  visitor?: boolean;
  initialView?: ShareView | null;
  viewReader?: RefObject<(() => ShareView | null) | null>;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} dir="auto">
            {item.title}
          </Title>
          {item.description && (
            <Text c="dimmed" dir="auto">
              {item.description}
            </Text>
          )}
        </Stack>
        {aside}
      </Group>
      {!item.file && <EmptyState message={t('threeds.viewer.noModel')} />}
      <ConversionStatus viewer={item} />
      {item.file && item.status === 'ready' && item.model_url && (
        <ModelWorkspace
          id={item.id}
          url={item.model_url}
          modelKey={`${item.file.id}`}
          title={item.title}
          visitor={visitor}
          initialView={initialView}
          viewReader={viewReader}
        />
      )}
    </Stack>
  );
}

function ModelWorkspace({
  id,
  url,
  modelKey,
  title,
  visitor,
  initialView,
  viewReader,
}: {
  id: number;
  url: string;
  modelKey: string;
  title: string;
  visitor: boolean;
  initialView: ShareView | null;
  viewReader?: RefObject<(() => ShareView | null) | null>;
}) {
  const { t } = useTranslation();
  const navigating = useNavigating();
  const [status, setStatus] = useState<ModelStatus>('loading');
  const [progress, setProgress] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [tree, setTree] = useState<ModelNode[]>([]);
  const [hidden, setHidden] = useState<string[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [explode, setExplode] = useState(0);
  const [explodeLevel, setExplodeLevel] = useState(1);
  const levels = useMemo(() => explodeDepth(tree), [tree]);
  const view = useViewInAddress(status === 'ready', initialView, viewReader);
  const { clip, setClip } = view;
  const measuring = useMeasuring('threeds', id, !visitor);
  const noting = useSceneNoting('threeds', id, !visitor);
  const hiddenSet = useMemo(() => new Set(hidden), [hidden]);
  const rows = useMemo(() => treeRows(tree, hiddenSet, filter), [tree, hiddenSet, filter]);
  const name = (node: ModelNode) => node.name || t('threeds.viewer.unnamed');
  const picked = findNode(tree, selected);

  const toggle = (nodeId: string, visible: boolean) =>
    setHidden(visible ? hidden.filter((h) => h !== nodeId) : [...hidden, nodeId]);

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="xs">
          <Suspense fallback={<LoadingState lines={8} />}>
            <ModelScene
              url={url}
              modelKey={modelKey}
              initialView={view.initialView}
              viewReader={view.viewReader}
              attempt={attempt}
              {...navigating.scene}
              {...measuring.scene}
              notes={visitor ? undefined : noting.scene}
              clip={clip}
              onClip={setClip}
              hidden={hidden}
              selected={selected}
              explode={explode}
              explodeLevel={Math.min(explodeLevel, Math.max(1, levels))}
              onSelect={setSelected}
              onStatus={setStatus}
              onProgress={setProgress}
              onTree={(next) => {
                setTree(next);
                setHidden([]);
                setSelected(null);
              }}
            />
          </Suspense>
          {status === 'loading' && (
            <Stack gap={4}>
              <Text size="xs" c="dimmed" role="status" data-testid="model-status">
                {progress === null
                  ? t('threeds.viewer.loading')
                  : t('threeds.viewer.loadingPercent', { percent: progress })}
              </Text>
              <Progress value={progress ?? 100} striped animated aria-label={t('threeds.viewer.progress')} />
            </Stack>
          )}
          {status === 'ready' && (
            <Text size="xs" c="dimmed" role="status" data-testid="model-status">
              {t('threeds.viewer.ready')}
            </Text>
          )}
          {status === 'error' && (
            <Alert color="red" role="alert" title={t('threeds.viewer.error')} data-testid="model-status">
              <Button size="xs" variant="light" color="red" onClick={() => setAttempt((n) => n + 1)}>
                {t('common.retry')}
              </Button>
            </Alert>
          )}
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" role="status" data-testid="picked-part" dir="auto">
              {picked ? t('threeds.viewer.picked', { name: name(picked) }) : t('threeds.viewer.pickHint')}
            </Text>
            {!visitor && (
              <RaiseIssueButton
                content={{ kind: 'threeds', id }}
                title={title}
                readViewpoint={view.readView}
              />
            )}
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={2} size="h5">
                {t('threeds.viewer.parts')}
              </Title>
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={hidden.length === 0}
                onClick={() => setHidden([])}
              >
                {t('threeds.viewer.showAll')}
              </Button>
            </Group>
            <TextInput
              size="xs"
              label={t('threeds.viewer.search')}
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value)}
            />
            {status === 'ready' && rows.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('threeds.viewer.noParts')}
              </Text>
            )}
            <ScrollArea.Autosize mah={320}>
              <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {rows.map(({ node, depth, hiddenByParent }) => (
                  <li key={node.id} data-testid="model-part" style={{ paddingInlineStart: depth * 16 }}>
                    <Group gap="xs" wrap="nowrap" justify="space-between">
                      <Checkbox
                        size="xs"
                        label={name(node)}
                        checked={!hiddenSet.has(node.id)}
                        disabled={hiddenByParent}
                        onChange={(event) => toggle(node.id, event.currentTarget.checked)}
                        styles={{ label: { fontWeight: selected === node.id ? 700 : undefined } }}
                      />
                      <Button
                        size="compact-xs"
                        variant={selected === node.id ? 'filled' : 'subtle'}
                        aria-pressed={selected === node.id}
                        aria-label={`${t('threeds.viewer.select')}: ${name(node)}`}
                        onClick={() => setSelected(selected === node.id ? null : node.id)}
                      >
                        {t('threeds.viewer.select')}
                      </Button>
                    </Group>
                  </li>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" aria-hidden>
              {t('threeds.viewer.explode')}
            </Text>
            <Slider
              thumbLabel={t('threeds.viewer.explode')}
              min={0}
              max={1}
              step={0.05}
              value={explode}
              label={(v) => `${Math.round(v * 100)} %`}
              onChange={setExplode}
            />
            {levels > 1 && (
              <Select
                size="xs"
                label={t('threeds.viewer.explodeLevel')}
                description={t('threeds.viewer.explodeLevelHint', { depth: levels })}
                value={String(Math.min(explodeLevel, levels))}
                allowDeselect={false}
                data={Array.from({ length: levels }, (_, i) => String(i + 1))}
                onChange={(value) => value && setExplodeLevel(Number(value))}
              />
            )}
          </Stack>
          <ToolkitPanel {...navigating.toolkit} {...measuring.toolkit} clip={clip} onClip={setClip} />
          {!visitor && <MeasurementsPanel {...measuring.panel} />}
          {!visitor && (
            <SceneNotesPanel {...noting.panel}>
              <SceneSnapshotButton content="threeds" item={id} capture={noting.panel.capture} />
            </SceneNotesPanel>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
