import type { Measurement } from '@spatium/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box3,
  Color,
  DirectionalLight,
  Group,
  HemisphereLight,
  type Material,
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
  type Point3,
  type SceneNotesControls,
} from '../../viewer3d/index.ts';
import { threeClipping } from '../../viewer3d/scene/threeClipping.ts';
import { boundsOf, useToolkitControls } from '../../viewer3d/scene/useToolkitControls.ts';
import { type NavigationMode, Viewer3D } from '../../viewer3d/scene/Viewer3D.ts';
import type { ModelNode, ModelStatus } from './modelTree.ts';

export interface ModelSceneProps {
  /** The glTF/GLB to load (signed, no token needed). */
  url: string;
  /** What is shown: the model loads again only when this changes, not when its URL is signed anew. */
  modelKey: string;
  /** Bumped to load the file again after an error. */
  attempt: number;
  navigation: NavigationMode;
  fitRequest: number;
  tool: MeasureTool;
  draft: Point3[];
  measurements: Measurement[];
  clip: ClipState;
  onClip: (clip: ClipState) => void;
  hidden: string[];
  selected: string | null;
  /** 0 assembled; 1 every part moved out from the model's centre by its own distance from it. */
  explode: number;
  onPick: (point: Point3) => void;
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
  const exploding = useRef<{ part: Object3D; base: Vector3; away: Vector3 }[]>([]);
  const latest = useRef(props);
  latest.current = props;

  const bounds = () => (model.current ? new Box3().setFromObject(model.current) : new Box3());

  /** The closest surface under a canvas position, on parts that are shown. */
  const hit = (pixel: Vector2) => {
    const v = viewer.current;
    const root = model.current;
    if (!v || !root) return null;
    const raycaster = new Raycaster();
    raycaster.setFromCamera(
      new Vector2((pixel.x / v.canvas.clientWidth) * 2 - 1, -(pixel.y / v.canvas.clientHeight) * 2 + 1),
      v.camera,
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
      pick: (pixel) => {
        const found = hit(pixel);
        if (!found) return null;
        const normal = found.face?.normal.clone().transformDirection(found.object.matrixWorld);
        return normal ? { point: found.point, normal } : found.point;
      },
    });
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
      exploding.current = explodeParts(gltf.scene);
      applyExplode(exploding.current, latest.current.explode);
      scene.fitToView(bounds());
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
    applyExplode(exploding.current, props.explode);
  }, [props.explode]);

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

/**
 * The parts that move when exploding: the children of the file's single root node (or the scene's
 * nodes when there are several), each away from the model's centre along the line through its own.
 */
function explodeParts(scene: Object3D): { part: Object3D; base: Vector3; away: Vector3 }[] {
  const top = scene.children.length === 1 ? scene.children[0]! : scene;
  const centre = new Box3().setFromObject(scene).getCenter(new Vector3());
  return top.children.map((part) => {
    const parent = part.parent!;
    const own = new Box3().setFromObject(part).getCenter(new Vector3());
    const away = parent.worldToLocal(own.clone()).sub(parent.worldToLocal(centre.clone()));
    return { part, base: part.position.clone(), away };
  });
}

function applyExplode(parts: { part: Object3D; base: Vector3; away: Vector3 }[], factor: number): void {
  for (const { part, base, away } of parts) part.position.copy(base).addScaledVector(away, factor);
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
