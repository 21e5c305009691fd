import type { PanoramaTiles } from '@spatium/contracts';
import type { z } from 'zod';

type Tiles = z.infer<typeof PanoramaTiles>;

/** What Photo Sphere Viewer's EquirectangularMultiTilesPanorama wants (kept free of PSV imports for tests). */
export interface MultiTilesPanorama {
  baseUrl?: string;
  levels: { width: number; cols: number; rows: number }[];
  tileUrl: (col: number, row: number, level: number) => string | null;
}

/** `${base}/${path}`, keeping a signed URL's query string (if any) at the end. */
export function joinTileUrl(base: string, path: string): string {
  const at = base.indexOf('?');
  const head = (at === -1 ? base : base.slice(0, at)).replace(/\/+$/, '');
  const query = at === -1 ? '' : base.slice(at);
  return `${head}/${path}${query}`;
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 0 && (n & (n - 1)) === 0;

/**
 * Whether PSV's EquirectangularTilesAdapter accepts a level: it throws on anything else, and it takes
 * the tile size as width / cols, so rows must be cols / 2 for square tiles.
 */
function isUsableLevel(level: { width: number; cols: number; rows: number }): boolean {
  return level.width > 0 && isPowerOfTwo(level.cols) && level.cols <= 64 && level.rows * 2 === level.cols;
}

/**
 * The contract's tiles → PSV's multi-level panorama. PSV sorts levels by width and hands tileUrl the
 * index into that sorted list; the URL's `{level}` is the level's index in the contract's `levels`.
 * Levels PSV would refuse (a tiling from before power-of-two grids) are left out; with none left,
 * the scene shows its preview alone rather than an error. `baseUrl` is asked at each tile, so a
 * viewer left open can hand over a freshly signed base once the first one's grant runs out.
 */
export function tilesToPanorama(
  tiles: Tiles,
  baseUrl: () => string = () => tiles.base_url,
): MultiTilesPanorama {
  const usable = tiles.levels
    .map((level, index) => ({ ...level, index }))
    .filter(isUsableLevel)
    .sort((a, b) => a.width - b.width);
  if (usable.length === 0) return { ...blankPanorama, baseUrl: tiles.preview_url || undefined };
  const levels = usable.map(({ width, cols, rows }) => ({ width, cols, rows }));
  return {
    baseUrl: tiles.preview_url || undefined,
    levels,
    tileUrl: (col, row, level) => {
      const grid = usable[level];
      if (!grid || col < 0 || row < 0 || col >= grid.cols || row >= grid.rows) return null;
      return joinTileUrl(baseUrl(), `${grid.index}/${col}_${row}.jpg`);
    },
  };
}

/**
 * A panorama that draws nothing: the node of a locked or not yet tiled scene. Its tiles are never
 * requested (tileUrl answers null), and the quiz or notice covers the viewer anyway.
 */
export const blankPanorama: MultiTilesPanorama = {
  levels: [{ width: 512, cols: 2, rows: 1 }],
  tileUrl: () => null,
};
