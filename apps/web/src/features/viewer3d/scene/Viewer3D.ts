import {
  Box3,
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
import { clampHeight, keepHeight, type NavigationMode, rideAlong, stepHeight } from '../navigation.ts';
import { type SnapKind, snapRadius } from '../snap.ts';
import { Compass } from './compass.ts';
import { createSnapIndicator, type PickedSurface, showSnapIndicator, snapPick } from './snapping.ts';
import { TrainPath } from './trainPath.ts';

export type { NavigationMode };

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
  /** The value when the points alone do not give it (a volume). */
  value?: number;
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

export interface Viewer3DOptions {
  /** Draws one frame; by default the scene as is. Point clouds update their LOD and render here. */
  render?: (renderer: WebGLRenderer, scene: Scene, camera: PerspectiveCamera) => void;
  /**
   * The surface point under a canvas position (CSS pixels) seen by `camera`, for measuring, with the
   * geometry near it to snap to and the surface's normal where the viewer knows it (meshes, so a clip
   * plane can lie on that surface); null if none. The camera is the view's own, or one looking straight
   * down when the helicopter seeks the ground. `radius`: how far (pixels) a pick may snap, 0 when off.
   */
  pick?: (
    pixel: Vector2,
    camera: PerspectiveCamera,
    radius: number,
  ) => Vector3 | PickedSurface | null | Promise<Vector3 | PickedSurface | null>;
  locale: string;
}

const MEASURE_COLOUR = new Color('#fab005');
const DRAFT_COLOUR = new Color('#4dabf7');
const PATH_COLOUR = new Color('#e64980');
/** A person's eye height: where the train rides above its path until the user chooses a height. */
const EYE_HEIGHT = 1.7;
/** How often the helicopter looks for the ground below it. */
const GROUND_PROBE_MS = 250;

/**
 * The 3D toolkit's scene, shared by every 3D viewer (point clouds, 3D models and BIM models): a
 * Z-up camera with orbit, fly, helicopter and train navigation, a compass, fit to view, measurements
 * drawn with labels, and a clip box. What is shown and how a point is picked are the viewer's own
 * (`render`, `pick`).
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
  /** Fingers (or the mouse) on the canvas, where each was last: two fingers move in fly and helicopter. */
  private readonly pointers = new Map<number, { x: number; y: number }>();
  /** The content's box at the last fit: the ground where no surface is picked below the camera. */
  private bounds = new Box3();
  private height: number | null = null;
  private ground: { z: number; probing: boolean; at: number } | null = null;
  private readonly train: {
    path: Point3[];
    ride: TrainPath | null;
    line: Line | null;
    dots: Points | null;
    travelled: number;
    playing: boolean;
    speed: number;
  } = { path: [], ride: null, line: null, dots: null, travelled: 0, playing: false, speed: 3 };
  readonly compass: Compass;
  private navigationHeld = false;
  private measured = new Map<
    number | 'draft',
    { object: Line; vertices: Points; label: HTMLDivElement; at: Vector3 }
  >();
  private markers = new Map<number, { label: HTMLDivElement; at: Vector3 }>();
  private readonly resizeObserver: ResizeObserver;
  /** Called with the picked point (and the surface's normal, if known) while a tool is active. */
  onPick: ((point: Point3, normal: Point3 | null) => void) | null = null;
  /** Whether picks snap to nearby vertices and edges. */
  snapping = true;
  /** Told what each measuring pick snapped to (null: nothing), so the page can say it in words. */
  onSnap: ((kind: SnapKind | null) => void) | null = null;
  /** Called when a pick meant to place something (`onPick` set) finds nothing under it. */
  onMiss: (() => void) | null = null;
  private readonly snapRing = createSnapIndicator();
  private hovering = false;
  /** Called with a clicked canvas position (CSS pixels) while no tool is active: selecting what is there. */
  onSelect: ((pixel: Vector2) => void) | null = null;
  /** Called with the height the helicopter keeps when the scene chooses or changes it (Q/E). */
  onHeight: ((height: number) => void) | null = null;
  /** Called when the ride starts or stops from the scene: Space, or the end of the path. */
  onPlaying: ((playing: boolean) => void) | null = null;

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
    this.labels.appendChild(this.snapRing);
    this.orbit = new OrbitControls(this.camera, this.renderer.domElement);
    this.orbit.enableDamping = false;
    this.orbit.listenToKeyEvents(this.renderer.domElement);
    const canvas = this.renderer.domElement;
    canvas.addEventListener('pointerdown', this.pointerDown);
    canvas.addEventListener('pointermove', this.pointerMove);
    canvas.addEventListener('pointerup', this.pointerUp);
    canvas.addEventListener('pointercancel', this.pointerCancel);
    canvas.addEventListener('keydown', this.keyDown);
    canvas.addEventListener('keyup', this.keyUp);
    canvas.addEventListener('blur', this.clearKeys);
    this.compass = new Compass(container, () => this.faceNorth());
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
    this.keys.clear();
    if (mode !== 'train') this.setTrainPlaying(false);
    if (mode === 'helicopter') {
      this.ground = null;
      this.levelView();
    }
    this.orbitWhereLooking();
  }

  /** The height above the ground the helicopter keeps and the train rides at, in metres. */
  setHeight(height: number | null): void {
    this.height = height === null ? null : clampHeight(height);
    this.setTrainPath(this.train.path);
  }

  /** The train's path (drawn points, on surfaces), drawn in the scene; the ride keeps its place on it. */
  setTrainPath(path: Point3[]): void {
    const train = this.train;
    train.path = path;
    if (train.line) {
      this.scene.remove(train.line);
      train.line.geometry.dispose();
      train.line = null;
    }
    if (train.dots) {
      this.scene.remove(train.dots);
      train.dots.geometry.dispose();
      train.dots = null;
    }
    train.ride = path.length >= 2 ? new TrainPath(path, this.height ?? EYE_HEIGHT) : null;
    if (!train.ride) this.setTrainPlaying(false);
    if (path.length === 0) return;
    const drawn = new TrainPath(path, 0).sample();
    const line = new Line(
      new BufferGeometry().setFromPoints(drawn),
      new LineBasicMaterial({ color: PATH_COLOUR, depthTest: false, transparent: true }),
    );
    const dots = new Points(
      new BufferGeometry().setAttribute('position', new Float32BufferAttribute(path.flat(), 3)),
      new PointsMaterial({
        color: PATH_COLOUR,
        size: 9,
        sizeAttenuation: false,
        depthTest: false,
        transparent: true,
      }),
    );
    line.renderOrder = dots.renderOrder = 10;
    this.scene.add(line, dots);
    train.line = line;
    train.dots = dots;
  }

  /** Starts or stops the ride; a ride that had arrived starts again from the beginning. */
  setTrainPlaying(playing: boolean): void {
    const train = this.train;
    const next = playing && train.ride !== null && this.mode === 'train';
    if (next === train.playing) return;
    train.playing = next;
    if (next && train.travelled >= train.ride!.length) train.travelled = 0;
    this.orbitWhereLooking();
  }

  /** The ride's speed, metres per second. */
  setTrainSpeed(speed: number): void {
    this.train.speed = speed;
  }

  /** Back to the path's start, looking along it. */
  restartTrain(): void {
    this.train.travelled = 0;
    if (this.mode === 'train' && this.train.ride) {
      this.rideTo(0);
      this.orbitWhereLooking();
    }
  }

  /** Turns the view to face north (+Y) where it stands, keeping its tilt; in orbit, around what it orbits. */
  faceNorth(): void {
    const forward = this.camera.getWorldDirection(new Vector3());
    const pitch = Math.max(-1.55, Math.min(1.55, Math.asin(Math.max(-1, Math.min(1, forward.z)))));
    const north = new Vector3(0, Math.cos(pitch), Math.sin(pitch));
    if (this.orbit.enabled) {
      const distance = this.camera.position.distanceTo(this.orbit.target);
      this.camera.position.copy(this.orbit.target).addScaledVector(north, -distance);
      this.camera.lookAt(this.orbit.target);
      this.orbit.update();
    } else this.camera.lookAt(this.camera.position.clone().add(north));
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
    this.bounds = box.clone();
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
        (m.kind === 'area' || m.kind === 'volume') && m.points.length > 2
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
      const value = formatMeasure(m.kind, m.value ?? measureValue(m.kind, m.points), this.options.locale);
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
    this.orbit.enabled = this.orbiting;
  }

  dispose(): void {
    cancelAnimationFrame(this.frame);
    this.resizeObserver.disconnect();
    this.orbit.dispose();
    this.setMeasurements([]);
    this.setMarkers([]);
    this.setTrainPath([]);
    this.compass.dispose();
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
    if (this.mode === 'helicopter') this.hover(seconds, now);
    if (this.mode === 'train' && this.train.playing) this.ride(seconds);
    this.compass.update(this.camera);
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

  /** Orbit (and the train's pause, to look around and draw) turns around what is in front of the camera. */
  private orbitWhereLooking(): void {
    this.orbit.enabled = this.orbiting;
    if (!this.orbit.enabled) return;
    const forward = this.camera.getWorldDirection(new Vector3());
    const distance = this.camera.position.distanceTo(this.orbit.target) || this.flySpeed;
    this.orbit.target.copy(this.camera.position).addScaledVector(forward, distance);
    this.orbit.update();
  }

  /** The helicopter looks ahead or down, never up past a little above the horizon, and never rolls. */
  private levelView(): void {
    this.look(0, 0);
  }

  /** Arrow keys or WASD move the camera in the view's direction; Shift is four times faster. */
  private keyMove(forward: Vector3, right: Vector3): Vector3 {
    const move = new Vector3();
    const k = this.keys;
    if (k.has('w') || k.has('arrowup')) move.add(forward);
    if (k.has('s') || k.has('arrowdown')) move.sub(forward);
    if (k.has('d') || k.has('arrowright')) move.add(right);
    if (k.has('a') || k.has('arrowleft')) move.sub(right);
    if (move.lengthSq() > 0) move.normalize().multiplyScalar(this.flySpeed * (k.has('shift') ? 4 : 1));
    return move;
  }

  /** Free flight: WASD or arrows along the view, Q/E down and up, Shift faster; drag to look around. */
  private fly(seconds: number): void {
    const { forward, right } = this.axes(false);
    const move = this.keyMove(forward, right);
    const k = this.keys;
    if (k.has('e')) move.z += this.flySpeed;
    if (k.has('q')) move.z -= this.flySpeed;
    this.camera.position.addScaledVector(move, seconds);
  }

  /**
   * The helicopter: moves level along its heading, keeps its height above the ground below it (picked
   * a few times a second, else the content's lowest point) and eases to it.
   */
  private hover(seconds: number, now: number): void {
    const { forward, right } = this.axes(true);
    this.camera.position.addScaledVector(this.keyMove(forward, right), seconds);
    this.probeGround(now);
    if (!this.ground || this.ground.at === 0) return;
    if (this.height === null) {
      this.height = clampHeight(Math.round((this.camera.position.z - this.ground.z) * 10) / 10);
      this.onHeight?.(this.height);
    }
    this.camera.position.z = keepHeight(this.camera.position.z, this.ground.z, this.height, seconds);
  }

  private probeGround(now: number): void {
    const ground = this.ground ?? { z: this.bounds.isEmpty() ? 0 : this.bounds.min.z, probing: false, at: 0 };
    this.ground = ground;
    if (ground.probing || now - ground.at < GROUND_PROBE_MS) return;
    const pick = this.options.pick;
    if (!pick) {
      ground.at = now;
      return;
    }
    // A camera at the same place looking straight down finds the surface under the helicopter.
    const probe = this.camera.clone();
    probe.up.set(0, 1, 0);
    probe.lookAt(probe.position.clone().setZ(probe.position.z - 1));
    probe.updateMatrixWorld();
    const centre = new Vector2(this.canvas.clientWidth / 2, this.canvas.clientHeight / 2);
    ground.probing = true;
    void Promise.resolve(pick(centre, probe, 0))
      .catch(() => null)
      .then((found) => {
        const point = found && ('isVector3' in found ? found : found.point);
        // Nothing below (off the edge of a scan): the last ground holds, so the height does not jump.
        if (point && point.z <= probe.position.z) ground.z = point.z;
        ground.probing = false;
        ground.at = performance.now();
      });
  }

  private ride(seconds: number): void {
    const train = this.train;
    if (!train.ride) return;
    const { travelled, arrived } = rideAlong(train.travelled, train.speed, seconds, train.ride.length);
    this.rideTo(travelled);
    if (!arrived) return;
    this.setTrainPlaying(false);
    this.onPlaying?.(false);
  }

  private rideTo(travelled: number): void {
    const ride = this.train.ride;
    const pose = ride?.poseAt(travelled, Math.max(2, this.flySpeed));
    if (!pose) return;
    this.train.travelled = travelled;
    this.camera.position.copy(pose.position);
    this.camera.lookAt(pose.lookAt);
  }

  /** The view's forward and right; `level` keeps both horizontal, as the helicopter flies. */
  private axes(level: boolean): { forward: Vector3; right: Vector3 } {
    const forward = this.camera.getWorldDirection(new Vector3());
    if (level) {
      forward.z = 0;
      if (forward.lengthSq() < 1e-8) forward.set(0, 1, 0);
      forward.normalize();
    }
    const right = new Vector3().crossVectors(forward, this.camera.up).normalize();
    return { forward, right };
  }

  private look(dx: number, dy: number): void {
    const forward = new Vector3();
    this.camera.getWorldDirection(forward);
    let yaw = Math.atan2(forward.y, forward.x) - dx * 0.005;
    let pitch = Math.asin(Math.max(-1, Math.min(1, forward.z))) - dy * 0.005;
    pitch =
      this.mode === 'helicopter'
        ? Math.max(-1.5, Math.min(0.3, pitch))
        : Math.max(-1.5, Math.min(1.5, pitch));
    yaw %= Math.PI * 2;
    const direction = new Vector3(
      Math.cos(pitch) * Math.cos(yaw),
      Math.cos(pitch) * Math.sin(yaw),
      Math.sin(pitch),
    );
    this.camera.lookAt(this.camera.position.clone().add(direction));
  }

  /** Two fingers dragged: up the screen is forward, across is sideways, a finger's width about a metre at walking scale. */
  private slide(dx: number, dy: number): void {
    const { forward, right } = this.axes(this.mode === 'helicopter');
    const metres = this.flySpeed / 100;
    this.camera.position.addScaledVector(forward, -dy * metres).addScaledVector(right, dx * metres);
  }

  private get orbiting(): boolean {
    return !this.navigationHeld && (this.mode === 'orbit' || (this.mode === 'train' && !this.train.playing));
  }

  private get steering(): boolean {
    return this.mode === 'fly' || this.mode === 'helicopter';
  }

  private readonly pointerDown = (event: PointerEvent) => {
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    // A second finger makes a gesture, never a click.
    if (this.pointers.size === 1) this.drag = { x: event.clientX, y: event.clientY, moved: false };
    else if (this.drag) this.drag.moved = true;
    this.canvas.focus();
  };

  private readonly pointerMove = (event: PointerEvent) => {
    const last = this.pointers.get(event.pointerId);
    if (!last || !this.drag) {
      // A pointer moving with no button pressed shows where a click would snap.
      if (!this.drag) this.previewSnap(event);
      return;
    }
    const dx = event.clientX - last.x;
    const dy = event.clientY - last.y;
    if (Math.abs(event.clientX - this.drag.x) + Math.abs(event.clientY - this.drag.y) > 3)
      this.drag.moved = true;
    if (this.steering && this.drag.moved && !this.navigationHeld) {
      if (this.pointers.size === 1) this.look(dx, dy);
      // Each finger moves the pair's middle by half its own move.
      else if (this.pointers.size === 2) this.slide(dx / 2, dy / 2);
    }
    last.x = event.clientX;
    last.y = event.clientY;
  };

  private readonly pointerUp = (event: PointerEvent) => {
    this.pointers.delete(event.pointerId);
    const click = this.drag && !this.drag.moved && this.pointers.size === 0;
    if (this.pointers.size === 0) this.drag = null;
    if (!click) return;
    const rect = this.canvas.getBoundingClientRect();
    const pixel = new Vector2(event.clientX - rect.left, event.clientY - rect.top);
    if (!this.onPick) {
      this.onSelect?.(pixel);
      return;
    }
    this.pickAt(pixel);
  };

  private readonly pointerCancel = (event: PointerEvent) => {
    this.pointers.delete(event.pointerId);
    if (this.pointers.size === 0) this.drag = null;
  };

  /** Measures at a canvas position; a viewer may find the point asynchronously (BIM models do). */
  private pickAt(pixel: Vector2): void {
    void this.snapAt(pixel).then((snapped) => {
      if (!this.onPick) return;
      if (!snapped) {
        this.onMiss?.();
        return;
      }
      this.onSnap?.(snapped.kind);
      this.onPick(snapped.point, snapped.normal);
    });
  }

  private async snapAt(pixel: Vector2) {
    const pick = this.options.pick;
    if (!pick) return null;
    const radius = this.snapping ? snapRadius : 0;
    const found = await pick(pixel, this.camera, radius);
    if (!found) {
      showSnapIndicator(this.snapRing, null, null);
      return null;
    }
    const hit = 'isVector3' in found ? { point: found } : found;
    const drawn = [...this.measured.values()].flatMap(({ vertices }) => {
      const position = vertices.geometry.getAttribute('position');
      return Array.from(
        { length: position.count },
        (_, i): Point3 => [position.getX(i), position.getY(i), position.getZ(i)],
      );
    });
    const size = { width: this.canvas.clientWidth, height: this.canvas.clientHeight };
    const snapped = snapPick(hit, [pixel.x, pixel.y], this.camera, size, drawn, radius);
    const at = new Vector3(...snapped.point).project(this.camera);
    showSnapIndicator(
      this.snapRing,
      [((at.x + 1) / 2) * size.width, ((1 - at.y) / 2) * size.height],
      snapped.kind,
    );
    // A snapped point is off the picked surface's plane no further than the snap; its normal still holds.
    return { ...snapped, normal: 'normal' in hit && hit.normal ? hit.normal.toArray() : null };
  }

  /** Shows where a click would snap while a tool is active, one pick at a time. */
  private previewSnap(event: PointerEvent): void {
    if (!this.onPick || !this.snapping || this.hovering) {
      if (!this.onPick) showSnapIndicator(this.snapRing, null, null);
      return;
    }
    this.hovering = true;
    const rect = this.canvas.getBoundingClientRect();
    void this.snapAt(new Vector2(event.clientX - rect.left, event.clientY - rect.top)).finally(() => {
      this.hovering = false;
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
    const key = event.key.toLowerCase();
    if (this.mode === 'train' && key === ' ') {
      event.preventDefault();
      if (!event.repeat && this.train.ride) {
        this.setTrainPlaying(!this.train.playing);
        this.onPlaying?.(this.train.playing);
      }
      return;
    }
    if (this.mode === 'helicopter' && ['q', 'e', 'pageup', 'pagedown'].includes(key)) {
      event.preventDefault();
      const height = this.height ?? this.camera.position.z - (this.ground?.z ?? this.bounds.min.z);
      this.height = stepHeight(height, key === 'e' || key === 'pageup' ? 1 : -1);
      this.onHeight?.(this.height);
      return;
    }
    if (this.steering) {
      this.keys.add(key);
      if (event.key.startsWith('Arrow')) event.preventDefault();
    }
  };

  private readonly keyUp = (event: KeyboardEvent) => {
    this.keys.delete(event.key.toLowerCase());
  };

  private readonly clearKeys = () => this.keys.clear();
}
