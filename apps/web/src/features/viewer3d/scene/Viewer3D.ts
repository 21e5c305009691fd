import {
  type Box3,
  BufferGeometry,
  Color,
  Float32BufferAttribute,
  Line,
  LineBasicMaterial,
  LineLoop,
  PerspectiveCamera,
  Points,
  PointsMaterial,
  Scene,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { formatMeasure, type MeasureKind, measureValue, type Point3 } from '../measure.ts';

export type NavigationMode = 'orbit' | 'fly';

export interface CameraView {
  position: [number, number, number];
  target: [number, number, number];
}

/** What the scene shows of a measurement. */
export interface SceneMeasurement {
  id: number | 'draft';
  kind: MeasureKind;
  title: string;
  points: Point3[];
}

/** What the scene shows of a point of interest or annotation: a marker with its title, in its colour. */
export interface SceneMarker {
  id: number;
  title: string;
  colour: string;
  /** Larger for more important points, so importance does not rest on colour alone. */
  size: number;
  position: Point3;
}

/** A picked surface point with the surface's outward normal (in world coordinates). */
export interface SurfacePick {
  point: Vector3;
  normal: Vector3;
}

export interface Viewer3DOptions {
  /** Draws one frame; by default the scene as is. Point clouds update their LOD and render here. */
  render?: (renderer: WebGLRenderer, scene: Scene, camera: PerspectiveCamera) => void;
  /**
   * The surface point under a canvas position (CSS pixels), for measuring; null if none. With the
   * surface's normal where the viewer knows it (meshes), so a clip plane can lie on that surface.
   */
  pick?: (pixel: Vector2) => Vector3 | SurfacePick | null | Promise<Vector3 | SurfacePick | null>;
  locale: string;
}

const MEASURE_COLOUR = new Color('#fab005');
const DRAFT_COLOUR = new Color('#4dabf7');

/**
 * The 3D toolkit's scene, shared by every 3D viewer (point clouds, 3D models and BIM models): a
 * Z-up camera with orbit and fly navigation, fit to view, measurements drawn with labels, and a
 * clip box. What is shown and how a point is picked are the viewer's own (`render`, `pick`).
 */
export class Viewer3D {
  readonly scene = new Scene();
  /**
   * Drawn over the scene, unclipped and in front of it: the clipping's outlines and handles, which
   * must stay visible where they cut.
   */
  readonly overlay = new Scene();
  readonly camera: PerspectiveCamera;
  readonly renderer: WebGLRenderer;
  private readonly container: HTMLElement;
  private readonly labels: HTMLDivElement;
  private readonly orbit: OrbitControls;
  private readonly options: Viewer3DOptions;
  private mode: NavigationMode = 'orbit';
  private frame = 0;
  private last = performance.now();
  private readonly keys = new Set<string>();
  private flySpeed = 10;
  private drag: { x: number; y: number; moved: boolean } | null = null;
  private navigationHeld = false;
  private measured = new Map<
    number | 'draft',
    { object: Line; vertices: Points; label: HTMLDivElement; at: Vector3 }
  >();
  private markers = new Map<number, { label: HTMLDivElement; at: Vector3 }>();
  private readonly resizeObserver: ResizeObserver;
  /** Called with the picked point (and the surface's normal, if known) while a tool is active. */
  onPick: ((point: Point3, normal: Point3 | null) => void) | null = null;
  /** Called with a clicked canvas position (CSS pixels) while no tool is active: selecting what is there. */
  onSelect: ((pixel: Vector2) => void) | null = null;

  constructor(container: HTMLElement, options: Viewer3DOptions) {
    this.container = container;
    this.options = options;
    this.renderer = new WebGLRenderer({ antialias: false, preserveDrawingBuffer: true });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    this.scene.background = new Color('#1b1e24');
    this.camera = new PerspectiveCamera(60, 1, 0.1, 100_000);
    // Scans and models are Z-up, as surveyors measure.
    this.camera.up.set(0, 0, 1);
    container.style.position = 'relative';
    container.appendChild(this.renderer.domElement);
    this.renderer.domElement.style.display = 'block';
    this.renderer.domElement.tabIndex = 0;
    this.labels = document.createElement('div');
    this.labels.style.cssText = 'position:absolute;inset:0;pointer-events:none;overflow:hidden';
    container.appendChild(this.labels);
    this.orbit = new OrbitControls(this.camera, this.renderer.domElement);
    this.orbit.enableDamping = false;
    this.orbit.listenToKeyEvents(this.renderer.domElement);
    const canvas = this.renderer.domElement;
    canvas.addEventListener('pointerdown', this.pointerDown);
    canvas.addEventListener('pointermove', this.pointerMove);
    canvas.addEventListener('pointerup', this.pointerUp);
    canvas.addEventListener('keydown', this.keyDown);
    canvas.addEventListener('keyup', this.keyUp);
    canvas.addEventListener('blur', this.clearKeys);
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(container);
    this.resize();
    this.frame = requestAnimationFrame(this.tick);
  }

  get canvas(): HTMLCanvasElement {
    return this.renderer.domElement;
  }

  setNavigation(mode: NavigationMode): void {
    this.mode = mode;
    this.orbit.enabled = mode === 'orbit' && !this.navigationHeld;
    if (mode === 'orbit') {
      // Orbit around what is in front of the camera, at the distance it was before.
      const forward = new Vector3();
      this.camera.getWorldDirection(forward);
      const distance = this.camera.position.distanceTo(this.orbit.target) || this.flySpeed;
      this.orbit.target.copy(this.camera.position).addScaledVector(forward, distance);
      this.orbit.update();
    }
  }

  /** Frames the box: the camera looks at its centre from the south-west, above. */
  fitToView(box: Box3): void {
    if (box.isEmpty()) return;
    const centre = box.getCenter(new Vector3());
    const radius = box.getSize(new Vector3()).length() / 2 || 1;
    // The narrower of the two angles of view frames it: on a phone held upright, the horizontal one.
    const vertical = (this.camera.fov * Math.PI) / 180;
    const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * this.camera.aspect);
    const distance = radius / Math.sin(Math.min(vertical, horizontal) / 2);
    const direction = new Vector3(-0.6, -0.8, 0.6).normalize();
    this.camera.position.copy(centre).addScaledVector(direction, distance);
    this.camera.near = Math.max(0.01, distance / 1000);
    this.camera.far = distance * 20;
    this.camera.updateProjectionMatrix();
    this.camera.lookAt(centre);
    this.orbit.target.copy(centre);
    this.orbit.update();
    this.flySpeed = Math.max(1, radius / 4);
  }

  /** Where the camera stands and what it looks at, to the millimetre: what a link or the URL keeps. */
  getView(): CameraView {
    const target = this.orbit.target.clone();
    if (this.mode !== 'orbit') {
      const forward = new Vector3();
      this.camera.getWorldDirection(forward);
      const distance = this.camera.position.distanceTo(this.orbit.target) || this.flySpeed;
      target.copy(this.camera.position).addScaledVector(forward, distance);
    }
    const round = (v: Vector3) => v.toArray().map((n) => Math.round(n * 1000) / 1000) as CameraView['target'];
    return { position: round(this.camera.position), target: round(target) };
  }

  /** Puts the camera at a saved view; clipping distances and fly speed come from the box, as on fit. */
  setView(view: CameraView, box: Box3): void {
    this.fitToView(box);
    this.camera.position.set(...view.position);
    this.camera.lookAt(new Vector3(...view.target));
    this.orbit.target.set(...view.target);
    this.orbit.update();
  }

  /** The measurements to draw (saved ones and the one being placed), replacing what was drawn. */
  setMeasurements(list: SceneMeasurement[]): void {
    const keep = new Set(list.map((m) => m.id));
    for (const [id, drawn] of this.measured)
      if (!keep.has(id)) {
        this.scene.remove(drawn.object, drawn.vertices);
        drawn.object.geometry.dispose();
        drawn.vertices.geometry.dispose();
        drawn.label.remove();
        this.measured.delete(id);
      }
    for (const m of list) {
      const previous = this.measured.get(m.id);
      if (previous) {
        this.scene.remove(previous.object, previous.vertices);
        previous.label.remove();
      }
      const colour = m.id === 'draft' ? DRAFT_COLOUR : MEASURE_COLOUR;
      const flat = m.points.flat();
      const geometry = new BufferGeometry().setAttribute('position', new Float32BufferAttribute(flat, 3));
      const material = new LineBasicMaterial({ color: colour, depthTest: false, transparent: true });
      const object =
        m.kind === 'area' && m.points.length > 2
          ? new LineLoop(geometry, material)
          : new Line(geometry, material);
      const vertices = new Points(
        geometry,
        new PointsMaterial({
          color: colour,
          size: 8,
          sizeAttenuation: false,
          depthTest: false,
          transparent: true,
        }),
      );
      object.renderOrder = vertices.renderOrder = 10;
      this.scene.add(object, vertices);
      const label = document.createElement('div');
      label.style.cssText =
        'position:absolute;transform:translate(-50%,-120%);padding:2px 6px;border-radius:4px;font:12px sans-serif;white-space:nowrap;background:rgba(0,0,0,.75);color:#fff';
      const value = formatMeasure(m.kind, measureValue(m.kind, m.points), this.options.locale);
      label.textContent = m.id === 'draft' ? value : `${m.title}: ${value}`;
      this.labels.appendChild(label);
      const at = new Vector3();
      for (const p of m.points) at.add(new Vector3(...p));
      at.divideScalar(Math.max(1, m.points.length));
      this.measured.set(m.id, { object, vertices, label, at });
    }
  }

  /**
   * The points of interest and annotations to show, replacing those shown. Markers are screen-space
   * labels over the canvas, so they stay readable at any distance and in front of any geometry.
   */
  setMarkers(list: SceneMarker[]): void {
    for (const drawn of this.markers.values()) drawn.label.remove();
    this.markers.clear();
    for (const marker of list) {
      const label = document.createElement('div');
      label.dataset.testid = 'scene-marker';
      label.style.cssText =
        'position:absolute;display:flex;align-items:center;gap:4px;transform:translate(-6px,-50%);padding:2px 6px 2px 2px;border-radius:10px;font:12px sans-serif;white-space:nowrap;background:rgba(0,0,0,.75);color:#fff';
      const dot = document.createElement('span');
      dot.style.cssText = `display:inline-block;width:${marker.size}px;height:${marker.size}px;border-radius:50%;border:2px solid #fff;background:${marker.colour}`;
      label.append(dot, document.createTextNode(marker.title));
      this.labels.appendChild(label);
      this.markers.set(marker.id, { label, at: new Vector3(...marker.position) });
    }
  }

  /**
   * Moves the camera to a placed point: to the view it was placed from when there is one, otherwise
   * looking at it from where the camera is, at a short distance.
   */
  flyTo(position: Point3, view: CameraView | null, box: Box3): void {
    if (view) {
      this.setView(view, box);
      return;
    }
    const target = new Vector3(...position);
    const direction = new Vector3().subVectors(this.camera.position, target).normalize();
    if (direction.lengthSq() === 0) direction.set(-0.6, -0.8, 0.6).normalize();
    this.camera.position.copy(target).addScaledVector(direction, this.flySpeed * 2);
    this.camera.lookAt(target);
    this.orbit.target.copy(target);
    this.orbit.update();
  }

  /** The view as an image, as it is on screen (the drawing buffer is kept, so any moment will do). */
  capture(type: 'image/jpeg' | 'image/png' = 'image/jpeg'): Promise<Blob | null> {
    return new Promise((resolve) => this.canvas.toBlob(resolve, type, 0.92));
  }

  /** Holds the camera still while a handle in the scene is dragged, so the drag moves only the handle. */
  holdNavigation(held: boolean): void {
    this.navigationHeld = held;
    this.orbit.enabled = this.mode === 'orbit' && !held;
  }

  dispose(): void {
    cancelAnimationFrame(this.frame);
    this.resizeObserver.disconnect();
    this.orbit.dispose();
    this.setMeasurements([]);
    this.setMarkers([]);
    this.renderer.dispose();
    this.renderer.domElement.remove();
    this.labels.remove();
  }

  private resize(): void {
    const width = this.container.clientWidth || 1;
    const height = this.container.clientHeight || 1;
    this.renderer.setSize(width, height);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
  }

  private readonly tick = (now: number) => {
    this.frame = requestAnimationFrame(this.tick);
    const seconds = Math.min(0.1, (now - this.last) / 1000);
    this.last = now;
    if (this.mode === 'fly') this.fly(seconds);
    if (this.options.render) this.options.render(this.renderer, this.scene, this.camera);
    else this.renderer.render(this.scene, this.camera);
    if (this.overlay.children.length > 0) this.renderOverlay();
    this.placeLabels();
  };

  private renderOverlay(): void {
    const renderer = this.renderer;
    const clipping = renderer.clippingPlanes;
    renderer.clippingPlanes = [];
    renderer.autoClear = false;
    renderer.clearDepth();
    renderer.render(this.overlay, this.camera);
    renderer.autoClear = true;
    renderer.clippingPlanes = clipping;
  }

  private placeLabels(): void {
    const width = this.container.clientWidth;
    const height = this.container.clientHeight;
    const projected = new Vector3();
    for (const { label, at } of [...this.measured.values(), ...this.markers.values()]) {
      projected.copy(at).project(this.camera);
      const visible = projected.z < 1 && Math.abs(projected.x) <= 1 && Math.abs(projected.y) <= 1;
      label.style.display = visible ? 'block' : 'none';
      label.style.left = `${((projected.x + 1) / 2) * width}px`;
      label.style.top = `${((1 - projected.y) / 2) * height}px`;
    }
  }

  /** Free flight: WASD or arrows along the view, Q/E down and up, Shift faster; drag to look around. */
  private fly(seconds: number): void {
    const forward = new Vector3();
    this.camera.getWorldDirection(forward);
    const right = new Vector3().crossVectors(forward, this.camera.up).normalize();
    const move = new Vector3();
    const k = this.keys;
    if (k.has('w') || k.has('arrowup')) move.add(forward);
    if (k.has('s') || k.has('arrowdown')) move.sub(forward);
    if (k.has('d') || k.has('arrowright')) move.add(right);
    if (k.has('a') || k.has('arrowleft')) move.sub(right);
    if (k.has('e')) move.z += 1;
    if (k.has('q')) move.z -= 1;
    if (move.lengthSq() === 0) return;
    const speed = this.flySpeed * (k.has('shift') ? 4 : 1);
    this.camera.position.addScaledVector(move.normalize(), speed * seconds);
  }

  private look(dx: number, dy: number): void {
    const forward = new Vector3();
    this.camera.getWorldDirection(forward);
    let yaw = Math.atan2(forward.y, forward.x) - dx * 0.005;
    let pitch = Math.asin(Math.max(-1, Math.min(1, forward.z))) - dy * 0.005;
    pitch = Math.max(-1.5, Math.min(1.5, pitch));
    yaw %= Math.PI * 2;
    const direction = new Vector3(
      Math.cos(pitch) * Math.cos(yaw),
      Math.cos(pitch) * Math.sin(yaw),
      Math.sin(pitch),
    );
    this.camera.lookAt(this.camera.position.clone().add(direction));
  }

  private readonly pointerDown = (event: PointerEvent) => {
    this.drag = { x: event.clientX, y: event.clientY, moved: false };
    this.canvas.focus();
  };

  private readonly pointerMove = (event: PointerEvent) => {
    if (!this.drag) return;
    const dx = event.clientX - this.drag.x;
    const dy = event.clientY - this.drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 3) this.drag.moved = true;
    if (this.mode === 'fly' && this.drag.moved && !this.navigationHeld) {
      this.look(dx, dy);
      this.drag.x = event.clientX;
      this.drag.y = event.clientY;
    }
  };

  private readonly pointerUp = (event: PointerEvent) => {
    const click = this.drag && !this.drag.moved;
    this.drag = null;
    if (!click) return;
    const rect = this.canvas.getBoundingClientRect();
    const pixel = new Vector2(event.clientX - rect.left, event.clientY - rect.top);
    if (!this.onPick) {
      this.onSelect?.(pixel);
      return;
    }
    this.pickAt(pixel);
  };

  /** Measures at a canvas position; a viewer may find the point asynchronously (BIM models do). */
  private pickAt(pixel: Vector2): void {
    const pick = this.options.pick;
    if (!pick) return;
    void Promise.resolve(pick(pixel)).then((found) => {
      if (!found || !this.onPick) return;
      const { point, normal } = found instanceof Vector3 ? { point: found, normal: null } : found;
      this.onPick(point.toArray(), normal ? normal.toArray() : null);
    });
  }

  private readonly keyDown = (event: KeyboardEvent) => {
    // Enter measures (or selects) at the centre of the view: a way to place points without a mouse.
    const centre = new Vector2(this.canvas.clientWidth / 2, this.canvas.clientHeight / 2);
    if (event.key === 'Enter' && this.onPick && this.options.pick) {
      this.pickAt(centre);
      return;
    }
    if (event.key === 'Enter' && !this.onPick && this.onSelect) {
      this.onSelect(centre);
      return;
    }
    if (this.mode === 'fly') {
      this.keys.add(event.key.toLowerCase());
      if (event.key.startsWith('Arrow')) event.preventDefault();
    }
  };

  private readonly keyUp = (event: KeyboardEvent) => {
    this.keys.delete(event.key.toLowerCase());
  };

  private readonly clearKeys = () => this.keys.clear();
}
