import type { CloudOctree, Measurement } from '@spatium/contracts';
import {
  type IClassification,
  type PointCloudOctree,
  PointColorType,
  Potree,
  PotreeRenderer,
} from 'potree-core';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Box3, Ray, Raycaster, Vector2, Vector3, Vector4 } from 'three';
import {
  type ClipRegion,
  type ClipState,
  clipRegion,
  keeps,
  type MeasureTool,
  type NavigationControls,
  type Point3,
  type SceneNotesControls,
  type VolumeMeter,
} from '../../viewer3d/index.ts';
import { boundsOf, useToolkitControls } from '../../viewer3d/scene/useToolkitControls.ts';
import { type CameraView, Viewer3D } from '../../viewer3d/scene/Viewer3D.ts';
import type { SnapKind } from '../../viewer3d/snap.ts';
import { regionVolume } from '../../viewer3d/volume.ts';
import { clipCloud, enablePlaneCuts } from './cloudClipping.ts';
import { enableColourModes } from './colourModes.ts';
import { loadedPointsWithin } from './loadedPoints.ts';
import { type CloudSettings, type ColourMode, lasClasses } from './settings.ts';

const colourTypes: Record<ColourMode, PointColorType> = {
  rgb: PointColorType.RGB,
  intensity: PointColorType.INTENSITY,
  classification: PointColorType.CLASSIFICATION,
  elevation: PointColorType.ELEVATION,
};

export interface CloudSceneProps extends NavigationControls {
  clouds: CloudOctree[];
  settings: CloudSettings;
  tool: MeasureTool;
  draft: Point3[];
  measurements: Measurement[];
  clip: ClipState;
  onClip: (clip: ClipState) => void;
  onPick: (point: Point3) => void;
  snap?: boolean;
  onSnap?: (kind: SnapKind | null) => void;
  volumeMeter?: RefObject<VolumeMeter | null>;
  notes?: SceneNotesControls;
  onStatus: (status: 'loading' | 'ready' | 'error') => void;
  /** The camera to open at (a shared link's, the URL's); fit to the clouds when null. */
  initialView?: CameraView | null;
  /** Filled with a function that reads the current camera, for sharing the view. */
  viewReader?: RefObject<(() => CameraView | null) | null>;
}

