import '@photo-sphere-viewer/core/index.css';
import { Box } from '@mantine/core';
import { AutorotatePlugin } from '@photo-sphere-viewer/autorotate-plugin';
import { Viewer } from '@photo-sphere-viewer/core';
import { EquirectangularTilesAdapter } from '@photo-sphere-viewer/equirectangular-tiles-adapter';
import { GyroscopePlugin } from '@photo-sphere-viewer/gyroscope-plugin';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanoramaData } from '../api/tours.ts';
import { tilesToPanorama } from './tiles.ts';
import { navigationLang } from './viewerLang.ts';

export interface PanoramaViewerProps {
  panorama: PanoramaData & { tiles: NonNullable<PanoramaData['tiles']> };
  height?: string;
}

/** One tiled panorama in Photo Sphere Viewer, with the same tile setup as the tour viewer. */
export default function PanoramaViewer({ panorama, height = '70vh' }: PanoramaViewerProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  // Tiles are fetched with the grant of the latest payload, however long the viewer has been open.
  const latestBase = useRef(panorama.tiles.base_url);
  latestBase.current = panorama.tiles.base_url;

  // biome-ignore lint/correctness/useExhaustiveDependencies: built once per panorama; new grants reach tiles through latestBase
  useEffect(() => {
    if (!container.current) return;
    const viewer = new Viewer({
      container: container.current,
      adapter: EquirectangularTilesAdapter,
      panorama: tilesToPanorama(panorama.tiles, () => latestBase.current),
      keyboard: 'always',
      touchmoveTwoFingers: false,
      mousewheelCtrlKey: false,
      navbar: ['autorotate', 'zoom', 'move', 'gyroscope', 'fullscreen'],
      lang: { ...navigationLang(t), loadError: t('tours.viewer.loadError') },
      plugins: [
        // No automatic start: autorotation is the navbar toggle (PSV documents null for "never").
        AutorotatePlugin.withConfig({ autostartDelay: null as unknown as number, autostartOnIdle: false }),
        GyroscopePlugin,
      ],
    });
    return () => viewer.destroy();
  }, [panorama.id]);

  return (
    <Box pos="relative" h={height} style={{ borderRadius: 8, overflow: 'hidden' }}>
      <div
        ref={container}
        style={{ position: 'absolute', inset: 0 }}
        role="application"
        aria-label={t('tours.viewer.label', { title: panorama.title })}
      />
    </Box>
  );
}
