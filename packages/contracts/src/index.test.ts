import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const root = new URL('./', import.meta.url);
const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.replaceAll('\\', '/'))
  .sort();
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

describe('the contracts package', () => {
  // Types are not visible at run time: the module says which exports are schemas, the source
  // says whether a type of the same name sits beside each.
  it.each(sources.filter((file) => file !== 'index.ts'))(
    '%s gives every schema it exports a type of the same name',
    async (file) => {
      const module: Record<string, unknown> = await import(`./${file}`);
      const source = read(file);
      const schemas = Object.keys(module).filter((name) => module[name] instanceof z.ZodType);
      const untyped = schemas.filter(
        (name) => !new RegExp(`^export (type|interface) ${name}\\b`, 'm').test(source),
      );
      expect(untyped).toEqual([]);
    },
  );

  it('follows the layout index.ts describes, and index.ts re-exports every file', () => {
    const misplaced = sources.filter(
      (file) =>
        !/^(index|routes|all-routes)\.ts$/.test(file) &&
        !file.startsWith('core/') &&
        !file.startsWith('catalogue/') &&
        !/^([a-z-]+)\/\1(\.routes)?\.ts$/.test(file),
    );
    expect(misplaced).toEqual([]);
    const index = read('index.ts');
    const missing = sources.filter((file) => file !== 'index.ts' && !index.includes(`'./${file}'`));
    expect(missing).toEqual([]);
  });
});
