import { type FragmentsModel, FragmentsModels, RenderedFaces } from '@thatopen/fragments';
import workerUrl from '@thatopen/fragments/worker?url';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box3,
  BufferAttribute,
  BufferGeometry,
  Color,
  DirectionalLight,
  DoubleSide,
  Group,
  HemisphereLight,
  LineBasicMaterial,
  LineSegments,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  type PerspectiveCamera,
  type Plane,
  Vector2,
  Vector3,
} from 'three';
import { type ClipRegion, type ClipState, clipRegion, keeps } from '../../viewer3d/index.ts';
import { threeClipping } from '../../viewer3d/scene/threeClipping.ts';
import { type SceneViewProps, useSceneView } from '../../viewer3d/scene/useSceneView.ts';
import {
  boundsOf,
  type ToolkitControls,
  useToolkitControls,
} from '../../viewer3d/scene/useToolkitControls.ts';
import { Viewer3D } from '../../viewer3d/scene/Viewer3D.ts';
import { type BimNode, buildBimTree, type ItemInfo, type SpatialItem } from './bimTree.ts';
import type { ItemData } from './properties.ts';

/** An element of one of the loaded models. */
export interface ItemRef {
  model: number;
  localId: number;
}

export interface BimBounds {
  min: [number, number, number];
  max: [number, number, number];
}

/** What the page may ask of the scene beyond its props. */
export interface BimSceneHandle {
  /** The world box of some elements of a model. */
  boxOf(model: number, localIds: number[]): Promise<BimBounds | null>;
  /** Looks straight down at a box: a storey's plan. */
  lookDown(box: BimBounds): void;
  /** The element under the point last picked (to measure or to place a note), if any. */
  pickedItem(): ItemRef | null;
}

export interface BimSceneProps extends ToolkitControls, SceneViewProps {
  /** The models to show, each with the signed link to its fragments. */
  models: { id: number; url: string }[];
  /** Bumped to load again after an error. */
  attempt: number;
  /** Elements hidden, as `model:localId`. */
  hidden: string[];
  /** When set, only these elements (`model:localId`) are shown. */
  isolated: string[] | null;
  selected: ItemRef | null;
  xray: boolean;
  clip: ClipState;
  onClip: (clip: ClipState) => void;
  handle: RefObject<BimSceneHandle | null>;
  onLoading: (model: number, percent: number | null) => void;
  onLoaded: (model: number, tree: BimNode[]) => void;
  onFailed: (model: number) => void;
  onBounds: (bounds: BimBounds | null) => void;
  onSelect: (item: ItemRef | null) => void;
  onProperties: (data: ItemData | null) => void;
}

const SELECTED = new Color('#1c7ed6');
const CUT_FILL = new Color('#e8590c');
/** Metres between a cut's fill and its plane. */
const CUT_LIFT = 0.002;

/**
 * BIM models over the shared 3D toolkit: ThatOpen fragments streamed by its worker, turned Z-up,
 * several models in one scene; elements picked, highlighted, hidden, isolated or X-rayed; the
 * toolkit's clip planes as section planes with filled cuts, its clip box, measurements and navigation.
 */
