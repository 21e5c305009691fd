import type { Measurement } from '@spatium/contracts';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box3,
  type Camera,
  Color,
  DirectionalLight,
  Group,
  HemisphereLight,
  type Material,
  type Matrix4,
  Mesh,
  type Object3D,
  type Plane,
  Raycaster,
  Vector2,
  Vector3,
} from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import {
  type ClipState,
  clipRegion,
  type MeasureTool,
  type NavigationControls,
  type Point3,
  type SceneNotesControls,
  type VolumeMeter,
} from '../../viewer3d/index.ts';
import { surfaceOf, volumeOfMesh } from '../../viewer3d/scene/meshes.ts';
import { threeClipping } from '../../viewer3d/scene/threeClipping.ts';
import { type SceneViewProps, useSceneView } from '../../viewer3d/scene/useSceneView.ts';
import { boundsOf, useToolkitControls } from '../../viewer3d/scene/useToolkitControls.ts';
import { Viewer3D } from '../../viewer3d/scene/Viewer3D.ts';
import type { SnapKind } from '../../viewer3d/snap.ts';
import { explodeOffsets, type ModelNode, type ModelStatus, type Vec3 } from './modelTree.ts';

export interface ModelSceneProps extends NavigationControls, SceneViewProps {
  /** The glTF/GLB to load (signed, no token needed). */
  url: string;
  /** What is shown: the model loads again only when this changes, not when its URL is signed anew. */
  modelKey: string;
  /** Bumped to load the file again after an error. */
  attempt: number;
  tool: MeasureTool;
  draft: Point3[];
  measurements: Measurement[];
  clip: ClipState;
  onClip: (clip: ClipState) => void;
  hidden: string[];
  selected: string | null;
  /** 0 assembled; 1 every group moved out from the model's centre by its own distance from it. */
  explode: number;
  /** The hierarchy level whose groups move as units (1: the top groups). */
  explodeLevel: number;
  onPick: (point: Point3) => void;
  snap?: boolean;
  onSnap?: (kind: SnapKind | null) => void;
  volumeMeter?: RefObject<VolumeMeter | null>;
  onSelect: (id: string | null) => void;
  onStatus: (status: ModelStatus) => void;
  onProgress: (percent: number | null) => void;
  onTree: (tree: ModelNode[]) => void;
  notes?: SceneNotesControls;
}

const SELECTED = new Color('#1c7ed6');

type Highlightable = Material & { emissive?: Color; emissiveIntensity?: number };

/**
 * A glTF/GLB model over the shared 3D toolkit: loaded from a signed URL with progress, turned Z-up,
 * lit, its named nodes reported as a tree that can be hidden and shown, parts picked by a click (or
 * Enter at the view's centre) and highlighted, measured on their surfaces, cut by the clip box.
 */