/** The point clouds over the shared 3D toolkit: potree-core streams each octree within the point budget. */
export default function CloudScene(props: CloudSceneProps) {
  const { i18n, t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer3D | null>(null);
  const potree = useRef(new Potree());
  const loaded = useRef(new Map<number, PointCloudOctree>());
  const edl = useRef(new PotreeRenderer({ edl: { enabled: props.settings.edl } }));
  const latest = useRef(props);
  latest.current = props;
  const viewApplied = useRef(false);
  const clipped = useRef<ClipRegion | null>(null);

  const bounds = () => {
    const box = new Box3();
    for (const cloud of props.clouds)
      if (cloud.bounds) {
        box.expandByPoint(new Vector3(...cloud.bounds.min));
        box.expandByPoint(new Vector3(...cloud.bounds.max));
      }
    return box;
  };

  // The scene lives as long as the component; clouds, settings and tools are applied to it below.
  useEffect(() => {
    const element = container.current!;
    const visible = () => [...loaded.current.values()].filter((pco) => pco.visible);
    const scene = new Viewer3D(element, {
      locale: i18n.language,
      render: (renderer, threeScene, camera) => {
        potree.current.updatePointClouds(visible(), camera, renderer);
        edl.current.render({ renderer, scene: threeScene, camera, pointClouds: visible() });
      },
      pick: (pixel, camera, radius) => {
        const v = viewer.current!;
        const ndc = new Vector2(
          (pixel.x / v.canvas.clientWidth) * 2 - 1,
          -(pixel.y / v.canvas.clientHeight) * 2 + 1,
        );
        const raycaster = new Raycaster();
        raycaster.setFromCamera(ndc, camera);
        const ray = new Ray(raycaster.ray.origin, raycaster.ray.direction);
        // potree-core answers the loaded point nearest the pixel within the window: snapping to a
        // point is a window as wide as the snapping distance; without it, nearly the pixel itself.
        // The helicopter's ground probe (radius 0) takes the widest window, so a gap between points
        // below it is not read as no ground.
        const pickWindowSize = radius > 0 ? radius * 2 + 1 : camera === v.camera ? 5 : 15;
        const hit = Potree.pick(visible(), v.renderer, camera, ray, { pickWindowSize });
        // potree-core picks clipped points too: one that is not shown is not there to measure.
        if (!hit?.position || (clipped.current && !keeps(clipped.current, hit.position.toArray())))
          return null;
        return { point: hit.position, vertices: radius > 0 ? [hit.position] : [] };
      },
    });
    const meter = latest.current.volumeMeter;
    if (meter)
      meter.current = (points, base) => {
        const xs = points.map((p) => p[0]);
        const ys = points.map((p) => p[1]);
        const samples = loadedPointsWithin(
          visible(),
          [Math.min(...xs), Math.min(...ys)],
          [Math.max(...xs), Math.max(...ys)],
        );
        const result = regionVolume(points, samples, { base });
        if (result.points === 0) return null;
        return { cut: result.cut, fill: result.fill, base: result.base, points: result.points, closed: null };
      };
    scene.onPick = null;
    viewer.current = scene;
    const reader = latest.current.viewReader;
    if (reader) reader.current = () => scene.getView();
    const clouds = loaded.current;
    return () => {
      for (const pco of clouds.values()) pco.dispose();
      clouds.clear();
      edl.current.dispose();
      scene.dispose();
      viewer.current = null;
    };
  }, [i18n.language]);

  // Load each octree once; keep it while the cloud is listed.
  const urls = props.clouds.map((c) => `${c.id}:${c.url ?? ''}`).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when the clouds or their URLs change
  useEffect(() => {
    const scene = viewer.current;
    if (!scene) return;
    let cancelled = false;
    const wanted = latest.current.clouds.filter((c) => c.url);
    latest.current.onStatus('loading');
    Promise.all(
      wanted.map(async (cloud) => {
        if (loaded.current.has(cloud.id)) return;
        const base = cloud.url!.slice(0, -'metadata.json'.length);
        const pco = await potree.current.loadPointCloud('metadata.json', base);
        if (cancelled) {
          pco.dispose();
          return;
        }
        enableColourModes(pco.material);
        enablePlaneCuts(pco.material);
        loaded.current.set(cloud.id, pco);
        scene.scene.add(pco);
      }),
    )
      .then(() => {
        if (cancelled) return;
        const box = bounds();
        const initial = latest.current.initialView;
        // The saved camera applies once; later reloads of the octrees (renewed URLs) keep the view.
        if (initial && !viewApplied.current) scene.setView(initial, box);
        else if (!box.isEmpty() && !viewApplied.current) scene.fitToView(box);
        viewApplied.current = true;
        latest.current.onStatus('ready');
      })
      .catch(() => !cancelled && latest.current.onStatus('error'));
    return () => {
      cancelled = true;
    };
  }, [urls]);

  // Budget, size, EDL, colour, classes and visibility.
  useEffect(() => {
    const { settings } = props;
    potree.current.pointBudget = settings.pointBudget;
    edl.current.setEDL({ enabled: settings.edl });
    for (const cloud of props.clouds) {
      const pco = loaded.current.get(cloud.id);
      if (!pco) continue;
      const own = settings.clouds[cloud.id] ?? { visible: true, colour: 'rgb' };
      pco.visible = own.visible;
      const material = pco.material;
      material.size = settings.pointSize;
      material.pointColorType = colourTypes[own.colour];
      material.intensityRange = [0, 65535];
      if (cloud.bounds) material.elevationRange = [cloud.bounds.min[2], cloud.bounds.max[2]];
      const classification: IClassification = { DEFAULT: new Vector4(0.3, 0.6, 0.6, 1) };
      for (const { code, rgb } of lasClasses)
        classification[code] = new Vector4(...rgb, settings.hiddenClasses.includes(code) ? 0 : 1);
      material.classification = classification;
    }
  });

  // The clip box and planes, within the clouds' bounds.
  useEffect(() => {
    const box = boundsOf(bounds());
    const region = box ? clipRegion(props.clip, box) : null;
    clipped.current = region;
    for (const pco of loaded.current.values()) clipCloud(pco.material, region);
  });

  useToolkitControls(viewer, props, bounds);

  return (
    <div
      ref={container}
      role="application"
      aria-label={t('clouds.viewer.canvas')}
      style={{ width: '100%', height: 'min(70vh, 720px)', borderRadius: 8, overflow: 'hidden' }}
    />
  );
}
