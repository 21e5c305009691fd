import 'leaflet/dist/leaflet.css';
import './floorplan.css';
import type { FloorplanMarker, PlacedFloorplanMarker } from '@spatium/contracts';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { SheetPoint } from './geometry.ts';

export interface FloorplanCanvasProps {
  /** A Leaflet URL template with {z}, {x} and {y}. */
  tileUrl: string;
  width: number;
  height: number;
  maxZoom: number;
  label: string;
  markers: FloorplanMarker[];
  markerLabel: (marker: FloorplanMarker) => string;
  onMarker: (marker: FloorplanMarker) => void;
  /** The points being measured or calibrated, drawn on top; `closed` draws them as an area. */
  sketch: { points: SheetPoint[]; closed: boolean; color: string };
  /** A click on the plan, in pixels of the whole sheet; null while clicks only pan. */
  onPoint: ((point: SheetPoint) => void) | null;
  /** Hands out where the middle of the view is, for adding a point with the keyboard. */
  onReady?: (api: { centre(): SheetPoint }) => void;
  /** Content and issues placed on the sheet: links, opened in the app by `onOpenPlaced`. */
  placed: PlacedFloorplanMarker[];
  placedLink: (marker: PlacedFloorplanMarker) => { href: string; label: string };
  onOpenPlaced: (marker: PlacedFloorplanMarker) => void;
  /** While placing, markers can be dragged to a new point; null otherwise. */
  onMovePlaced: ((marker: PlacedFloorplanMarker, point: SheetPoint) => void) | null;
  /** Enter on the plan itself (not on a marker): places at the centre of the view. */
  onEnter: (() => void) | null;
}

/**
 * Leaflet in pixel coordinates (CRS.Simple) over the sheet's tiles: the whole drawing at `maxZoom`,
 * two levels more to look closer. Pan with drag or the arrow keys, zoom with the wheel, +/- or buttons.
 */
export default function FloorplanCanvas(props: FloorplanCanvasProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markerLayer = useRef<L.LayerGroup | null>(null);
  const placedLayer = useRef<L.LayerGroup | null>(null);
  const sketchLayer = useRef<L.LayerGroup | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const { tileUrl, width, height, maxZoom } = props;

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, {
      crs: L.CRS.Simple,
      minZoom: 0,
      maxZoom: maxZoom + 2,
      zoomSnap: 0.25,
      keyboard: true,
      attributionControl: false,
    });
    const toLatLng = (point: SheetPoint) => created.unproject(L.point(point[0], point[1]), maxZoom);
    const bounds = L.latLngBounds(toLatLng([0, height]), toLatLng([width, 0]));
    L.tileLayer(tileUrl, {
      tileSize: 256,
      minZoom: 0,
      maxZoom: maxZoom + 2,
      maxNativeZoom: maxZoom,
      noWrap: true,
      bounds,
    }).addTo(created);
    created.fitBounds(bounds);
    created.setMaxBounds(bounds.pad(0.5));
    markerLayer.current = L.layerGroup().addTo(created);
    placedLayer.current = L.layerGroup().addTo(created);
    sketchLayer.current = L.layerGroup().addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => {
      const onPoint = latest.current.onPoint;
      if (!onPoint) return;
      const at = created.project(event.latlng, maxZoom);
      onPoint([clamp(at.x, width), clamp(at.y, height)]);
    });
    latest.current.onReady?.({
      centre: () => {
        const at = created.project(created.getCenter(), maxZoom);
        return [clamp(at.x, width), clamp(at.y, height)];
      },
    });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, [tileUrl, width, height, maxZoom]);

  useEffect(() => {
    const created = map.current;
    const layer = markerLayer.current;
    if (!created || !layer) return;
    layer.clearLayers();
    for (const marker of props.markers) {
      const label = latest.current.markerLabel(marker);
      const added = L.marker(created.unproject(L.point(marker.x, marker.y), maxZoom), {
        icon: L.divIcon({ className: 'floorplan-marker', iconSize: [22, 22], html: '' }),
        title: label,
        alt: label,
        keyboard: true,
      })
        .bindTooltip(label)
        .on('click', () => latest.current.onMarker(marker))
        .addTo(layer);
      // Leaflet makes the icon a focusable button; Enter and Space open it, as for any button.
      added.getElement()?.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        event.stopPropagation();
        latest.current.onMarker(marker);
      });
    }
  }, [props.markers, maxZoom]);

  const draggable = props.onMovePlaced !== null;
  useEffect(() => {
    const created = map.current;
    const layer = placedLayer.current;
    if (!created || !layer) return;
    layer.clearLayers();
    for (const marker of props.placed) {
      const { href, label } = latest.current.placedLink(marker);
      const link = document.createElement('a');
      link.href = href;
      link.className = `floorplan-placed floorplan-placed-${marker.kind}`;
      link.setAttribute('aria-label', label);
      link.title = label;
      let dragged = false;
      // A link, so Tab reaches it and Enter opens it; opened inside the app, not by reloading the page.
      link.addEventListener('click', (event) => {
        event.preventDefault();
        event.stopPropagation();
        if (dragged) dragged = false;
        else latest.current.onOpenPlaced(marker);
      });
      const added = L.marker(created.unproject(L.point(marker.x, marker.y), maxZoom), {
        icon: L.divIcon({ className: 'floorplan-placed-icon', iconSize: [24, 24], html: link }),
        keyboard: false,
        draggable,
      }).addTo(layer);
      added.on('dragstart', () => {
        dragged = true;
      });
      added.on('dragend', () => {
        const at = created.project(added.getLatLng(), maxZoom);
        latest.current.onMovePlaced?.(marker, [clamp(at.x, width), clamp(at.y, height)]);
      });
    }
  }, [props.placed, draggable, maxZoom, width, height]);

  useEffect(() => {
    const created = map.current;
    const layer = sketchLayer.current;
    if (!created || !layer) return;
    layer.clearLayers();
    const { points, closed, color } = props.sketch;
    const latLngs = points.map((p) => created.unproject(L.point(p[0], p[1]), maxZoom));
    if (latLngs.length > 1) {
      const shape =
        closed && latLngs.length > 2
          ? L.polygon(latLngs, { color, interactive: false })
          : L.polyline(latLngs, { color, interactive: false });
      shape.addTo(layer);
    }
    for (const at of latLngs)
      L.circleMarker(at, {
        radius: 5,
        color,
        fillColor: '#ffffff',
        fillOpacity: 1,
        weight: 2,
        interactive: false,
      }).addTo(layer);
  }, [props.sketch, maxZoom]);

  return (
    <div
      ref={element}
      className="floorplan-canvas"
      role="application"
      aria-label={props.label}
      data-measuring={props.onPoint ? 'true' : 'false'}
      onKeyDown={(event) => {
        // Only the plan itself: Enter on a marker opens the marker.
        if (event.key !== 'Enter' || event.target !== event.currentTarget || !props.onEnter) return;
        event.preventDefault();
        props.onEnter();
      }}
      style={{ height: '70vh', minHeight: 360, width: '100%', borderRadius: 8 }}
    />
  );
}

function clamp(value: number, max: number): number {
  return Math.min(max, Math.max(0, value));
}
