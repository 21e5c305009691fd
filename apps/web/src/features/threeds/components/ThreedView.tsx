import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  Progress,
  ScrollArea,
  Slider,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ThreedViewer } from '@spatium/contracts';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithTimeout } from '../../../platform/api/index.ts';
import { EmptyState, LoadingState } from '../../system/index.ts';
import {
  type ClipState,
  initialClip,
  MeasurementsPanel,
  SceneNotesPanel,
  SceneSnapshotButton,
  ToolkitPanel,
  useMeasuring,
  useSceneNoting,
} from '../../viewer3d/index.ts';
import { findNode, type ModelNode, type ModelStatus, treeRows } from '../viewer/modelTree.ts';
import { ConversionStatus } from './ConversionStatus.tsx';

// three.js and the glTF loader are only downloaded when a model is opened.
const ModelScene = lazy(() => importWithTimeout(() => import('../viewer/ModelScene.tsx')));

/**
 * One 3D model as the viewer shows it: its title, the conversion's state, then the model with its
 * parts and the 3D toolkit. `visitor`: opened signed out (a share link, /3dviewer), so nothing is saved.
 */
export function ThreedView({
  item,
  aside,
  visitor = false,
}: {
  item: ThreedViewer;
  /** Beside the title: for signed-in users, the star, the item's page and sharing. */
  aside?: ReactNode;
  visitor?: boolean;
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
        <ModelWorkspace id={item.id} url={item.model_url} modelKey={`${item.file.id}`} visitor={visitor} />
      )}
    </Stack>
  );
}

function ModelWorkspace({
  id,
  url,
  modelKey,
  visitor,
}: {
  id: number;
  url: string;
  modelKey: string;
  visitor: boolean;
}) {
  const { t } = useTranslation();
  const [navigation, setNavigation] = useState<'orbit' | 'fly'>('orbit');
  const [fitRequest, setFitRequest] = useState(0);
  const [clip, setClip] = useState<ClipState>(initialClip);
  const [status, setStatus] = useState<ModelStatus>('loading');
  const [progress, setProgress] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [tree, setTree] = useState<ModelNode[]>([]);
  const [hidden, setHidden] = useState<string[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [explode, setExplode] = useState(0);
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
              attempt={attempt}
              navigation={navigation}
              fitRequest={fitRequest}
              {...measuring.scene}
              notes={visitor ? undefined : noting.scene}
              clip={clip}
              onClip={setClip}
              hidden={hidden}
              selected={selected}
              explode={explode}
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
          <Text size="sm" role="status" data-testid="picked-part" dir="auto">
            {picked ? t('threeds.viewer.picked', { name: name(picked) }) : t('threeds.viewer.pickHint')}
          </Text>
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
          </Stack>
          <ToolkitPanel
            navigation={navigation}
            onNavigation={setNavigation}
            onFit={() => setFitRequest((n) => n + 1)}
            {...measuring.toolkit}
            clip={clip}
            onClip={setClip}
          />
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
