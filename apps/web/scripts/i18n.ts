// Keeps the locale files in step with en-US.json, for translators.
//   node scripts/i18n.ts missing <code>          prints the en-US strings <code> lacks, as nested JSON
//   node scripts/i18n.ts merge <code> <file>     merges translated strings from <file> into <code>.json,
//                                                in en-US key order, dropping keys en-US no longer has
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };
const dir = path.join(import.meta.dirname, '../src/platform/i18n/locales');
const read = (code: string): Tree =>
  existsSync(path.join(dir, `${code}.json`))
    ? JSON.parse(readFileSync(path.join(dir, `${code}.json`), 'utf8'))
    : {};

/** The en-US tree with each leaf taken from `pick`, leaving out leaves it returns undefined for. */
function shape(
  reference: Tree,
  pick: (keyPath: string, english: string) => string | undefined,
  prefix = '',
): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(reference)) {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      const picked = pick(keyPath, value);
      if (picked !== undefined) out[key] = picked;
      // Languages with more plural forms than English keep theirs beside the English _other.
      if (key.endsWith('_other')) {
        for (const form of ['zero', 'two', 'few', 'many']) {
          const variant = pick(keyPath.replace(/_other$/, `_${form}`), '');
          if (variant) out[key.replace(/_other$/, `_${form}`)] = variant;
        }
      }
    } else {
      const child = shape(value, pick, keyPath);
      if (Object.keys(child).length > 0) out[key] = child;
    }
  }
  return out;
}

function lookup(tree: Tree, keyPath: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of keyPath.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' && node.trim() ? node : undefined;
}

const [command, code, file] = process.argv.slice(2);
const english = read('en-US');
if (command === 'missing' && code) {
  const current = read(code);
  // Plural forms English lacks (picked with an empty English text) are the translator's to add.
  console.log(
    JSON.stringify(
      shape(english, (k, en) => (en && !lookup(current, k) ? en : undefined)),
      null,
      2,
    ),
  );
} else if (command === 'merge' && code && file) {
  const current = read(code);
  const incoming: Tree = JSON.parse(readFileSync(file, 'utf8'));
  const merged = shape(english, (k) => lookup(incoming, k) ?? lookup(current, k));
  writeFileSync(path.join(dir, `${code}.json`), `${JSON.stringify(merged, null, 2)}\n`);
} else {
  console.error('usage: node scripts/i18n.ts missing <code> | merge <code> <file>');
  process.exit(1);
}
