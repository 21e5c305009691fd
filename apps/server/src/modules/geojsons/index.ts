// What other modules may use of GeoJSON layers (the demo reads its layers as uploads are read).
export { importLayerFile } from './geojsons.data.ts';
