import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modulesDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Table definitions are the other public face: queries join across modules in SQL (that is how tenancy
 * and visibility stay in one query), and tables load without any service, so they make no cycles.
 */
const isTableDefinition = (file: string) => /\.(schema|table|tables)\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every specifier of a static import or re-export, and of a dynamic import. */
function importedSpecifiers(source: string): string[] {
  const pattern = /(?:^|\n)\s*(?:import|export)\b[^'";]*?\sfrom\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;
  return [...source.matchAll(pattern)].map((match) => (match[1] ?? match[2])!);
}

/**
 * A module's `index.ts` is its public face: another module imports that file or its tables and
 * nothing else in the folder. Tests may reach into what they set up. The files directly in modules/
 * wire the modules together and are not a module.
 */
function boundaryViolations(files: { file: string; source: string }[]): string[] {
  const violations: string[] = [];
  for (const { file, source } of files) {
    const [module, ...rest] = path.relative(modulesDir, file).split(path.sep);
    if (rest.length === 0 || file.endsWith('.test.ts')) continue;
    for (const specifier of importedSpecifiers(source)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.relative(modulesDir, path.resolve(path.dirname(file), specifier));
      if (target.startsWith('..')) continue;
      const [targetModule, ...targetRest] = target.split(path.sep);
      if (targetModule === module || targetRest.length === 0) continue;
      if (targetRest.join('/') === 'index.ts') continue;
      if (isTableDefinition(target)) continue;
      violations.push(
        `${path.relative(modulesDir, file)} imports ${target}: import ../${targetModule}/index.ts`,
      );
    }
  }
  return violations;
}

describe('module boundaries', () => {
  it('a module uses another module only through its index.ts', () => {
    const files = sourceFiles(modulesDir).map((file) => ({ file, source: readFileSync(file, 'utf8') }));
    expect(boundaryViolations(files)).toEqual([]);
  });

  it('finds an import of another module’s internal file, however it is written', () => {
    const at = (file: string) => path.join(modulesDir, file);
    const violations = boundaryViolations([
      {
        file: at('tags/tags.service.ts'),
        source: [
          "import { findCompany } from '../companies/companies.repository.ts';",
          'import {\n  type ContentService,\n} from "../content/index.ts";',
          "import type { Actor } from '../../platform/auth/sessions.ts';",
          "export { users } from '../users/users.schema.ts';",
          "export { findUserById } from '../users/users.repository.ts';",
          "const lazy = () => import('../files/files.send.ts');",
          "import { presentTag } from './tags.presenter.ts';",
          "import { notifyContent } from '../content/index.ts';",
        ].join('\n'),
      },
      // Tables are public; a table definition's other imports follow the rule.
      {
        file: at('hotspots/hotspots.schema.ts'),
        source: [
          "import { companies } from '../companies/companies.schema.ts';",
          "import { contentTables } from '../content/content.tables.ts';",
          "import { defaultStyle } from '../tours/tours.service.ts';",
        ].join('\n'),
      },
      // Tests and the wiring in modules/ itself may reach in.
      { file: at('tags/tags.api.test.ts'), source: "import { tags } from '../tags/tags.schema.ts';" },
      {
        file: at('catalogue.register.ts'),
        source: "import { registerToursModule } from './tours/tours.routes.ts';",
      },
    ]);
    expect(violations).toEqual([
      'tags/tags.service.ts imports companies/companies.repository.ts: import ../companies/index.ts',
      'tags/tags.service.ts imports users/users.repository.ts: import ../users/index.ts',
      'tags/tags.service.ts imports files/files.send.ts: import ../files/index.ts',
      'hotspots/hotspots.schema.ts imports tours/tours.service.ts: import ../tours/index.ts',
    ]);
  });
});
