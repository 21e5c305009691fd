import { localeCodes } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const reference = flatten(files['./locales/en-US.json'] ?? {});

describe('locale files', () => {
  it('en-US has keys', () => {
    expect(reference.size).toBeGreaterThan(50);
  });

  it.each(localeCodes)('%s has a file with every en-US key filled in', (code) => {
    const file = files[`./locales/${code}.json`];
    expect(file, `missing src/platform/i18n/locales/${code}.json`).toBeDefined();
    const keys = flatten(file ?? {});
    const missing = [...reference.keys()].filter((key) => !keys.get(key)?.trim());
    expect(missing, `${code} lacks keys`).toEqual([]);
  });

  it.each(Object.keys(files))('%s keeps every {{placeholder}} of en-US', (path) => {
    const keys = flatten(files[path] ?? {});
    const placeholders = (text: string | undefined) =>
      [...(text ?? '').matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const broken = [...reference.entries()]
      .filter(
        ([key, english]) =>
          keys.has(key) && placeholders(keys.get(key)).join() !== placeholders(english).join(),
      )
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });

  it.each(Object.keys(files))('%s has no keys that en-US does not have', (path) => {
    // A language with more plural forms than English (ru: one, few, many, other) adds its own
    // suffixes to a key that en-US has in _one/_other form.
    const isPluralOfReference = (key: string) => {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      return base !== key && (reference.has(`${base}_one`) || reference.has(`${base}_other`));
    };
    const extra = [...flatten(files[path] ?? {}).keys()].filter(
      (key) => !reference.has(key) && !isPluralOfReference(key),
    );
    expect(extra).toEqual([]);
  });
});
