// Point cloud conversion: a generated street scan (BENCH_POINTS, 10 million by default) written as
// LAS 1.2 point format 3, then converted to a Potree 2 octree by the project's converter, printing
// points per second and the process's peak RSS. Reference (DESIGN notes): the C++ PotreeConverter
// 2.1 converts 5 million points in about 9 s on these machines; the aim is at most twice its time per point.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const clouds = path.resolve(import.meta.dirname, '../apps/server/src/modules/clouds');
const load = (file: string) => import(pathToFileURL(path.join(clouds, file)).href);
const { streetScan } = await load('clouds.sample.ts');
const { writeLas } = await load('las.writer.ts');
const { writeLaz } = await load('laz.writer.ts');
const { convertInWorker } = await load('clouds.convert.ts');

const points = Number(process.env.BENCH_POINTS ?? 10_000_000);
const laz = process.env.BENCH_CLOUD_FORMAT === 'laz';
const dir = await mkdtemp(path.join(tmpdir(), 'spatium-bench-clouds-'));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
try {
  const input = path.join(dir, laz ? 'street.laz' : 'street.las');
  let started = performance.now();
  const offset = [597_000, 6_643_000, 0];
  if (laz) await writeLaz(input, streetScan(points, 1), { pointFormat: 2, offset });
  else await writeLas(input, streetScan(points, 1), { pointFormat: 3, offset });
  const size = (await stat(input)).size;
  console.log(
    `generated ${points.toLocaleString('en')} points as ${laz ? 'LAZ' : 'LAS'} (${mb(size)}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await convertInWorker(input, path.join(dir, 'octree'), {});
  const seconds = (performance.now() - started) / 1000;
  // Threads share the process's CPU account: this is the conversion's work, whatever else runs.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
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
  console.log(
    `CPU time ${cpuSeconds.toFixed(1)} s (${Math.round(points / cpuSeconds).toLocaleString('en')} points per CPU second) ` +
      `at a load average of ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
  );
  // The conversion thread shares this process, so its peak is the process's (generation streams).
  console.log(`peak RSS of the process: ${mb(process.resourceUsage().maxRSS * 1024)}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
