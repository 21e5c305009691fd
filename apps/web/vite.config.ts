import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { browserRoutesModule } from './src/platform/api/browserRoutes.ts';
import { pickPart, type StringPart } from './src/platform/i18n/stringParts.ts';

const apiTarget = process.env.SPATIUM_API_URL ?? 'http://localhost:3000';

/**
 * Writes a `.br` and a `.gz` beside every text file of the build, at the strongest settings: the server
 * sends them as they are (`preCompressed`), so a browser downloads a fraction of the bytes and no request
 * waits for compression.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'spatium:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle)
          .filter(
            (file) =>
              /\.(m?js|css|html|svg|json|txt)$/.test(file.fileName) && !file.fileName.startsWith('.vite/'),
          )
          .map(async (file) => {
            const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
            // Below about 1 KB the headers cost more than compression saves.
            if (source.length < 1024) return;
            const target = path.join(outDir, file.fileName);
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipAsync(source, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
          }),
      );
    },
  };
}

/**
 * `locales/xx.json?part=shell`, `?part=layout` and `?part=rest`: one part of a locale's strings (see stringParts.ts),
 * as a module whose default export is that part (JSON.parse of a string literal parses faster than the
 * same object as JavaScript).
 */
function localeParts(): Plugin {
  return {
    name: 'spatium:locale-parts',
    async load(id) {
      const match = /^(.*[\\/]locales[\\/][\w-]+\.json)\?part=(shell|layout|rest)$/.exec(id);
      if (!match) return null;
      const [, file, part] = match as unknown as [string, string, StringPart];
      this.addWatchFile(file);
      const strings = pickPart(JSON.parse(await readFile(file, 'utf8')), part);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(strings))});`;
    },
  };
}

/**
 * pdf.js's data files under `/pdfjs/`: the standard fonts (a PDF that names Helvetica without embedding
 * it is drawn in Helvetica's metrics, not a fallback), the CMaps of Asian text, and the image decoders'
 * WebAssembly. Emitted into the build, and served from node_modules while developing.
 */
function pdfjsData(): Plugin {
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const folders = ['standard_fonts', 'cmaps', 'wasm'];
  return {
    name: 'spatium:pdfjs-data',
    async generateBundle() {
      for (const folder of folders)
        for (const name of await readdir(path.join(root, folder)))
          this.emitFile({
            type: 'asset',
            fileName: `pdfjs/${folder}/${name}`,
            source: await readFile(path.join(root, folder, name)),
          });
    },
    configureServer(server) {
      server.middlewares.use('/pdfjs', async (request, response, next) => {
        const [folder, name] = (request.url ?? '').split('?')[0]!.split('/').filter(Boolean);
        if (!folder || !name || !folders.includes(folder) || name.includes('..')) return next();
        try {
          response.end(await readFile(path.join(root, folder, name)));
        } catch {
          next();
        }
      });
    },
  };
}

/**
 * The contracts' `*.routes.ts` modules without their schemas (see platform/api/browserRoutes.ts): each is
 * evaluated here, in Node, and the web gets its route tables as plain data. Applies to the dev server and
 * the unit tests as well, so they run the table the build ships.
 */
function browserRoutes(): Plugin {
  return {
    name: 'spatium:browser-routes',
    enforce: 'pre',
    async load(id) {
      if (!/[\\/]packages[\\/]contracts[\\/]src[\\/].+\.routes\.ts$/.test(id)) return null;
      // A changed file is a new module for Node's cache: the dev server then sees its new routes.
      const { mtimeMs } = await stat(id);
      const exports = await import(`${pathToFileURL(id).href}?mtime=${mtimeMs}`);
      return browserRoutesModule(exports);
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), localeParts(), pdfjsData(), browserRoutes()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The JavaScript budget test (apps/e2e/tests/bundle-budget.test.ts) follows the chunks through it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The 360° viewer libraries in chunks of their own name, so a test can tell they stay out of
          // the pages that do not show a viewer.
          groups: [
            { name: 'viewer-three', test: /[\\/]node_modules[\\/]three[\\/]/ },
            { name: 'viewer-photo-sphere', test: /[\\/]node_modules[\\/]@photo-sphere-viewer[\\/]/ },
            // What every page runs first, in one chunk instead of five: one file compresses better than
            // its pieces, and none of it is left out of a page (React, the router, i18next, the query
            // cache).
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|i18next-browser-languagedetector|react-i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
