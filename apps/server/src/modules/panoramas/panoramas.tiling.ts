import { stat } from 'node:fs/promises';
import type { TileLevel } from '@spatium/contracts';
import type { z } from 'zod';
import type { Storage } from '../../platform/storage/storage.ts';
import { derivedKeys, previewKey, thumbnailKey, tileKey } from './panoramas.keys.ts';
import { tilePanorama } from './panoramas.tiler.ts';

export interface StoredTiles {
  width: number;
  height: number;
  levels: z.infer<typeof TileLevel>[];
  thumbnail: { key: string; size: number };
}

const PARALLEL_PUTS = 8;

/**
 * The tiling pipeline from a local image to storage: tiles, preview and thumbnail under
 * `panoramas/<id>/`. Used by the tiling job and, synchronously, by the demo seed. Tiles of an
 * earlier tiling go first; if storing fails half-way, what was stored is removed again.
 */
export async function tileIntoStorage(
  storage: Storage,
  id: number,
  input: string | Buffer,
  options: {
    previousLevels?: z.infer<typeof TileLevel>[];
    onProgress?: (percent: number) => Promise<void>;
  } = {},
): Promise<StoredTiles> {
  const tiled = await tilePanorama(input);
  try {
    await options.onProgress?.(40);
    await deleteKeys(storage, derivedKeys(id, options.previousLevels ?? []));
    const puts: [string, string][] = [
      ...tiled.tiles.map((t): [string, string] => [tileKey(id, t.level, t.col, t.row), t.file]),
      [previewKey(id), tiled.preview],
    ];
    const thumbnailSize = (await stat(tiled.thumbnail)).size;
    const stored: string[] = [];
    try {
      let nextReport = 0.25;
      for (let i = 0; i < puts.length; i += PARALLEL_PUTS) {
        const batch = puts.slice(i, i + PARALLEL_PUTS);
        // putFile moves the temporary file: no copy of every tile on local disk.
        await Promise.all(
          batch.map(async ([key, file]) => {
            await storage.putFile(key, file);
            stored.push(key);
          }),
        );
        const done = (i + batch.length) / puts.length;
        if (done >= nextReport && done < 1) {
          nextReport += 0.25;
          await options.onProgress?.(Math.round(40 + done * 55));
        }
      }
      await storage.putFile(thumbnailKey(id), tiled.thumbnail);
      stored.push(thumbnailKey(id));
    } catch (error) {
      await deleteKeys(storage, stored);
      throw error;
    }
    return {
      width: tiled.width,
      height: tiled.height,
      levels: tiled.levels,
      thumbnail: { key: thumbnailKey(id), size: thumbnailSize },
    };
  } finally {
    await tiled.cleanUp();
  }
}

export async function deleteKeys(storage: Storage, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += PARALLEL_PUTS) {
    await Promise.all(keys.slice(i, i + PARALLEL_PUTS).map((key) => storage.delete(key).catch(() => {})));
  }
}
