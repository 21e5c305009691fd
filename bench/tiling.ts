// Panorama tiling: the project's pipeline (sharp: power-of-two levels of square tiles for Photo Sphere
// Viewer, plus preview and thumbnail) against `vips dzsave` on the same generated 8192×4096 image, in
// the same run; and what a first tiled view costs to download against the whole equirectangular JPEG.
// DESIGN: "within a small factor of dzsave".
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface TiledPanorama {
  tileSize: number;
  levels: { width: number; cols: number; rows: number }[];
  tiles: { level: number; col: number; row: number; file: string }[];
  preview: string;
  cleanUp(): Promise<void>;
}
// The server's own modules, loaded at run time (bench is compiled apart from the server).
const panoramas = path.resolve(import.meta.dirname, '../apps/server/src/modules/panoramas');
const { samplePanorama } = (await import(
  pathToFileURL(path.join(panoramas, 'panoramas.sample.ts')).href
)) as {
  samplePanorama(width: number, height: number, options?: { label?: string }): Promise<Buffer>;
};
const { tilePanorama } = (await import(pathToFileURL(path.join(panoramas, 'panoramas.tiler.ts')).href)) as {
  tilePanorama(input: string): Promise<TiledPanorama>;
};

const RUNS = 3;
const VIPS = '/usr/bin/vips';
const dir = await mkdtemp(path.join(tmpdir(), 'spatium-bench-tiling-'));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  return total;
}

try {
  const source = path.join(dir, 'panorama.jpg');
  const image = await samplePanorama(8192, 4096, { label: 'Benchmark' });
  await writeFile(source, image);
  console.log(`Tiling one 8192×4096 panorama (${kB(image.length)} JPEG), median of ${RUNS} runs`);

  const sharpTimes: number[] = [];
  let result: TiledPanorama | undefined;
  for (let i = 0; i < RUNS; i++) {
    await result?.cleanUp();
    const started = performance.now();
    result = await tilePanorama(source);
    sharpTimes.push(performance.now() - started);
  }
  const tiled = result!;
  const sharpMs = median(sharpTimes);
  let sharpTileBytes = 0;
  for (const tile of tiled.tiles) sharpTileBytes += (await stat(tile.file)).size;
  console.log(
    `  project pipeline (sharp): ${sharpMs.toFixed(0)} ms — ${tiled.tiles.length} tiles of ${tiled.tileSize} px in levels ${tiled.levels
      .map((l) => `${l.width} (${l.cols}×${l.rows})`)
      .join(', ')}, ${kB(sharpTileBytes)} of tiles, plus preview and thumbnail`,
  );

  if (existsSync(VIPS)) {
    const vipsTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const out = path.join(dir, `vips-${i}`);
      const started = performance.now();
      const run = spawnSync(VIPS, [
        'dzsave',
        source,
        out,
        '--tile-size',
        String(tiled.tileSize),
        '--overlap',
        '0',
        '--layout',
        'dz',
        '--suffix',
        '.jpg[Q=85]',
      ]);
      vipsTimes.push(performance.now() - started);
      if (run.status !== 0) throw new Error(`vips dzsave failed: ${run.stderr.toString()}`);
    }
    const vipsMs = median(vipsTimes);
    const vipsBytes = await folderBytes(path.join(dir, 'vips-0_files'));
    console.log(
      `  vips dzsave:              ${vipsMs.toFixed(0)} ms — ${kB(vipsBytes)} of tiles (all levels)`,
    );
    console.log(
      `  ratio: the project's pipeline takes ${(sharpMs / vipsMs).toFixed(2)}× the time of vips dzsave`,
    );
  } else {
    console.log(`  vips dzsave: skipped (${VIPS} missing; install Debian's libvips-tools to compare)`);
  }

  const lowest = tiled.tiles.filter((t) => t.level === 0);
  let firstView = (await stat(tiled.preview)).size;
  for (const tile of lowest) firstView += (await stat(tile.file)).size;
  console.log(
    `  first tiled view: ${kB(firstView)} (preview + ${lowest.length} tiles of the ${tiled.levels[0]!.width} px level)` +
      ` vs ${kB(image.length)} for the whole JPEG (${((firstView / image.length) * 100).toFixed(0)} %)`,
  );
  await tiled.cleanUp();
} finally {
  await rm(dir, { recursive: true, force: true });
}
