import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/markers-plugin/index.css';
import '@photo-sphere-viewer/virtual-tour-plugin/index.css';
import { Box, Button, Center, Group, Paper, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { AutorotatePlugin } from '@photo-sphere-viewer/autorotate-plugin';
import { Viewer } from '@photo-sphere-viewer/core';
import { EquirectangularTilesAdapter } from '@photo-sphere-viewer/equirectangular-tiles-adapter';
import { GyroscopePlugin } from '@photo-sphere-viewer/gyroscope-plugin';
import { MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
import { VirtualTourPlugin } from '@photo-sphere-viewer/virtual-tour-plugin';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { RaiseIssueButton } from '../../issues/index.ts';
import type { QuizAnswer, TourData, ViewerSceneData } from '../api/tours.ts';
import { AnnotationsOverlay } from '../components/AnnotationsOverlay.tsx';
import { HotspotModal } from '../components/HotspotModal.tsx';
import { PlanOverlay, type SubscribeLook } from '../components/PlanOverlay.tsx';
import { QuizPanel } from '../components/QuizPanel.tsx';
import { SceneLinks } from '../components/SceneLinks.tsx';
import { SnapshotButton } from '../components/SnapshotButton.tsx';
import { shareUrl, type ViewLink } from './deepLink.ts';
import { hotspotMarkers, linkArrowElement, type ShownHotspot, sceneLinkLabel, sceneToNode } from './nodes.ts';
import { useAnnotationLayer } from './useAnnotationLayer.ts';
import { navigationLang } from './viewerLang.ts';
import { wayBackFrom } from './wayBack.ts';

export interface TourViewerProps {
  tour: TourData;
  /** Answers a locked scene's quiz; resolves with the unlocked scene (the caller updates its cache). */
  onAnswer: (answer: QuizAnswer) => Promise<ViewerSceneData>;
  /** The view from the URL, applied once when the viewer opens. */
  initialView: ViewLink | null;
  /** Called (debounced) as the user looks around, to keep the URL in step. */
  onViewChange: (view: ViewLink) => void;
  height?: string;
  /** Offer "Snapshot" (signed-in viewers only: a snapshot goes into the user's own files). */
  canSnapshot?: boolean;
  /** Offer "Raise issue" at the current view (signed-in viewers where issues are available). */
  canRaiseIssue?: boolean;
}

const viewDebounceMs = 400;

/** The URL's scene when the tour has it, else the tour's first scene, else its first listed. */
export function pickStartScene(tour: TourData, view: ViewLink | null): string | null {
  const has = (id: string | null | undefined) => Boolean(id && tour.scenes.some((s) => s.id === id));
  if (has(view?.scene)) return view?.scene ?? null;
  if (has(tour.first_scene)) return tour.first_scene;
  return tour.scenes[0]?.id ?? null;
}

/** The 360° tour viewer (Photo Sphere Viewer): its own lazy chunk with three.js. */
export default function TourViewer({
  tour,
  onAnswer,
  initialView,
  onViewChange,
  // dvh: the height a phone shows between its browser bars, not the largest it could.
  height = '70dvh',
  canSnapshot = false,
  canRaiseIssue = false,
}: TourViewerProps) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: 1500 });
  const container = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<Viewer | null>(null);
  const tourPluginRef = useRef<VirtualTourPlugin | null>(null);
  const latest = useRef({ onViewChange, tour, initialView });
  latest.current = { onViewChange, tour, initialView };
  const applied = useRef(new Map<string, boolean>());
  // Tiles are fetched with the grant of the latest payload, however long ago the scene was built.
  const latestBaseUrl = useCallback(
    (sceneId: string) => latest.current.tour.scenes.find((s) => s.id === sceneId)?.tiles?.base_url,
    [],
  );

  // Chosen once (the parent keys this component by tour): later URL changes come from the viewer itself.
  const [startScene] = useState(() => pickStartScene(tour, initialView));
  const [current, setCurrent] = useState<string | null>(startScene);
  // The scene before this one, so a visitor stopped by a quiz can go back without answering.
  const [previous, setPrevious] = useState<string | null>(null);
  const currentRef = useRef(startScene);
  const [hotspot, setHotspot] = useState<ShownHotspot | null>(null);
  // The viewer's own element: overlays drawn in it stay visible in PSV's fullscreen.
  const [overlayHost, setOverlayHost] = useState<HTMLElement | null>(null);
  const scene = tour.scenes.find((s) => s.id === current) ?? null;
  const annotations = useAnnotationLayer(tour, current, viewerRef);
  // An info hotspot of the current scene, opened by a click (PSV's select-marker) or from the keyboard.
  const openHotspot = useCallback((id: string | undefined) => {
    const nodeId = tourPluginRef.current?.getCurrentNode()?.id;
    const found = latest.current.tour.scenes.find((s) => s.id === nodeId)?.hotspots.find((h) => h.id === id);
    if (found) setHotspot(found);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the viewer is built once per tour; scene changes go through updateNode below
  useEffect(() => {
    if (!container.current || !startScene) return;
    const ids = new Set(tour.scenes.map((s) => s.id));
    const nodes = tour.scenes.map((s) => {
      applied.current.set(s.id, !s.locked && s.tiles !== null);
      const node = sceneToNode(s, ids, latestBaseUrl);
      return {
        ...node,
        markers: [...hotspotMarkers(node.data.hotspots, null, openHotspot), ...annotations.markersOf(s)],
      };
    });
    const first = initialView?.scene === startScene ? initialView : null;
    const start = tour.scenes.find((s) => s.id === startScene)?.start_view;
    const viewer = new Viewer({
      container: container.current,
      adapter: EquirectangularTilesAdapter,
      defaultYaw: first?.yaw ?? start?.yaw ?? 0,
      defaultPitch: first?.pitch ?? start?.pitch ?? 0,
      defaultZoomLvl: first?.zoom ?? start?.zoom ?? 50,
      keyboard: 'always',
      touchmoveTwoFingers: false,
      mousewheelCtrlKey: false,
      // Zoom as two buttons, without PSV's range slider, which takes only a pointer (and room on a phone).
      navbar: ['autorotate', 'zoomOut', 'zoomIn', 'move', 'gyroscope', 'caption', 'fullscreen'],
      lang: {
        ...navigationLang(t),
        loadError: t('tours.viewer.loadError'),
      },
      plugins: [
        MarkersPlugin,
        AutorotatePlugin.withConfig({
          // No automatic start: autorotation is the navbar toggle. PSV documents null for "never",
          // its type says number.
          autostartDelay: null as unknown as number,
          autostartOnIdle: false,
        }),
        // The gyroscope button hides itself on devices without orientation sensors.
        GyroscopePlugin,
        VirtualTourPlugin.withConfig({
          dataMode: 'client',
          positionMode: 'manual',
          renderMode: '3d',
          nodes,
          startNodeId: startScene,
          preload: true,
          transitionOptions: { showLoader: true, speed: '20rpm', effect: 'fade', rotation: true },
          arrowStyle: {
            size: { width: 80, height: 80 },
            element: (link) => {
              const label = sceneLinkLabel(
                (link.data as { title?: string } | undefined)?.title ?? '',
                latest.current.tour.scenes.find((s) => s.id === link.nodeId)?.title ?? '',
                (title) => t('tours.plan.goTo', { title }),
              );
              return linkArrowElement(label, () => {
                void tourPluginRef.current?.setCurrentNode(link.nodeId);
              });
            },
          },
        }),
      ],
    });
    viewerRef.current = viewer;
    setOverlayHost(container.current);
    const tourPlugin = viewer.getPlugin<VirtualTourPlugin>(VirtualTourPlugin);
    const markers = viewer.getPlugin<MarkersPlugin>(MarkersPlugin);
    tourPluginRef.current = tourPlugin;

    // The first scene opens at the URL's view (or its start view) through the defaults above;
    // every scene reached later opens at its own start view.
    let firstChange = true;
    tourPlugin.addEventListener('node-changed', ({ node }) => {
      if (currentRef.current && currentRef.current !== node.id) setPrevious(currentRef.current);
      currentRef.current = node.id;
      setCurrent(node.id);
      const next = latest.current.tour.scenes.find((s) => s.id === node.id)?.start_view;
      if (next && !firstChange) {
        viewer.rotate({ yaw: next.yaw, pitch: next.pitch });
        viewer.zoom(next.zoom);
      }
      firstChange = false;
    });
    markers.addEventListener('select-marker', ({ marker }) => {
      if (annotations.select(marker.data)) return;
      openHotspot((marker.data as { hotspot?: string } | undefined)?.hotspot);
    });

    let timer: ReturnType<typeof setTimeout> | undefined;
    const report = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const nodeId = tourPlugin.getCurrentNode()?.id;
        if (!nodeId) return;
        const position = viewer.getPosition();
        latest.current.onViewChange({
          scene: nodeId,
          yaw: position.yaw,
          pitch: position.pitch,
          zoom: viewer.getZoomLevel(),
        });
      }, viewDebounceMs);
    };
    viewer.addEventListener('position-updated', report);
    viewer.addEventListener('zoom-updated', report);
    tourPlugin.addEventListener('node-changed', report);

    return () => {
      clearTimeout(timer);
      tourPluginRef.current = null;
      viewerRef.current = null;
      setOverlayHost(null);
      applied.current.clear();
      viewer.destroy();
    };
  }, [tour.id, startScene]);

  // A scene unlocked by its quiz (or tiled since) gets its panorama, links and hotspots.
  useEffect(() => {
    const plugin = tourPluginRef.current;
    if (!plugin) return;
    const ids = new Set(tour.scenes.map((s) => s.id));
    for (const s of tour.scenes) {
      const open = !s.locked && s.tiles !== null;
      if (applied.current.get(s.id) === open) continue;
      applied.current.set(s.id, open);
      const node = sceneToNode(s, ids, latestBaseUrl);
      plugin.updateNode({
        ...node,
        markers: [...hotspotMarkers(node.data.hotspots, null, openHotspot), ...annotations.markersOf(s)],
      });
    }
  }, [tour.scenes, annotations.markersOf, latestBaseUrl, openHotspot]);

  // The mini-map's cone follows the view; one update per frame at most.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new host means a new viewer to listen to
  const subscribeLook = useCallback<SubscribeLook>(
    (listener) => {
      const viewer = viewerRef.current;
      if (!viewer) return () => {};
      let frame = 0;
      const emit = () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() =>
          listener({ yaw: viewer.getPosition().yaw, hFov: viewer.state.hFov }),
        );
      };
      emit();
      viewer.addEventListener('position-updated', emit);
      viewer.addEventListener('zoom-updated', emit);
      return () => {
        cancelAnimationFrame(frame);
        viewer.removeEventListener('position-updated', emit);
        viewer.removeEventListener('zoom-updated', emit);
      };
    },
    [overlayHost],
  );

  if (!startScene) {
    return (
      <Paper withBorder p="xl">
        <Text c="dimmed" role="status">
          {t('tours.viewer.noScenes')}
        </Text>
      </Paper>
    );
  }

  const share = () => {
    const viewer = viewerRef.current;
    if (!viewer || !current) return;
    const position = viewer.getPosition();
    clipboard.copy(
      shareUrl(window.location.href, {
        scene: current,
        yaw: position.yaw,
        pitch: position.pitch,
        zoom: viewer.getZoomLevel(),
      }),
    );
    notifications.show({ message: t('tours.viewer.linkCopied') });
  };

  const locked = scene?.locked ?? false;
  const tiling = scene !== null && !scene.locked && scene.tiles === null;
  const wayBack = locked ? wayBackFrom(tour, current, previous) : null;

  return (
    <Box>
      <Group justify="space-between" mb="xs">
        <Text fw={500} aria-live="polite" dir="auto">
          {scene?.title}
        </Text>
        <Group gap="xs">
          {canSnapshot && (
            <SnapshotButton
              viewerRef={viewerRef}
              tourId={tour.id}
              sceneId={current}
              disabled={locked || tiling}
            />
          )}
          {canRaiseIssue && (
            <RaiseIssueButton
              content={{ kind: 'tours', id: tour.id }}
              title={tour.title}
              readViewpoint={() => {
                const viewer = viewerRef.current;
                if (!viewer || !current) return null;
                const { yaw, pitch } = viewer.getPosition();
                return { scene: current, yaw, pitch, zoom: viewer.getZoomLevel() };
              }}
            />
          )}
          <Button size="xs" variant="light" onClick={share} disabled={locked}>
            {clipboard.copied ? t('tours.viewer.linkCopied') : t('tours.viewer.share')}
          </Button>
        </Group>
      </Group>
      <Box pos="relative" h={height} style={{ borderRadius: 8, overflow: 'hidden' }}>
        <div
          ref={container}
          style={{ position: 'absolute', inset: 0 }}
          role="application"
          aria-label={t('tours.viewer.label', { title: tour.title })}
        />
        {(locked || tiling) && scene && (
          <Center
            pos="absolute"
            inset={0}
            p="md"
            style={{ zIndex: 200, background: 'var(--mantine-color-body)', overflow: 'auto' }}
          >
            {locked ? (
              <QuizPanel
                // A new question starts with no choice made.
                key={`${scene.id}:${scene.quiz?.number ?? 0}`}
                scene={scene}
                onAnswer={(answer, question) => onAnswer({ scene: scene.id, question, answer })}
                wayBack={
                  wayBack && {
                    label: wayBack.isPrevious
                      ? t('tours.quiz.back', { title: wayBack.title })
                      : t('tours.plan.goTo', { title: wayBack.title }),
                    onGo: () => void tourPluginRef.current?.setCurrentNode(wayBack.sceneId),
                  }
                }
              />
            ) : (
              <Text role="status">{t('tours.viewer.tiling')}</Text>
            )}
          </Center>
        )}
        <AnnotationsOverlay
          tour={tour}
          sceneTitle={scene?.title ?? ''}
          layer={annotations}
          containerRef={container}
        />
        {tour.plan &&
          overlayHost &&
          createPortal(
            <PlanOverlay
              plan={tour.plan}
              scenes={tour.scenes}
              current={current}
              subscribeLook={subscribeLook}
              onSelect={(id) => void tourPluginRef.current?.setCurrentNode(id)}
            />,
            overlayHost,
          )}
      </Box>
      {scene && (
        <SceneLinks
          scene={scene}
          sceneTitles={new Map(tour.scenes.map((s) => [s.id, s.title]))}
          onGo={(id) => void tourPluginRef.current?.setCurrentNode(id)}
        />
      )}
      <HotspotModal hotspot={hotspot} onClose={() => setHotspot(null)} />
    </Box>
  );
}
