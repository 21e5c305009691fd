// Prints where a V8 CPU profile (node --cpu-prof) spent its time: self time by package and by
// function, as shares of the busy (non-idle) samples. `node profile-summary.ts file.cpuprofile [top]`.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  hitCount?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

const [file, top = '25'] = process.argv.slice(2);
if (!file) throw new Error('Usage: node profile-summary.ts <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };

/** node_modules/<package> (or @scope/package), node's own modules, the bundled server, or V8's own. */
function placeOf(url: string, name: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:')) return 'node (built-in modules)';
  if (url.includes('/dist/')) return 'server (dist/main.js)';
  return url === '' ? name : url;
}

const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
for (const node of profile.nodes) {
  const hits = node.hitCount ?? 0;
  const { functionName, url, lineNumber } = node.callFrame;
  if (hits === 0 || functionName === '(idle)') continue;
  busy += hits;
  const place = placeOf(url, functionName);
  byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
  const where = url
    ? `${url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/')}:${lineNumber + 1}`
    : '';
  const key = `${functionName || '(anonymous)'} ${where}`.trim();
  byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
}

function print(title: string, counts: Map<string, number>, limit: number): void {
  console.log(`\n${title}`);
  for (const [name, hits] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(`${((hits / busy) * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
}
console.log(`${busy} busy samples`);
print('Self time by package', byPlace, 15);
print('Self time by function', byFunction, Number(top));