export default function ModelScene(props: ModelSceneProps) {
  const { i18n, t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer3D | null>(null);
  const model = useRef<Group | null>(null);
  const nodes = useRef(new Map<string, Object3D>());
  const exploding = useRef<Exploding | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const frame = useSceneView(viewer, props);
  /** The part under the last measuring pick: what a volume measures. */
  const picked = useRef<Mesh | null>(null);

  const bounds = () => (model.current ? new Box3().setFromObject(model.current) : new Box3());

  /** The closest surface under a canvas position, on parts that are shown. */
  const hit = (pixel: Vector2, camera?: Camera) => {
    const v = viewer.current;
    const root = model.current;
    if (!v || !root) return null;
    const raycaster = new Raycaster();
    raycaster.setFromCamera(
      new Vector2((pixel.x / v.canvas.clientWidth) * 2 - 1, -(pixel.y / v.canvas.clientHeight) * 2 + 1),
      camera ?? v.camera,
    );
    const clipping = v.renderer.localClippingEnabled ? (v.renderer.clippingPlanes ?? []) : [];
    for (const found of raycaster.intersectObject(root, true)) {
      if (!shown(found.object)) continue;
      const material = materials(found.object as Mesh)[0];
      const planes = material?.clippingPlanes ?? [];
      if (!passesClip(found.point, planes, material?.clipIntersection ?? false, clipping)) continue;
      return found;
    }
    return null;
  };

  // `hit` reads refs only: the scene is made once per language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const element = container.current!;
    const scene = new Viewer3D(element, {
      locale: i18n.language,
      pick: (pixel, camera) => {
        const found = hit(pixel, camera);
        // The helicopter's ground probe picks from a camera of its own; only the view's is the user's.
        if (camera === scene.camera) picked.current = found ? (found.object as Mesh) : null;
        if (!found) return null;
        const normal = found.face?.normal.clone().transformDirection(found.object.matrixWorld);
        return { ...surfaceOf(found), normal };
      },
    });
    const meter = latest.current.volumeMeter;
    if (meter)
      meter.current = () => {
        if (!picked.current) return null;
        const { volume, closed } = volumeOfMesh(picked.current);
        return { cut: volume, fill: 0, base: null, points: null, closed };
      };
    scene.renderer.localClippingEnabled = true;
    const sky = new HemisphereLight('#ffffff', '#5c5f66', 2.2);
    sky.position.set(0, 0, 1);
    const sun = new DirectionalLight('#ffffff', 1.6);
    sun.position.set(-3, -4, 6);
    scene.scene.add(sky, sun);
    scene.onSelect = (pixel) => {
      const found = hit(pixel);
      latest.current.onSelect(found ? selectable(found.object, nodes.current) : null);
    };
    viewer.current = scene;
    return () => {
      if (model.current) disposeObject(model.current);
      model.current = null;
      nodes.current.clear();
      scene.dispose();
      viewer.current = null;
    };
  }, [i18n.language]);

  // Load the model, with progress while it downloads.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the model or the attempt changes
  useEffect(() => {
    const scene = viewer.current;
    if (!scene) return;
    let cancelled = false;
    const report = latest.current;
    report.onStatus('loading');
    report.onProgress(null);
    (async () => {
      const gltf = await new GLTFLoader().loadAsync(
        new URL(report.url, window.location.href).href,
        (event) => {
          if (!cancelled && event.lengthComputable && event.total > 0)
            latest.current.onProgress(Math.round((event.loaded / event.total) * 100));
        },
      );
      if (cancelled) {
        disposeObject(gltf.scene);
        return;
      }
      if (model.current) {
        scene.scene.remove(model.current);
        disposeObject(model.current);
      }
      // glTF is Y-up; the toolkit, like surveyors, is Z-up.
      const root = new Group();
      root.rotation.x = Math.PI / 2;
      root.add(gltf.scene);
      root.updateMatrixWorld(true);
      // Each mesh its own material, so one part can be highlighted and clipped alone.
      root.traverse((object) => {
        if (object instanceof Mesh)
          object.material = Array.isArray(object.material)
            ? object.material.map((m: Material) => m.clone())
            : (object.material as Material).clone();
      });
      scene.scene.add(root);
      model.current = root;
      nodes.current = new Map();
      const tree = gltf.scene.children.map((child) => describe(child, nodes.current));
      latest.current.onTree(tree);
      exploding.current = explodable(tree, gltf.scene, nodes.current);
      applyExplode(exploding.current, latest.current.explode, latest.current.explodeLevel);
      frame(bounds());
      latest.current.onProgress(100);
      latest.current.onStatus('ready');
    })().catch(() => {
      if (!cancelled) latest.current.onStatus('error');
    });
    return () => {
      cancelled = true;
    };
  }, [props.modelKey, props.attempt]);

  // Visibility and the selected part's highlight.
  const hiddenKey = props.hidden.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: applied when the hidden set or selection changes
  useEffect(() => {
    const hidden = new Set(props.hidden);
    for (const [id, object] of nodes.current) object.visible = !hidden.has(id);
    const selected = props.selected ? nodes.current.get(props.selected) : undefined;
    const inSelection = new Set<Object3D>();
    selected?.traverse((o) => inSelection.add(o));
    model.current?.traverse((object) => {
      if (!(object instanceof Mesh)) return;
      for (const material of materials(object) as Highlightable[]) {
        if (!material.emissive) continue;
        material.emissive.copy(inSelection.has(object) ? SELECTED : new Color(0, 0, 0));
        material.emissiveIntensity = inSelection.has(object) ? 0.6 : 1;
      }
    });
  }, [hiddenKey, props.selected, props.attempt, nodes.current]);

  // The clip box on each material, the clip planes for the whole renderer (see threeClipping).
  useEffect(() => {
    const scene = viewer.current;
    const root = model.current;
    if (!scene || !root) return;
    const box = boundsOf(bounds());
    const { global, local, intersection } = threeClipping(box ? clipRegion(props.clip, box) : null);
    scene.renderer.clippingPlanes = global;
    root.traverse((object) => {
      if (!(object instanceof Mesh)) return;
      for (const material of materials(object)) {
        // Only a new number of planes or a new mode needs a new shader; moved planes are uniforms.
        const changed =
          (material.clippingPlanes?.length ?? 0) !== local.length ||
          material.clipIntersection !== intersection;
        material.clippingPlanes = local.length > 0 ? local : null;
        material.clipIntersection = intersection;
        if (changed) material.needsUpdate = true;
      }
    });
  });

  useEffect(() => {
    applyExplode(exploding.current, props.explode, props.explodeLevel);
  }, [props.explode, props.explodeLevel]);

  useToolkitControls(viewer, props, bounds, 'pointer');

  return (
    <div
      ref={container}
      role="application"
      aria-label={t('threeds.viewer.canvas')}
      style={{ width: '100%', height: 'min(70vh, 720px)', borderRadius: 8, overflow: 'hidden' }}
    />
  );
}

