import 'maplibre-gl/dist/maplibre-gl.css';
import type { Basemap } from '@spatium/contracts';
import {
  AttributionControl,
  addProtocol,
  Map as MapLibreMap,
  NavigationControl,
  ScaleControl,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol } from 'pmtiles';
import { apiBase } from '../../../platform/api/index.ts';
import { basemapStyle, type MapStyleChoice } from './basemapStyle.ts';

let ready = false;

/** Once per page: MapLibre's worker from our own assets, and the pmtiles:// protocol. */
function setUp() {
  if (ready) return;
  ready = true;
  setWorkerUrl(workerUrl);
  addProtocol('pmtiles', new Protocol().tile);
}

/** A map on the basemap (or one of the map's styles), with zoom buttons, a scale and attribution. */
export function createMap(options: {
  container: HTMLElement;
  basemap: Basemap;
  center: [number, number];
  zoom: number;
  style?: MapStyleChoice | undefined;
}): MapLibreMap {
  setUp();
  const map = new MapLibreMap({
    container: options.container,
    style: basemapStyle(options.basemap, { origin: window.location.origin, api: apiBase() }, options.style),
    center: options.center,
    zoom: options.zoom,
    attributionControl: false,
    // Keyboard: arrows pan, +/- zoom once the map has focus (MapLibre's own handler).
    keyboard: true,
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.addControl(new ScaleControl({ unit: 'metric' }), 'bottom-left');
  map.addControl(new AttributionControl({ compact: false }), 'bottom-right');
  return map;
}
