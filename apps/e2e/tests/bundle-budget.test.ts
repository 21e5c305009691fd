import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';

// What the login page and the dashboard make a browser download before they show: the JavaScript of the
// built app (`npm run build`), followed through Vite's manifest from index.html and the modules the
// route loads at once, gzipped as a server would send it.

const dist = path.resolve(import.meta.dirname, '../../web/dist');

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

// The goal was 250 KB. The budgets hold what the splitting has reached so far, so the bundle cannot grow
// back: from about 360 KB for both, to 312 and 337 KB once every feature of issues 9–14 had added its
// contracts and strings; then the account routes left the module that joins every route (the shell no
// longer pulls every feature's schemas), the language picker became the browser's own select, and the
// strings split into a shell part and the rest (platform/i18n/stringParts.ts): about 265 KB for the
// login page, which loads the shell part only, and 331 KB for the dashboard, which waits for both. The
// floor plans, 3D models, stories, share links and attachments then added about 2 KB to each (routes and
// shared components) and 2 KB of strings to the rest part: 267 and 336 KB. The BIM viewer, the 3D-model
// conversion and model share links added their routes and strings to what the dashboard waits for
// (the route table and the rest part): 339 KB.
// Then a third part of the strings, the layout part, took from the rest what the signed-in layout and
// the dashboard's greeting show, so the dashboard no longer waits for every feature's text (−19 KB);
// React, React Router, i18next and the query cache, which every page runs, became one chunk instead of
// five, which compresses better (−2.5 KB); and the company picker (Mantine's Select and its combobox)
// loads only for users of several companies (−6 KB): 265 and 313 KB. The analytics menu entry, the chatbot
// and the 3D notes' routes then added 0.6 KB to what the dashboard waits for: 314 KB.
// Then the browser's route table lost its schemas (the build hands the web each contract route's method
// and path only; the server validates), which took zod and every schema off both pages (−30 and −43 KB);
// the notifications, the modal manager and the cookie banner began to load after the page, and the web
// package declared its modules free of side effects, so a feature's barrel no longer brings its other
// components along: 217 and 248 KB.
// What remains is mostly React DOM (≈ 62 KB), React Router (30), Mantine (the login form's Modal brings
// ScrollArea and floating-ui; the dashboard's menus need floating-ui too), i18next (17) and the query
// cache (11).
const kilobyte = 1024;
// Every page loads the visitor's language; English is the one a first visit most often gets.
const strings = (part: 'shell' | 'layout' | 'rest') => `src/platform/i18n/locales/en-US.json?part=${part}`;
const pages = {
  login: {
    budget: 218 * kilobyte,
    loads: ['src/features/auth/pages/LoginPage.tsx', strings('shell')],
  },
  dashboard: {
    budget: 249 * kilobyte,
    loads: [
      'src/app/AppLayout.tsx',
      'src/features/dashboard/pages/DashboardPage.tsx',
      strings('shell'),
      strings('layout'),
    ],
  },
};

/** The manifest keys of index.html, the given modules, and everything they import statically. */
function eagerChunks(loads: string[]): string[] {
  const seen = new Set<string>();
  const pending = ['index.html', ...loads];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    assert.ok(manifest[key], `${key} is not in the build's manifest: was it renamed?`);
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return [...seen];
}

const gzippedSize = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

describe('JavaScript budget', () => {
  for (const [page, { budget, loads }] of Object.entries(pages)) {
    test(`the ${page} page loads at most ${budget / kilobyte} KB of gzipped JavaScript, and no 360° viewer`, () => {
      const chunks = eagerChunks(loads).map((key) => manifest[key]!);
      const viewers = chunks.filter((chunk) => /^viewer-/.test(chunk.name ?? ''));
      assert.deepEqual(
        viewers.map((c) => c.file),
        [],
        'three.js and photo-sphere-viewer belong to the viewer pages only',
      );
      const sizes = chunks.map((chunk) => ({ file: chunk.file, gzipped: gzippedSize(chunk.file) }));
      const total = sizes.reduce((sum, s) => sum + s.gzipped, 0);
      const largest = sizes
        .sort((a, b) => b.gzipped - a.gzipped)
        .slice(0, 8)
        .map((s) => `${s.file} ${(s.gzipped / kilobyte).toFixed(1)} KB`)
        .join(', ');
      assert.ok(
        total <= budget,
        `${page}: ${(total / kilobyte).toFixed(1)} KB gzipped in ${sizes.length} files, over the ${budget / kilobyte} KB budget. Largest: ${largest}`,
      );
    });
  }

  test('the viewer libraries are chunks of their own, so the check above can see them', () => {
    const names = Object.values(manifest).map((chunk) => chunk.name);
    assert.ok(names.includes('viewer-three'));
    assert.ok(names.includes('viewer-photo-sphere'));
  });

  test('every JavaScript and CSS file of 1 KB or more has a brotli and a gzip copy for the server to send', () => {
    const files = Object.values(manifest).map((chunk) => chunk.file);
    const missing = files.filter(
      (file) =>
        readFileSync(path.join(dist, file)).length >= 1024 &&
        !(existsSync(path.join(dist, `${file}.br`)) && existsSync(path.join(dist, `${file}.gz`))),
    );
    assert.deepEqual(missing, []);
  });
});
