// IFC conversion: a generated building of about BENCH_IFC_ELEMENTS elements (20 000 by default: walls
// in rows on 10 storeys, each with a property set and base quantities) converted to ThatOpen fragments
// in the worker thread the job uses, printing the time, the peak RSS, and the bytes the browser
// downloads (the fragments) against the IFC's. Reference (notes): a 10 MB IFC of 20 000 walls became a
// 1 MB .frag in about 11 s with ThatOpen's importer on these machines.
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const bims = path.resolve(import.meta.dirname, '../apps/server/src/modules/bims');
const load = (file: string) => import(pathToFileURL(path.join(bims, file)).href);
const { sampleIfcBuilding } = await load('ifc.sample.ts');
const { convertIfcInWorker } = await load('bims.convert.ts');

const elements = Number(process.env.BENCH_IFC_ELEMENTS ?? 20_000);
const storeys = 10;
const dir = await mkdtemp(path.join(tmpdir(), 'spatium-bench-bims-'));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
try {
  const input = path.join(dir, 'building.ifc');
  const output = path.join(dir, 'building.frag');
  // Each storey has its walls and one slab (the ground floor also a door).
  await writeFile(input, sampleIfcBuilding({ storeys, wallsPerStorey: Math.ceil(elements / storeys) - 1 }));
  const ifcBytes = (await stat(input)).size;
  const started = performance.now();
  const result = await convertIfcInWorker(input, output, () => {});
  const seconds = (performance.now() - started) / 1000;
  const fragBytes = (await stat(output)).size;
  console.log(
    `converted ${result.elements.toLocaleString('en')} elements (${result.schema}, ${mb(ifcBytes)} of IFC) ` +
      `in ${seconds.toFixed(1)} s: ${Math.round(result.elements / seconds).toLocaleString('en')} elements/s`,
  );
  console.log(
    `the browser downloads ${mb(fragBytes)} of fragments instead of ${mb(ifcBytes)}: ` +
      `${((fragBytes / ifcBytes) * 100).toFixed(1)} % of the IFC`,
  );
  console.log('reference (notes): 20 000 walls, 10 MB of IFC → 1 MB of fragments in ≈ 11 s');
  // The conversion thread shares this process, so its peak is the process's.
  console.log(`peak RSS of the process: ${mb(process.resourceUsage().maxRSS * 1024)}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
