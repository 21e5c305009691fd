import {
  ArrowHelper,
  BoxGeometry,
  DoubleSide,
  EdgesGeometry,
  Group,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  Object3D,
  PlaneGeometry,
  Vector3,
} from 'three';
import { TransformControls } from 'three/examples/jsm/controls/TransformControls.js';
import {
  type Bounds,
  boxFromHandle,
  type ClipState,
  clipBoxOf,
  direction,
  frameOf,
  planeAnchor,
  planeFromHandle,
} from '../clipping.ts';
import type { Point3 } from '../measure.ts';
import type { Viewer3D } from './Viewer3D.ts';

const BOX_COLOUR = '#40c057';
const PLANE_COLOUR = '#15aabf';
const UP = new Vector3(0, 0, 1);

/**
 * The clipping as the scene shows it: the box's outline, each plane as a pale square with an arrow
 * towards the side it cuts away, and three's TransformControls on the one the panel chose. A drag
 * reports the new state through `onChange`; the page's state then comes back through `show`.
 */
export class ClipGizmos {
  private readonly controls: TransformControls;
  private readonly box: LineSegments;
  private readonly planes = new Map<number, Group>();
  /** What the handles move; copied from the box or a plane whenever no drag is under way. */
  private readonly handle = new Object3D();
  private clip: ClipState | null = null;
  private bounds: Bounds | null = null;
  readonly viewer: Viewer3D;
  private readonly onChange: (clip: ClipState) => void;

  constructor(viewer: Viewer3D, onChange: (clip: ClipState) => void) {
    this.viewer = viewer;
    this.onChange = onChange;
    this.controls = new TransformControls(viewer.camera, viewer.canvas);
    this.box = new LineSegments(
      new EdgesGeometry(new BoxGeometry(1, 1, 1)),
      new LineBasicMaterial({ color: BOX_COLOUR }),
    );
    viewer.overlay.add(this.box, this.handle, this.controls.getHelper());
    this.controls.addEventListener('dragging-changed', (event) => {
      viewer.holdNavigation(Boolean(event.value));
      if (!event.value) this.attach();
    });
    this.controls.addEventListener('objectChange', this.moved);
  }

  /** Draws the clipping of `clip` within the content's bounds (none drawn before they are known). */
  show(clip: ClipState, bounds: Bounds | null): void {
    this.clip = clip;
    this.bounds = bounds;
    const box = bounds && clipBoxOf(clip, bounds);
    this.box.visible = box !== null;
    if (box) {
      this.box.position.set(...box.centre);
      this.box.scale.set(...(box.size.map((v) => Math.max(v, 1e-6)) as Point3));
      this.box.rotation.set(0, 0, box.rotation);
    }
    const wanted = new Set(clip.planes.map((p) => p.id));
    for (const [id, drawn] of this.planes)
      if (!wanted.has(id) || !bounds) {
        this.viewer.overlay.remove(drawn);
        disposeGroup(drawn);
        this.planes.delete(id);
      }
    if (bounds)
      for (const plane of clip.planes) {
        let drawn = this.planes.get(plane.id);
        if (!drawn) {
          drawn = planeOutline();
          this.planes.set(plane.id, drawn);
          this.viewer.overlay.add(drawn);
        }
        drawn.visible = plane.enabled;
        drawn.position.set(...planeAnchor(plane, bounds));
        drawn.quaternion.setFromUnitVectors(UP, new Vector3(...direction(plane.azimuth, plane.tilt)));
        drawn.scale.setScalar(frameOf(bounds).radius * 1.2);
        (drawn.children[2] as ArrowHelper).setDirection(plane.flipped ? UP.clone().negate() : UP);
      }
    // A drag under way owns the handle; the state catches up when it ends.
    if (!this.controls.dragging) this.attach();
  }

  dispose(): void {
    this.controls.detach();
    this.controls.dispose();
    this.viewer.overlay.remove(this.box, this.handle, this.controls.getHelper());
    this.box.geometry.dispose();
    (this.box.material as LineBasicMaterial).dispose();
    for (const drawn of this.planes.values()) {
      this.viewer.overlay.remove(drawn);
      disposeGroup(drawn);
    }
    this.planes.clear();
    this.viewer.holdNavigation(false);
  }

  /** Puts the handles on what the panel chose, in its mode; detaches them when nothing is chosen. */
  private attach(): void {
    const handles = this.clip?.handles;
    const target = !handles
      ? null
      : handles.target === 'box'
        ? this.box.visible
          ? this.box
          : null
        : (this.planes.get(handles.target) ?? null);
    if (!handles || !target?.visible) {
      this.controls.detach();
      return;
    }
    this.handle.position.copy(target.position);
    this.handle.quaternion.copy(target.quaternion);
    this.handle.scale.copy(target.scale);
    this.controls.setMode(handles.mode);
    this.controls.setSpace(handles.mode === 'translate' ? 'world' : 'local');
    // The box turns about the vertical only; a plane turns any way.
    const box = handles.target === 'box';
    this.controls.showX = !(box && handles.mode === 'rotate');
    this.controls.showY = !(box && handles.mode === 'rotate');
    if (this.controls.object !== this.handle) this.controls.attach(this.handle);
  }

  private readonly moved = () => {
    const { clip, bounds } = this;
    const target = clip?.handles?.target;
    if (!clip || !bounds || target === undefined) return;
    const position = this.handle.position.toArray();
    if (target === 'box') {
      const size = this.handle.scale.toArray();
      const turn = (this.handle.rotation.z * 180) / Math.PI;
      this.onChange(boxFromHandle(clip, position, size, turn, bounds));
      return;
    }
    const facing = UP.clone().applyQuaternion(this.handle.quaternion).toArray();
    this.onChange({
      ...clip,
      planes: clip.planes.map((p) => (p.id === target ? planeFromHandle(p, position, facing, bounds) : p)),
    });
  };
}

/** A unit square facing +Z with its edges and an arrow (the third child) to the side it cuts. */
function planeOutline(): Group {
  const group = new Group();
  const square = new PlaneGeometry(1, 1);
  group.add(
    new Mesh(
      square,
      new MeshBasicMaterial({
        color: PLANE_COLOUR,
        transparent: true,
        opacity: 0.15,
        side: DoubleSide,
        depthWrite: false,
      }),
    ),
    new LineSegments(new EdgesGeometry(square), new LineBasicMaterial({ color: PLANE_COLOUR })),
    new ArrowHelper(UP, new Vector3(), 0.25, PLANE_COLOUR, 0.06, 0.04),
  );
  return group;
}

function disposeGroup(group: Group): void {
  group.traverse((object) => {
    const drawn = object as Partial<Mesh>;
    drawn.geometry?.dispose();
    (drawn.material as MeshBasicMaterial | undefined)?.dispose();
  });
}
