import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/markers-plugin/index.css';
import { Viewer } from '@photo-sphere-viewer/core';
import { EquirectangularTilesAdapter } from '@photo-sphere-viewer/equirectangular-tiles-adapter';
import { MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
import type { AnnotationCategory, PanoramaTiles } from '@spatium/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { describePlaced, placedItems, showEverything } from '../viewer/annotationFilters.ts';
import { placedMarkers } from '../viewer/annotationMarkers.ts';
import { escapeHtml, hotspotMarkers } from '../viewer/nodes.ts';
import { tilesToPanorama } from '../viewer/tiles.ts';
import type { Angle, SceneData } from './scenes.ts';

export interface CameraView {
  yaw: number;
  pitch: number;
  zoom: number;
}

export interface SceneEditorViewerProps {
  scene: SceneData;
  tiles: z.infer<typeof PanoramaTiles>;
  sceneTitles: Record<string, string>;
  /** The tour's annotation categories: the colours of annotation markers. */
  categories: AnnotationCategory[];
  selected: string | null;
  /** A click in the panorama (not on a marker): where to put a link or hotspot. */
  onPick: (at: Angle) => void;
  /** A click on a link, hotspot, point of interest or annotation marker. */
  onSelect: (itemId: string) => void;
  /** Hands over a way to read the current camera (for "set start view"). */
  onCamera: (read: () => CameraView) => void;
}

function linkElement(title: string, selected: boolean): HTMLElement {
  const element = document.createElement('div');
  element.textContent = `➜ ${title}`;
  Object.assign(element.style, {
    padding: '4px 8px',
    borderRadius: '12px',
    background: selected ? '#fab005' : 'rgba(34,139,230,0.9)',
    color: 'white',
    font: '13px system-ui, sans-serif',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
  });
  return element;
}

/** One scene's panorama for the builder: shows its links and hotspots and reports clicks. */
export default function SceneEditorViewer(props: SceneEditorViewerProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const markersRef = useRef<MarkersPlugin | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const { scene, tiles, sceneTitles, categories, selected } = props;

  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt per scene and panorama only
  useEffect(() => {
    if (!container.current) return;
    const viewer = new Viewer({
      container: container.current,
      adapter: EquirectangularTilesAdapter,
      panorama: tilesToPanorama(tiles),
      defaultYaw: scene.start_view.yaw,
      defaultPitch: scene.start_view.pitch,
      defaultZoomLvl: scene.start_view.zoom,
      keyboard: 'fullscreen',
      navbar: ['zoom', 'move', 'caption', 'fullscreen'],
      caption: escapeHtml(scene.title),
      lang: { loadError: t('tours.viewer.loadError') },
      plugins: [MarkersPlugin],
    });
    const markers = viewer.getPlugin<MarkersPlugin>(MarkersPlugin);
    markersRef.current = markers;
    viewer.addEventListener('click', ({ data }) => {
      if (data.marker || data.rightclick) return;
      latest.current.onPick({ yaw: data.yaw, pitch: data.pitch });
    });
    markers.addEventListener('select-marker', ({ marker }) => {
      const data = marker.data as { item?: string; placed?: string } | undefined;
      const id = data?.item ?? data?.placed;
      if (id) latest.current.onSelect(id);
    });
    latest.current.onCamera(() => {
      const position = viewer.getPosition();
      return { yaw: position.yaw, pitch: position.pitch, zoom: viewer.getZoomLevel() };
    });
    viewer.addEventListener('ready', () => drawMarkers(), { once: true });
    return () => {
      markersRef.current = null;
      viewer.destroy();
    };
  }, [scene.id, tiles.base_url]);

  const drawMarkers = () => {
    const markers = markersRef.current;
    if (!markers) return;
    const { scene: current, sceneTitles: titles, categories: kinds, selected: chosen } = latest.current;
    markers.setMarkers([
      ...current.links.map((link) => ({
        id: `link-${link.id}`,
        element: linkElement(link.title || titles[link.to] || link.to, chosen === link.id),
        position: { yaw: link.yaw, pitch: link.pitch },
        anchor: 'center center',
        data: { item: link.id },
      })),
      ...hotspotMarkers(current.hotspots, chosen).map((marker) => ({
        ...marker,
        data: { item: (marker.data as { hotspot: string }).hotspot },
      })),
      ...placedMarkers(placedItems(current, kinds), showEverything, {
        describe: (placed) => describePlaced(placed, t),
        onActivate: (placed) => latest.current.onSelect(placed.item.id),
        selected: chosen,
      }),
    ]);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw when what the markers show changes
  useEffect(
    () => drawMarkers(),
    [
      scene.links,
      scene.hotspots,
      scene.points_of_interest,
      scene.annotations,
      categories,
      sceneTitles,
      selected,
    ],
  );

  return (
    <div
      ref={container}
      style={{ width: '100%', height: '55vh', borderRadius: 8, overflow: 'hidden' }}
      role="application"
      aria-label={t('tours.builder.panoramaLabel', { title: scene.title })}
    />
  );
}
