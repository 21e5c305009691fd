import './markers.css';
import type { Basemap } from '@spatium/contracts';
import { LngLatBounds, type Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { createMap } from './mapSetup.ts';
import { markerButton } from './markers.ts';

/** A point another feature shows on a map: a labelled, coloured marker that is a button. */
export interface MapMarkerPoint {
  key: string;
  lon: number;
  lat: number;
  /** What the marker shows. */
  text: string;
  /** Its accessible name, which may say more than the text (a state, a count). */
  label: string;
  color: string;
}

export interface MarkerMapCanvasProps {
  basemap: Basemap;
  points: MapMarkerPoint[];
  /** The accessible name of the map. */
  label: string;
  onSelect: (key: string) => void;
  /** Where the page asks the map to look; changes move the map. */
  focus: { lon: number; lat: number; key: number } | null;
  height?: number;
}

const NORWAY: [number, number] = [10.75, 63.4];

/**
 * A map of a few points (a water network, say): markers are HTML buttons, so they are reachable by
 * keyboard, and the map fits them all when it first loads. No clustering: it is for tens of points.
 */
export default function MarkerMapCanvas(props: MarkerMapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const latest = useRef(props);
  latest.current = props;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; later props reach it below
  useEffect(() => {
    const map = createMap({ container: container.current!, basemap: props.basemap, center: NORWAY, zoom: 4 });
    mapRef.current = map;
    map.getCanvas().setAttribute('aria-label', props.label);
    map.on('load', () => fitTo(map, latest.current.points));
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const markers = props.points.map((point) =>
      new Marker({
        element: markerButton({
          label: point.label,
          text: point.text,
          color: point.color,
          onClick: () => latest.current.onSelect(point.key),
        }),
      })
        .setLngLat([point.lon, point.lat])
        .addTo(map),
    );
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [props.points]);

  useEffect(() => {
    if (props.focus) mapRef.current?.easeTo({ center: [props.focus.lon, props.focus.lat], zoom: 14 });
  }, [props.focus]);

  return (
    <div style={{ position: 'relative', height: props.height ?? 360 }}>
      <div ref={container} style={{ position: 'absolute', inset: 0 }} data-testid="marker-map" />
    </div>
  );
}

function fitTo(map: MapLibreMap, points: MapMarkerPoint[]) {
  if (points.length === 0) return;
  const bounds = new LngLatBounds();
  for (const p of points) bounds.extend([p.lon, p.lat]);
  map.fitBounds(bounds, { padding: 60, maxZoom: 15, duration: 0 });
}
