// Point cloud conversion: a generated street scan (BENCH_POINTS, 10 million by default) written as
// LAS 1.2 point format 3, then converted to a Potree 2 octree by the project's converter, printing
// points per second and the process's peak RSS. Reference (DESIGN notes): the C++ PotreeConverter
// 2.1 converts 5 million points in about 9 s on these machines; the aim is at most twice its time per point.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const clouds = path.resolve(import.meta.dirname, '../apps/server/src/modules/clouds');
const load = (file: string) => import(pathToFileURL(path.join(clouds, file)).href);
const { streetScan } = await load('clouds.sample.ts');
const { writeLas } = await load('las.writer.ts');
const { convertInWorker } = await load('clouds.convert.ts');

const points = Number(process.env.BENCH_POINTS ?? 10_000_000);
const dir = await mkdtemp(path.join(tmpdir(), 'spatium-bench-clouds-'));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
try {
  const input = path.join(dir, 'street.las');
  let started = performance.now();
  await writeLas(input, streetScan(points, 1), { pointFormat: 3, offset: [597_000, 6_643_000, 0] });
  const size = (await stat(input)).size;
  console.log(
    `generated ${points.toLocaleString('en')} points (${mb(size)}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  started = performance.now();
  const result = await convertInWorker(input, path.join(dir, 'octree'), {});
  const seconds = (performance.now() - started) / 1000;
  const perSecond = points / seconds;
  const reference = 5_000_000 / 9;
  console.log(
    `converted in ${seconds.toFixed(1)} s: ${Math.round(perSecond).toLocaleString('en')} points/s, ` +
      `${result.nodes} nodes, depth ${result.depth}`,
  );
  console.log(
    `PotreeConverter 2.1 reference ≈ ${Math.round(reference).toLocaleString('en')} points/s: ` +
      `${(reference / perSecond).toFixed(2)}× its time per point (aim ≤ 2×)`,
  );
  // The conversion thread shares this process, so its peak is the process's (generation streams).
  console.log(`peak RSS of the process: ${mb(process.resourceUsage().maxRSS * 1024)}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
