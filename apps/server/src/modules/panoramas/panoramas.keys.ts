import type { TileLevel } from '@spatium/contracts';
import type { z } from 'zod';

// Where a panorama's derived images live in storage; the original upload stays a file of its own.
export const tileKey = (id: number, level: number, col: number, row: number) =>
  `panoramas/${id}/tiles/${level}/${col}_${row}.jpg`;
export const previewKey = (id: number) => `panoramas/${id}/preview.jpg`;
export const thumbnailKey = (id: number) => `panoramas/${id}/thumbnail.jpg`;

/** Every key tiling wrote for these levels: what deleting or re-tiling the panorama removes. */
export function derivedKeys(id: number, levels: z.infer<typeof TileLevel>[]): string[] {
  const keys = [previewKey(id), thumbnailKey(id)];
  levels.forEach((level, index) => {
    for (let col = 0; col < level.cols; col++)
      for (let row = 0; row < level.rows; row++) keys.push(tileKey(id, index, col, row));
  });
  return keys;
}