/** What explode needs, taken while the model is assembled: every node's centre and place. */
interface Exploding {
  tree: ModelNode[];
  centre: Vec3;
  centres: Map<string, Vec3>;
  /** Each node's own position, and how its parent turns a world offset into its own coordinates. */
  places: Map<string, { object: Object3D; base: Vector3; parentInverse: Matrix4 }>;
}

function explodable(tree: ModelNode[], scene: Object3D, index: Map<string, Object3D>): Exploding {
  const centres = new Map<string, Vec3>();
  const places: Exploding['places'] = new Map();
  for (const [id, object] of index) {
    const box = new Box3().setFromObject(object);
    if (!box.isEmpty()) centres.set(id, box.getCenter(new Vector3()).toArray());
    if (object.parent)
      places.set(id, {
        object,
        base: object.position.clone(),
        parentInverse: object.parent.matrixWorld.clone().invert(),
      });
  }
  const centre = new Box3().setFromObject(scene).getCenter(new Vector3()).toArray();
  return { tree, centre, centres, places };
}

/** Every node back in place, then the groups of the level moved out by `factor`. */
function applyExplode(exploding: Exploding | null, factor: number, level: number): void {
  if (!exploding) return;
  const { tree, centre, centres, places } = exploding;
  for (const { object, base } of places.values()) object.position.copy(base);
  const from = new Vector3(...centre);
  for (const [id, offset] of explodeOffsets(tree, level, centres, centre, factor)) {
    const place = places.get(id);
    if (!place) continue;
    const to = from.clone().add(new Vector3(...offset));
    const local = to.applyMatrix4(place.parentInverse).sub(from.clone().applyMatrix4(place.parentInverse));
    place.object.position.copy(place.base).add(local);
  }
}

function materials(mesh: Mesh): Material[] {
  return Array.isArray(mesh.material) ? mesh.material : [mesh.material as Material];
}

/** The node and its descendants as the tree the page lists; each listed object by its id. */
function describe(object: Object3D, index: Map<string, Object3D>): ModelNode {
  index.set(object.uuid, object);
  return {
    id: object.uuid,
    name: typeof object.userData.name === 'string' ? object.userData.name : object.name,
    children: object.children.map((child) => describe(child, index)),
  };
}

/** The listed node a picked mesh belongs to: the nearest one with a name, else the mesh itself. */
function selectable(object: Object3D, index: Map<string, Object3D>): string | null {
  let current: Object3D | null = object;
  while (current) {
    if (index.has(current.uuid) && current.name) return current.uuid;
    current = current.parent;
  }
  return index.has(object.uuid) ? object.uuid : null;
}

function shown(object: Object3D): boolean {
  for (let o: Object3D | null = object; o; o = o.parent) if (!o.visible) return false;
  return true;
}

/** Whether a point survives the clip planes: in front of all, or with `intersection` of any. */
function passesClip(point: Vector3, planes: Plane[], intersection: boolean, global: Plane[]): boolean {
  if (global.some((p) => p.distanceToPoint(point) < 0)) return false;
  if (planes.length === 0) return true;
  const inFront = planes.map((p) => p.distanceToPoint(point) >= 0);
  return intersection ? inFront.some(Boolean) : inFront.every(Boolean);
}

function disposeObject(root: Object3D): void {
  root.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    object.geometry.dispose();
    for (const material of materials(object)) material.dispose();
  });
}
