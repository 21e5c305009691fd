import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { PanoramaRejected, planTileLevels, type TiledPanorama, tilePanorama } from './panoramas.tiler.ts';

/** A JPEG whose left half is red and right half blue, so tiles can be told apart by colour. */
async function halves(width: number, height: number): Promise<Buffer> {
  const blue = await sharp({
    create: { width: Math.floor(width / 2), height, channels: 3, background: '#0000ff' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: Math.ceil(width / 2), top: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function meanColour(file: string): Promise<number[]> {
  const { channels } = await sharp(file).stats();
  return channels.map((channel) => channel.mean);
}

/**
 * A JPEG whose header claims a size, over a few real pixels: what a decompression bomb looks like,
 * and all the size check reads.
 */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#000' } })
    .jpeg()
    .toBuffer();
  // SOF0 marker: FF C0, length (2), precision (1), height (2), width (2).
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 0 && (n & (n - 1)) === 0;

let tiled: TiledPanorama | undefined;
afterEach(async () => {
  await tiled?.cleanUp();
  tiled = undefined;
});

describe('tilePanorama', () => {
  it.each([
    // Camera and export sizes: [width, height, tile edge, level widths smallest first]
    [8192, 4096, 512, [1024, 2048, 4096, 8192]],
    [5376, 2688, 672, [1344, 2688, 5376]],
    [6000, 3000, 375, [1500, 3000, 6000]],
    [1200, 600, 600, [1200]],
    [200, 100, 100, [200]],
  ])(
    'tiles a %i×%i panorama into power-of-two grids of %i px tiles',
    async (width, height, tileSize, widths) => {
      tiled = await tilePanorama(await halves(width, height));
      expect(tiled).toMatchObject({ width, height, tileSize });
      expect(tiled.levels.map((level) => level.width)).toEqual(widths);
      for (const [index, level] of tiled.levels.entries()) {
        expect(isPowerOfTwo(level.cols)).toBe(true);
        expect(level.rows * 2).toBe(level.cols);
        expect(level.width).toBe(level.cols * tileSize);
        const tiles = tiled.tiles.filter((tile) => tile.level === index);
        const cells = tiles.map((tile) => `${tile.col}_${tile.row}`).sort();
        const grid = Array.from({ length: level.cols * level.rows }, (_, i) => {
          return `${i % level.cols}_${Math.floor(i / level.cols)}`;
        }).sort();
        expect(cells).toEqual(grid);
        // The source's pixels land where the grid says: left half red, right half blue.
        const [leftRed, , leftBlue] = await meanColour(tiles.find((t) => t.col === 0 && t.row === 0)!.file);
        const [rightRed, , rightBlue] = await meanColour(tiles.find((t) => t.col === level.cols - 1)!.file);
        expect([leftRed! > 200, leftBlue! < 50, rightRed! < 50, rightBlue! > 200]).toEqual([
          true,
          true,
          true,
          true,
        ]);
      }
      for (const tile of tiled.tiles) {
        const { width: tileWidth, height: tileHeight, format } = await sharp(tile.file).metadata();
        expect({ tile: tile.file, tileWidth, tileHeight, format }).toEqual({
          tile: tile.file,
          tileWidth: tileSize,
          tileHeight: tileSize,
          format: 'jpeg',
        });
      }
      expect(await sharp(tiled.preview).metadata()).toMatchObject({
        width: Math.min(2048, width),
        height: Math.min(1024, height),
      });
      expect(await sharp(tiled.thumbnail).metadata()).toMatchObject({ width: 512, height: 256 });
    },
  );

  it('resamples a panorama slightly off 2:1 to whole tiles', async () => {
    tiled = await tilePanorama(await halves(3000, 1490));
    expect(tiled.levels).toEqual([
      { width: 1500, cols: 4, rows: 2 },
      { width: 3000, cols: 8, rows: 4 },
    ]);
    const bottomRight = tiled.tiles.find((t) => t.level === 1 && t.col === 7 && t.row === 3)!;
    const { width, height } = await sharp(bottomRight.file).metadata();
    expect([width, height]).toEqual([375, 375]);
  });

  it('tiles a camera image stored on its side as it is displayed (EXIF orientation)', async () => {
    // Stored 1000×2000 with "rotate 90° clockwise to display": shown as 2000×1000.
    const stored = await sharp(await halves(2000, 1000))
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await sharp(stored).metadata()).toMatchObject({ width: 1000, height: 2000, orientation: 6 });
    tiled = await tilePanorama(stored);
    expect(tiled).toMatchObject({ width: 2000, height: 1000, levels: [{ width: 2000, cols: 4, rows: 2 }] });
    const [red, , blue] = await meanColour(tiled.tiles.find((t) => t.col === 0 && t.row === 0)!.file);
    expect([red! > 200, blue! < 50]).toEqual([true, true]);
  });

  it('rejects an image that is not 2:1, naming its size', async () => {
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    await expect(tilePanorama(photo)).rejects.toThrow(
      new PanoramaRejected(
        'not_equirectangular',
        'The panorama must be equirectangular, twice as wide as it is high (2:1); this image is 600×400.',
        { width: 600, height: 400 },
      ),
    );
  });

  it('rejects a panorama larger than 16384×8192', async () => {
    await expect(tilePanorama(await jpegClaiming(16_400, 8200))).rejects.toThrow(
      new PanoramaRejected(
        'too_large',
        'The panorama may be at most 16384×8192 pixels; this image is 16400×8200.',
        { width: 16_400, height: 8200 },
      ),
    );
  });

  it('rejects a file that is not an image', async () => {
    await expect(tilePanorama(Buffer.from('%PDF-1.7 not a picture'))).rejects.toThrow(
      new PanoramaRejected(
        'unreadable',
        'The panorama file is not an image that can be read (use JPEG, PNG or WebP).',
      ),
    );
  });
});

describe('planTileLevels', () => {
  it.each([
    [11_008, 688, [1376, 2752, 5504, 11_008]],
    [16_384, 512, [1024, 2048, 4096, 8192, 16_384]],
    [5500, 688, [1376, 2752, 5504]],
    [64, 32, [64]],
  ])('plans a %i px wide panorama as %i px tiles in levels %j', (width, tileSize, widths) => {
    const plan = planTileLevels(width);
    expect(plan.tileSize).toBe(tileSize);
    expect(plan.levels.map((level) => level.width)).toEqual(widths);
    for (const level of plan.levels) {
      expect(isPowerOfTwo(level.cols) && level.cols <= 64).toBe(true);
      expect(level).toEqual({ width: level.cols * tileSize, cols: level.cols, rows: level.cols / 2 });
    }
  });
});
