import type {
  BimViewer,
  CloudViewer,
  StoryEmbedAccess,
  StoryLiveKind,
  ThreedViewer,
} from '@spatium/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, type RefObject, useEffect, useRef } from 'react';
import { importWithTimeout } from '../../../platform/api/index.ts';
import { loadBimScene, useBimViewer, usePublicBim } from '../../bims/index.ts';
import { defaultCloudSettings, loadCloudScene, useCloudViewer, usePublicCloud } from '../../clouds/index.ts';
import { loadModelScene, usePublicThreed, useThreedViewer } from '../../threeds/index.ts';
import { initialClip } from '../../viewer3d/index.ts';

// Each viewer's scene is its own chunk, downloaded only when a chapter showing that kind is on screen.
const CloudScene = lazy(() => importWithTimeout(loadCloudScene));
const BimScene = lazy(() => importWithTimeout(loadBimScene));
const ModelScene = lazy(() => importWithTimeout(loadModelScene));

export interface LiveView {
  position: [number, number, number];
  target: [number, number, number];
}

/** `locked`: a cloud behind a PIN; `preparing`: still converting; `missing`: gone since the story loaded. */
export type LiveStatus = 'loading' | 'ready' | 'error' | 'locked' | 'preparing' | 'missing';

interface SceneProps {
  id: number;
  view: LiveView | null;
  viewReader?: RefObject<(() => LiveView) | null>;
  onStatus: (status: LiveStatus) => void;
}

/** The item's data through the call its access allows (its viewer's for members, its public one else), then its scene. */
export function LiveScene({
  kind,
  access,
  ...props
}: SceneProps & { kind: StoryLiveKind; access: StoryEmbedAccess }) {
  if (kind === 'clouds') return access === 'member' ? <MemberCloud {...props} /> : <PublicCloud {...props} />;
  if (kind === 'bims') return access === 'member' ? <MemberBim {...props} /> : <PublicBim {...props} />;
  return access === 'member' ? <MemberModel {...props} /> : <PublicModel {...props} />;
}

const MemberCloud = (props: SceneProps) => <Cloud query={useCloudViewer(props.id)} {...props} />;
const PublicCloud = (props: SceneProps) => <Cloud query={usePublicCloud(props.id)} {...props} />;
const MemberBim = (props: SceneProps) => <Bim query={useBimViewer(props.id)} {...props} />;
const PublicBim = (props: SceneProps) => <Bim query={usePublicBim(props.id)} {...props} />;
const MemberModel = (props: SceneProps) => <Model query={useThreedViewer(props.id)} {...props} />;
const PublicModel = (props: SceneProps) => <Model query={usePublicThreed(props.id)} {...props} />;

/** Reports what the query says until the scene can take over; null once the scene may be drawn. */
function useQueryStatus<T>(
  query: UseQueryResult<T, unknown>,
  onStatus: (status: LiveStatus) => void,
  notShown: (data: T) => LiveStatus | null,
): T | null {
  const blocked = query.isPending
    ? 'loading'
    : query.isError
      ? (query.error as { status?: number }).status === 404
        ? 'missing'
        : 'error'
      : notShown(query.data);
  useEffect(() => {
    if (blocked) onStatus(blocked);
  }, [blocked, onStatus]);
  return blocked || query.data === undefined ? null : query.data;
}

const noop = () => undefined;
// A chapter's view only orbits: the ride, the helicopter and measuring belong to the viewer it opens.
const still = {
  navigation: 'orbit' as const,
  fitRequest: 0,
  tool: 'none' as const,
  height: null,
  onHeight: noop,
  onClip: noop,
  train: {
    path: [],
    drawing: false,
    playing: false,
    speed: 1,
    restart: 0,
    onPathPoint: noop,
    onPlaying: noop,
  },
};

function Cloud({
  query,
  id,
  view,
  viewReader,
  onStatus,
}: SceneProps & { query: UseQueryResult<CloudViewer, unknown> }) {
  const cloud = useQueryStatus(query, onStatus, (c) =>
    c.locked ? 'locked' : c.octree?.status !== 'ready' ? 'preparing' : null,
  );
  if (!cloud?.octree) return null;
  return (
    <CloudScene
      key={id}
      clouds={[cloud.octree, ...cloud.children.filter((c) => c.status === 'ready')]}
      settings={defaultCloudSettings}
      {...still}
      measurements={[]}
      draft={[]}
      clip={initialClip}
      onPick={noop}
      onStatus={onStatus}
      initialView={view}
      viewReader={viewReader}
    />
  );
}

function Bim({
  query,
  view,
  viewReader,
  onStatus,
}: SceneProps & { query: UseQueryResult<BimViewer, unknown> }) {
  const bim = useQueryStatus(query, onStatus, (b) =>
    b.model.status === 'failed' ? 'error' : b.model.status !== 'ready' || !b.model.url ? 'preparing' : null,
  );
  const handle = useRef(null);
  if (!bim?.model.url) return null;
  return (
    <BimScene
      models={[{ id: bim.model.id, url: bim.model.url }]}
      attempt={0}
      hidden={[]}
      isolated={null}
      selected={null}
      xray={false}
      clip={initialClip}
      handle={handle}
      {...still}
      measurements={[]}
      draft={[]}
      onPick={noop}
      onLoading={() => onStatus('loading')}
      onLoaded={() => onStatus('ready')}
      onFailed={() => onStatus('error')}
      onBounds={noop}
      onSelect={noop}
      onProperties={noop}
      initialView={view}
      viewReader={viewReader}
    />
  );
}

function Model({
  query,
  view,
  viewReader,
  onStatus,
}: SceneProps & { query: UseQueryResult<ThreedViewer, unknown> }) {
  const model = useQueryStatus(query, onStatus, (m) =>
    m.status === 'failed' ? 'error' : m.status !== 'ready' || !m.model_url ? 'preparing' : null,
  );
  if (!model?.model_url) return null;
  return (
    <ModelScene
      url={model.model_url}
      modelKey={`${model.id}:${model.file?.id ?? ''}`}
      attempt={0}
      {...still}
      measurements={[]}
      draft={[]}
      clip={initialClip}
      hidden={[]}
      selected={null}
      explode={0}
      explodeLevel={1}
      onPick={noop}
      onSelect={noop}
      onStatus={(status) => onStatus(status === 'ready' ? 'ready' : status === 'error' ? 'error' : 'loading')}
      onProgress={noop}
      onTree={noop}
      initialView={view}
      viewReader={viewReader}
    />
  );
}