export default function BimScene(props: BimSceneProps) {
  const { i18n, t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer3D | null>(null);
  const fragments = useRef<FragmentsModels | null>(null);
  const root = useRef<Group | null>(null);
  const loaded = useRef(new Map<number, FragmentsModel>());
  const cuts = useRef<Group | null>(null);
  const clipping = useRef<Clipping>({ planes: [], intersection: false, version: 0 });
  /** The element under the last pick: what a volume measures, where a note is placed. */
  const picked = useRef<ItemRef | null>(null);
  const clipped = useRef<ClipRegion | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const frame = useSceneView(viewer, props);

  const worldBox = () => {
    const box = new Box3();
    for (const model of loaded.current.values()) box.union(modelBox(model));
    return box;
  };

  /** The nearest element under a canvas position, among the shown ones of every model. */
  const hit = async (pixel: Vector2, camera?: PerspectiveCamera) => {
    const v = viewer.current;
    if (!v) return null;
    const rect = v.canvas.getBoundingClientRect();
    const mouse = new Vector2(rect.left + pixel.x, rect.top + pixel.y);
    let best: {
      model: number;
      localId: number;
      point: Vector3;
      normal: Vector3 | null;
      distance: number;
    } | null = null;
    for (const [id, model] of loaded.current) {
      const found = await model
        .raycast({ camera: camera ?? v.camera, mouse, dom: v.canvas })
        .catch(() => null);
      if (found && (!best || found.distance < best.distance))
        best = {
          model: id,
          localId: found.localId,
          point: found.point.clone(),
          normal: found.normal?.clone() ?? null,
          distance: found.distance,
        };
    }
    // ThatOpen's raycast sees through the clipping: what it hits where nothing is drawn is not picked.
    const region = clipped.current;
    return best && region && !keeps(region, best.point.toArray()) ? null : best;
  };

  // The scene and the fragments worker, once per language (the labels of measurements are formatted).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `hit` reads refs only
  useEffect(() => {
    const element = container.current!;
    const models = new FragmentsModels(workerUrl);
    // Fragments are Y-up like glTF; the toolkit, like surveyors, is Z-up.
    const group = new Group();
    group.rotation.x = Math.PI / 2;
    const scene = new Viewer3D(element, {
      locale: i18n.language,
      pick: async (pixel, camera) => {
        const found = await hit(pixel, camera);
        // The helicopter's ground probe picks from a camera of its own; only the view's is the user's.
        if (camera === scene.camera) picked.current = found && { model: found.model, localId: found.localId };
        if (!found) return null;
        return found.normal ? { point: found.point, normal: found.normal } : found.point;
      },
      render: (renderer, world, camera) => {
        // Fragments make meshes as tiles stream in: each gets the clipping when it first draws.
        applyClipping(group, clipping.current);
        void models.update();
        renderer.render(world, camera);
      },
    });
    const sky = new HemisphereLight('#ffffff', '#5c5f66', 2.2);
    sky.position.set(0, 0, 1);
    const sun = new DirectionalLight('#ffffff', 1.6);
    sun.position.set(-3, -4, 6);
    scene.renderer.localClippingEnabled = true;
    const sections = new Group();
    scene.scene.add(sky, sun, group, sections);
    scene.onSelect = (pixel) => {
      void hit(pixel).then((found) =>
        latest.current.onSelect(found ? { model: found.model, localId: found.localId } : null),
      );
    };
    viewer.current = scene;
    const meter = latest.current.volumeMeter;
    if (meter)
      meter.current = async () => {
        const element = picked.current;
        const model = element && loaded.current.get(element.model);
        if (!element || !model) return null;
        // Fragments compute an element's volume from its own geometry; whether it is closed is theirs to know.
        const volume = await model.getItemsVolume([element.localId]).catch(() => null);
        return volume === null
          ? null
          : { cut: Math.abs(volume), fill: 0, base: null, points: null, closed: null };
      };
    fragments.current = models;
    root.current = group;
    cuts.current = sections;
    latest.current.handle.current = {
      boxOf: async (model, localIds) => {
        const found = loaded.current.get(model);
        if (!found || localIds.length === 0) return null;
        // ThatOpen's boxes are in world coordinates already (the model's own transform applied).
        const box = await found.getMergedBox(localIds);
        return box.isEmpty() ? null : bounds(box);
      },
      lookDown: (box) => {
        const b = new Box3(new Vector3(...box.min), new Vector3(...box.max));
        scene.fitToView(b);
        const centre = b.getCenter(new Vector3());
        const span = Math.max(b.max.x - b.min.x, b.max.y - b.min.y);
        const height = span / (2 * Math.tan((scene.camera.fov * Math.PI) / 360)) + b.max.z - centre.z;
        scene.setView(
          { position: [centre.x, centre.y - 0.001, centre.z + height * 1.1], target: centre.toArray() },
          b,
        );
      },
      pickedItem: () => picked.current,
    };
    return () => {
      latest.current.handle.current = null;
      loaded.current.clear();
      clearCuts(sections);
      scene.dispose();
      void models.dispose();
      viewer.current = null;
      fragments.current = null;
    };
  }, [i18n.language]);

  // Load the models asked for and drop the others; each model at most once.
  const modelsKey = props.models.map((m) => m.id).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the model ids and the attempt
  useEffect(() => {
    const scene = viewer.current;
    const models = fragments.current;
    const group = root.current;
    if (!scene || !models || !group) return;
    let cancelled = false;
    const wanted = new Set(latest.current.models.map((m) => m.id));
    for (const [id, model] of loaded.current)
      if (!wanted.has(id)) {
        group.remove(model.object);
        loaded.current.delete(id);
        void models.disposeModel(String(id));
      }
    latest.current.onBounds(loaded.current.size > 0 ? bounds(worldBox()) : null);
    for (const { id, url } of latest.current.models) {
      if (loaded.current.has(id)) continue;
      (async () => {
        latest.current.onLoading(id, null);
        const buffer = await download(url, (percent) => {
          if (!cancelled) latest.current.onLoading(id, percent);
        });
        if (cancelled) return;
        const model = await models.load(buffer, { modelId: String(id), camera: scene.camera });
        if (cancelled) {
          void models.disposeModel(String(id));
          return;
        }
        const first = loaded.current.size === 0;
        group.add(model.object);
        group.updateMatrixWorld(true);
        loaded.current.set(id, model);
        await models.update(true);
        if (first) frame(worldBox());
        latest.current.onBounds(bounds(worldBox()));
        latest.current.onLoaded(id, await readTree(id, model));
      })().catch(() => {
        if (!cancelled) latest.current.onFailed(id);
      });
    }
    return () => {
      cancelled = true;
    };
  }, [modelsKey, props.attempt]);

  // Visibility, selection and X-ray, applied to every loaded model.
  const hiddenKey = props.hidden.join();
  const isolatedKey = props.isolated?.join() ?? '';
  const selectedKey = props.selected ? `${props.selected.model}:${props.selected.localId}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: applied when what is shown changes
  useEffect(() => {
    let stale = false;
    void (async () => {
      const { hidden, isolated, selected, xray } = latest.current;
      for (const [id, model] of loaded.current) {
        const own = (keys: string[]) => localIdsOf(keys, id);
        await model.resetVisible();
        if (isolated) {
          await model.setVisible(undefined, false);
          const shown = own(isolated);
          if (shown.length > 0) await model.setVisible(shown, true);
        }
        const hide = own(hidden);
        if (hide.length > 0) await model.setVisible(hide, false);
        await model.resetHighlight();
        await model.resetOpacity(undefined);
        const picked = selected?.model === id ? [selected.localId] : [];
        if (xray) await model.setOpacity(undefined, 0.15);
        if (picked.length > 0) {
          if (xray) await model.resetOpacity(picked);
          await model.highlight(picked, {
            color: SELECTED,
            renderedFaces: RenderedFaces.TWO,
            opacity: 1,
            transparent: false,
          });
        }
        if (stale) return;
      }
      await fragments.current?.update(true);
    })();
    return () => {
      stale = true;
    };
  }, [hiddenKey, isolatedKey, selectedKey, props.xray, loaded.current.size]);

  // The picked element's attributes, property sets and quantities.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read when the selection changes
  useEffect(() => {
    const selected = latest.current.selected;
    const model = selected ? loaded.current.get(selected.model) : undefined;
    if (!selected || !model) {
      latest.current.onProperties(null);
      return;
    }
    let stale = false;
    void model
      .getItemsData([selected.localId], {
        attributesDefault: true,
        relations: {
          IsDefinedBy: { attributes: true, relations: true },
          DefinesOccurrence: { attributes: false, relations: false },
        },
      })
      .then(([data]) => {
        if (!stale) latest.current.onProperties((data as ItemData | undefined) ?? null);
      });
    return () => {
      stale = true;
    };
  }, [selectedKey]);

  // Clipping: the clip box on every material of the models, the clip planes as the renderer's (see
  // threeClipping); each plane's cut faces are filled and outlined, so walls look solid where cut.
  const worldBounds = boundsOf(worldBox());
  const clipKey = JSON.stringify(worldBounds && clipRegion(props.clip, worldBounds));
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the region clipped to
  useEffect(() => {
    const scene = viewer.current;
    if (!scene) return;
    const box = boundsOf(worldBox());
    const region = box ? clipRegion(latest.current.clip, box) : null;
    clipped.current = region;
    const { global, local, intersection } = threeClipping(region);
    scene.renderer.clippingPlanes = global;
    clipping.current = { planes: local, intersection, version: clipping.current.version + 1 };
    const sections = cuts.current!;
    clearCuts(sections);
    if (global.length === 0) return;
    let stale = false;
    const timer = setTimeout(async () => {
      const { hidden, isolated } = latest.current;
      for (const [id, model] of loaded.current)
        for (const cut of global) {
          const toLocal = new Matrix4().copy(model.object.matrixWorld).invert();
          const section = cut.clone().applyMatrix4(toLocal);
          // Only what is shown is cut: a storey's plan shows that storey's walls, not the one below.
          const hide = new Set(localIdsOf(hidden, id));
          const shown =
            isolated || hide.size > 0
              ? (isolated ? localIdsOf(isolated, id) : await model.getItemsIdsWithGeometry()).filter(
                  (i) => !hide.has(i),
                )
              : undefined;
          if (shown?.length === 0) continue;
          const found = await model.getSection(section, shown).catch(() => null);
          if (stale || !found || found.index === 0) continue;
          const drawn = new Group();
          drawn.matrixAutoUpdate = false;
          // Lifted off its own plane to the kept side, or that plane would clip it away.
          const lift = cut.normal.clone().multiplyScalar(CUT_LIFT);
          drawn.matrix.makeTranslation(lift).multiply(model.object.matrixWorld);
          const positions = new BufferAttribute(found.buffer, 3);
          const edges = new BufferGeometry().setAttribute('position', positions);
          edges.setDrawRange(0, found.index);
          // The box cuts the fills as it cuts the walls.
          const clip = { clippingPlanes: local.length > 0 ? local : null, clipIntersection: intersection };
          drawn.add(new LineSegments(edges, new LineBasicMaterial({ color: '#212529', ...clip })));
          if (found.fillsIndices.length > 0) {
            const fill = new BufferGeometry().setAttribute('position', positions);
            fill.setIndex(found.fillsIndices);
            drawn.add(new Mesh(fill, new MeshBasicMaterial({ color: CUT_FILL, side: DoubleSide, ...clip })));
          }
          sections.add(drawn);
        }
    }, 120);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [clipKey, hiddenKey, isolatedKey, loaded.current.size]);

  useToolkitControls(viewer, props, worldBox, 'pointer');

  return (
    <div
      ref={container}
      role="application"
      aria-label={t('bims.viewer.canvas')}
      style={{ width: '100%', height: 'min(70vh, 720px)', borderRadius: 8, overflow: 'hidden' }}
    />
  );
}

interface Clipping {
  planes: Plane[];
  /** Clip only where every plane agrees (the clip box's outside mode). */
  intersection: boolean;
  version: number;
}

type Clippable = (MeshBasicMaterial | LineBasicMaterial) & { userData: { clipVersion?: number } };

/** Gives every material of the models the current clipping, once per change. */
function applyClipping(group: Group, clipping: Clipping): void {
  group.traverse((object) => {
    const material = (object as Mesh).material as Clippable | Clippable[] | undefined;
    if (!material) return;
    for (const m of Array.isArray(material) ? material : [material]) {
      if (m.userData.clipVersion === clipping.version) continue;
      m.userData.clipVersion = clipping.version;
      m.clippingPlanes = clipping.planes.length > 0 ? clipping.planes : null;
      m.clipIntersection = clipping.intersection;
      m.needsUpdate = true;
    }
  });
}

/** The elements of one model among `model:localId` keys. */
function localIdsOf(keys: string[], model: number): number[] {
  const prefix = `${model}:`;
  return keys.filter((k) => k.startsWith(prefix)).map((k) => Number(k.slice(prefix.length)));
}

/** The model's world box (ThatOpen applies the model's transform to it). */
function modelBox(model: FragmentsModel): Box3 {
  return model.box;
}

function bounds(box: Box3): BimBounds {
  return { min: box.min.toArray(), max: box.max.toArray() };
}

function clearCuts(group: Group): void {
  for (const child of [...group.children]) {
    group.remove(child);
    child.traverse((object) => {
      if (object instanceof Mesh || object instanceof LineSegments) {
        object.geometry.dispose();
        (object.material as MeshBasicMaterial).dispose();
      }
    });
  }
}

/** The fragments file, with download progress when the server says its size. */
async function download(url: string, onProgress: (percent: number) => void): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok || !response.body)
    throw new Error(`The model could not be downloaded (${response.status})`);
  const total = Number(response.headers.get('content-length') ?? 0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    if (total > 0) onProgress(Math.min(99, Math.round((received / total) * 100)));
  }
  const bytes = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes.buffer;
}

/** The model's spatial tree with each item's name and GUID. */
async function readTree(id: number, model: FragmentsModel): Promise<BimNode[]> {
  const spatial = (await model.getSpatialStructure()) as SpatialItem;
  const ids: number[] = [];
  const walk = (node: SpatialItem) => {
    if (node.localId !== null) ids.push(node.localId);
    for (const child of node.children ?? []) walk(child);
  };
  walk(spatial);
  const [data, guids] = await Promise.all([
    model.getItemsData(ids, { attributesDefault: false, attributes: ['Name'] }),
    model.getGuidsByLocalIds(ids),
  ]);
  const info = new Map<number, ItemInfo>();
  ids.forEach((localId, i) => {
    const name = (data[i] as ItemData | undefined)?.Name as { value?: unknown } | undefined;
    info.set(localId, { name: typeof name?.value === 'string' ? name.value : '', guid: guids[i] ?? null });
  });
  return buildBimTree(id, spatial, info);
}
