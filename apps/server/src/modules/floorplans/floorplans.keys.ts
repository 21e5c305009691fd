import { FLOORPLAN_TILE_SIZE } from '@spatium/contracts';

// Where a sheet's tiles live in storage; the uploaded file stays a file of its own.
export const sheetPrefix = (id: number, file: number) => `floorplans/${id}/${file}/`;
export const tileKey = (id: number, file: number, z: number, x: number, y: number) =>
  `${sheetPrefix(id, file)}${z}/${x}_${y}.png`;

/** Columns and rows of tiles on level `z` of a sheet of this size tiled up to `maxZoom`. */
export function levelGrid(width: number, height: number, maxZoom: number, z: number) {
  const scale = 2 ** (maxZoom - z);
  return {
    cols: Math.ceil(Math.ceil(width / scale) / FLOORPLAN_TILE_SIZE),
    rows: Math.ceil(Math.ceil(height / scale) / FLOORPLAN_TILE_SIZE),
  };
}

/** Every key tiling wrote for a sheet of this size: what deleting or re-tiling it removes. */
export function sheetKeys(
  id: number,
  file: number,
  sheet: { width: number | null; height: number | null; max_zoom: number | null },
): string[] {
  const { width, height, max_zoom: maxZoom } = sheet;
  if (!width || !height || maxZoom === null) return [];
  const keys: string[] = [];
  for (let z = 0; z <= maxZoom; z++) {
    const { cols, rows } = levelGrid(width, height, maxZoom, z);
    for (let x = 0; x < cols; x++) for (let y = 0; y < rows; y++) keys.push(tileKey(id, file, z, x, y));
  }
  return keys;
}
