// What other features may use of maps: the basemap and a lazily loaded map of a few markers. Nothing
// here loads MapLibre until the map is shown.
export { useBasemap } from './api/maps.ts';
export { LazyMarkerMap } from './viewer/LazyMaps.tsx';
export type { MapMarkerPoint } from './viewer/MarkerMapCanvas.tsx';
