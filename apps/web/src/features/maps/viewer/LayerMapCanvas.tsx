import './markers.css';
import type { Basemap, GeojsonData, GeojsonFeature, GeojsonStyle } from '@spatium/contracts';
import type { Feature, FeatureCollection } from 'geojson';
import { type GeoJSONSource, type Map as MapLibreMap, type MapMouseEvent, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import type { MapStyleChoice } from './basemapStyle.ts';
import { layerSpecs } from './layerStyle.ts';
import { createMap } from './mapSetup.ts';

export interface MapLayer {
  id: number;
  title: string;
  style: GeojsonStyle;
  visible: boolean;
  data: GeojsonData | undefined;
}

export interface LayerMapCanvasProps {
  basemap: Basemap;
  styleChoice: MapStyleChoice | undefined;
  center: [number, number];
  zoom: number;
  label: string;
  layers: MapLayer[];
  level: string | null;
  /** The shape being drawn or the path being measured, drawn on top. */
  sketch: { vertices: [number, number][]; closed: boolean };
  onMapClick: (at: [number, number]) => void;
  /** A click on a feature of this layer answers its index (to select it for removal). */
  pickLayer: number | null;
  onPick: (index: number) => void;
}

// Labels are HTML (no glyphs are fetched, see DECISIONS.md); past this many a layer shows none.
const MAX_LABELS = 300;

const sourceOf = (layerId: number) => `layer-${layerId}`;

function anchorOf(feature: GeojsonFeature): [number, number] | null {
  const g = feature.geometry;
  if (!g) return null;
  switch (g.type) {
    case 'Point':
      return [g.coordinates[0]!, g.coordinates[1]!];
    case 'LineString':
    case 'MultiPoint': {
      const middle = g.coordinates[Math.floor(g.coordinates.length / 2)]!;
      return [middle[0]!, middle[1]!];
    }
    case 'Polygon': {
      const ring = g.coordinates[0]!;
      const lon = ring.reduce((sum, p) => sum + p[0]!, 0) / ring.length;
      const lat = ring.reduce((sum, p) => sum + p[1]!, 0) / ring.length;
      return [lon, lat];
    }
    default:
      return null;
  }
}

function sketchCollection(sketch: LayerMapCanvasProps['sketch']): FeatureCollection {
  const { vertices, closed } = sketch;
  const features: Feature[] = vertices.map((coordinates) => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'Point', coordinates },
  }));
  if (vertices.length >= 2)
    features.push({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: closed && vertices.length >= 3 ? [...vertices, vertices[0]!] : vertices,
      },
    });
  return { type: 'FeatureCollection', features };
}

/** A map with its GeoJSON layers, each styled by its properties, the chosen level, labels and a sketch. */
export default function LayerMapCanvas(props: LayerMapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const latest = useRef(props);
  latest.current = props;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new style (or basemap) is a new map; the rest reaches it below
  useEffect(() => {
    const created = createMap({
      container: container.current!,
      basemap: props.basemap,
      center: props.center,
      zoom: props.zoom,
      style: props.styleChoice,
    });
    created.getCanvas().setAttribute('aria-label', props.label);
    created.on('load', () => {
      created.addSource('sketch', { type: 'geojson', data: sketchCollection(latest.current.sketch) });
      created.addLayer({
        id: 'sketch-line',
        type: 'line',
        source: 'sketch',
        paint: { 'line-color': '#ffd43b', 'line-width': 2, 'line-dasharray': [2, 1] },
      });
      created.addLayer({
        id: 'sketch-point',
        type: 'circle',
        source: 'sketch',
        filter: ['==', ['geometry-type'], 'Point'],
        paint: { 'circle-color': '#ffd43b', 'circle-radius': 5 },
      });
      setMap(created);
    });
    created.on('click', (event: MapMouseEvent) => {
      const pick = latest.current.pickLayer;
      if (pick !== null) {
        const ids = ['fill', 'line', 'point'].map((part) => `${sourceOf(pick)}-${part}`);
        const [hit] = created.queryRenderedFeatures(event.point, {
          layers: ids.filter((id) => created.getLayer(id)),
        });
        if (hit && typeof hit.id === 'number') {
          latest.current.onPick(hit.id);
          return;
        }
      }
      latest.current.onMapClick([event.lngLat.lng, event.lngLat.lat]);
    });
    return () => {
      setMap(null);
      created.remove();
    };
  }, [props.basemap, props.styleChoice]);

  // The layers: sources follow the data, MapLibre layers the style, visibility and level.
  useEffect(() => {
    if (!map) return;
    for (const layer of props.layers) {
      const id = sourceOf(layer.id);
      const data = (layer.data ?? { type: 'FeatureCollection', features: [] }) as FeatureCollection;
      const source = map.getSource<GeoJSONSource>(id);
      // generateId: a feature's id is its index, which picking answers.
      if (source) source.setData(data);
      else map.addSource(id, { type: 'geojson', data, generateId: true });
      for (const spec of layerSpecs(id, layer.style, props.level)) {
        if (map.getLayer(spec.id)) map.removeLayer(spec.id);
        map.addLayer({ ...spec, layout: { visibility: layer.visible ? 'visible' : 'none' } }, 'sketch-line');
      }
    }
    const wanted = new Set(props.layers.map((l) => sourceOf(l.id)));
    for (const style of map.getStyle().layers) {
      const source = 'source' in style ? style.source : undefined;
      if (source?.startsWith('layer-') && !wanted.has(source)) map.removeLayer(style.id);
    }
    for (const source of Object.keys(map.getStyle().sources))
      if (source.startsWith('layer-') && !wanted.has(source)) map.removeSource(source);
  }, [map, props.layers, props.level]);

  // Labels of the visible layers that have a label property.
  useEffect(() => {
    if (!map) return;
    const labels: Marker[] = [];
    for (const layer of props.layers) {
      const by = layer.style.label_by;
      if (!layer.visible || !by || !layer.data || layer.data.features.length > MAX_LABELS) continue;
      for (const feature of layer.data.features) {
        const value = feature.properties?.[by];
        const level = feature.properties?.level;
        if (value === undefined || value === null) continue;
        if (props.level !== null && level !== undefined && String(level) !== props.level) continue;
        const at = anchorOf(feature);
        if (!at) continue;
        const element = document.createElement('div');
        element.className = 'spatium-map-label';
        element.textContent = String(value);
        labels.push(new Marker({ element, offset: [0, -14] }).setLngLat(at).addTo(map));
      }
    }
    return () => {
      for (const label of labels) label.remove();
    };
  }, [map, props.layers, props.level]);

  useEffect(() => {
    map?.getSource<GeoJSONSource>('sketch')?.setData(sketchCollection(props.sketch));
  }, [map, props.sketch]);

  useEffect(() => {
    if (map) map.getCanvas().style.cursor = props.pickLayer !== null ? 'pointer' : 'crosshair';
  }, [map, props.pickLayer]);

  return <div ref={container} style={{ position: 'absolute', inset: 0 }} data-testid="layer-map" />;
}
