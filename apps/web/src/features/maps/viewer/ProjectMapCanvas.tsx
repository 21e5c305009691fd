import './markers.css';
import type { Basemap, ProjectMapIssue, ProjectMapItem, ProjectMapPlace } from '@spatium/contracts';
import type { FeatureCollection, Geometry, Point } from 'geojson';
import { type GeoJSONSource, LngLatBounds, type Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { createMap } from './mapSetup.ts';
import { kindColors, markerButton } from './markers.ts';

export interface ProjectMapCanvasProps {
  basemap: Basemap;
  items: ProjectMapItem[];
  places: ProjectMapPlace[];
  issues: ProjectMapIssue[];
  /** The accessible name of the map and of its markers. */
  labels: {
    map: string;
    item: (item: ProjectMapItem) => string;
    cluster: (count: number) => string;
    place: (place: ProjectMapPlace) => string;
  };
  onOpen: (item: ProjectMapItem) => void;
  /** While placing an item: where the map was clicked. */
  onMapClick?: ((at: [number, number]) => void) | undefined;
  /** Where the page asks the map to look (a search result); changes move the map. */
  focus: { lon: number; lat: number; key: number } | null;
}

const NORWAY: [number, number] = [10.75, 63.4];

function itemKey(item: Pick<ProjectMapItem, 'kind' | 'id'>): string {
  return `${item.kind}:${item.id}`;
}

function itemsCollection(items: ProjectMapItem[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: items.map((item) => ({
      type: 'Feature',
      properties: { key: itemKey(item) },
      geometry: { type: 'Point', coordinates: [item.lon, item.lat] },
    })),
  };
}

function issuesCollection(issues: ProjectMapIssue[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: issues.map((issue) => ({
      type: 'Feature',
      properties: { id: issue.id, title: issue.title, color: issue.color, width: issue.line_width },
      geometry: issue.geometry as Geometry,
    })),
  };
}

/**
 * The project map: content and sub-projects as clustered markers (MapLibre clusters the source; the
 * markers drawn are HTML buttons, so they are reachable by keyboard), places, and issues drawn in
 * their own line width and colour.
 */
export default function ProjectMapCanvas(props: ProjectMapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const markers = useRef(new Map<string, Marker>());

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; later props reach it below
  useEffect(() => {
    const map = createMap({ container: container.current!, basemap: props.basemap, center: NORWAY, zoom: 4 });
    mapRef.current = map;
    const shown = markers.current;
    map.getCanvas().setAttribute('aria-label', props.labels.map);

    const syncMarkers = () => {
      const source = map.getSource<GeoJSONSource>('items');
      if (!source) return;
      const byKey = new Map(latest.current.items.map((item) => [itemKey(item), item]));
      const wanted = new Map<string, () => Marker>();
      for (const feature of map.querySourceFeatures('items')) {
        const [lon, lat] = (feature.geometry as Point).coordinates as [number, number];
        const clusterId = feature.properties.cluster_id as number | undefined;
        if (clusterId !== undefined) {
          const count = feature.properties.point_count as number;
          wanted.set(`cluster:${clusterId}:${count}`, () =>
            new Marker({
              element: markerButton({
                label: latest.current.labels.cluster(count),
                text: String(count),
                color: '#74c0fc',
                variant: 'cluster',
                onClick: () =>
                  void source
                    .getClusterExpansionZoom(clusterId)
                    .then((zoom) => map.easeTo({ center: [lon, lat], zoom })),
              }),
            }).setLngLat([lon, lat]),
          );
          continue;
        }
        const item = byKey.get(feature.properties.key as string);
        if (!item) continue;
        wanted.set(itemKey(item), () =>
          new Marker({
            element: markerButton({
              label: latest.current.labels.item(item),
              text: item.title,
              color: kindColors[item.kind],
              onClick: () => latest.current.onOpen(item),
            }),
          }).setLngLat([item.lon, item.lat]),
        );
      }
      for (const [key, marker] of shown)
        if (!wanted.has(key)) {
          marker.remove();
          shown.delete(key);
        }
      for (const [key, make] of wanted) if (!shown.has(key)) shown.set(key, make().addTo(map));
    };

    map.on('load', () => {
      map.addSource('items', {
        type: 'geojson',
        data: itemsCollection(latest.current.items),
        cluster: true,
        clusterRadius: 40,
        clusterMaxZoom: 17,
      });
      // Invisible: it only makes the clustered source load; the markers are HTML.
      map.addLayer({ id: 'items', type: 'circle', source: 'items', paint: { 'circle-opacity': 0 } });
      map.addSource('issues', { type: 'geojson', data: issuesCollection(latest.current.issues) });
      map.addLayer({
        id: 'issues-area',
        type: 'fill',
        source: 'issues',
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'fill-color': ['get', 'color'], 'fill-opacity': 0.25 },
      });
      map.addLayer({
        id: 'issues-line',
        type: 'line',
        source: 'issues',
        paint: { 'line-color': ['get', 'color'], 'line-width': ['get', 'width'] },
      });
      map.addLayer({
        id: 'issues-point',
        type: 'circle',
        source: 'issues',
        filter: ['==', ['geometry-type'], 'Point'],
        paint: { 'circle-color': ['get', 'color'], 'circle-radius': ['+', 4, ['get', 'width']] },
      });
      fitTo(map, latest.current.items, latest.current.places);
    });
    map.on('sourcedata', (event) => {
      if (event.sourceId === 'items' && event.isSourceLoaded) syncMarkers();
    });
    map.on('moveend', syncMarkers);
    map.on('click', (event) => latest.current.onMapClick?.([event.lngLat.lng, event.lngLat.lat]));
    return () => {
      for (const marker of shown.values()) marker.remove();
      shown.clear();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    map?.getSource<GeoJSONSource>('items')?.setData(itemsCollection(props.items));
  }, [props.items]);

  useEffect(() => {
    mapRef.current?.getSource<GeoJSONSource>('issues')?.setData(issuesCollection(props.issues));
  }, [props.issues]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const placed = props.places.map((place) =>
      new Marker({
        element: markerButton({
          label: latest.current.labels.place(place),
          text: place.title,
          color: '#fab005',
          variant: 'place',
          onClick: () => map.easeTo({ center: [place.lon, place.lat], zoom: Math.max(map.getZoom(), 16) }),
        }),
      })
        .setLngLat([place.lon, place.lat])
        .addTo(map),
    );
    return () => {
      for (const marker of placed) marker.remove();
    };
  }, [props.places]);

  useEffect(() => {
    const canvas = mapRef.current?.getCanvas();
    if (canvas) canvas.style.cursor = props.onMapClick ? 'crosshair' : '';
  }, [props.onMapClick]);

  useEffect(() => {
    if (props.focus) mapRef.current?.flyTo({ center: [props.focus.lon, props.focus.lat], zoom: 18.5 });
  }, [props.focus]);

  return <div ref={container} style={{ position: 'absolute', inset: 0 }} data-testid="project-map" />;
}

function fitTo(map: MapLibreMap, items: ProjectMapItem[], places: ProjectMapPlace[]) {
  const points = [...items, ...places];
  if (points.length === 0) return;
  const bounds = new LngLatBounds();
  for (const p of points) bounds.extend([p.lon, p.lat]);
  map.fitBounds(bounds, { padding: 80, maxZoom: 16, duration: 0 });
}
