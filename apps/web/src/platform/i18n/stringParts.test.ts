import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from './locales/en-US.json';
import { layoutGroups, pickPart, shellGroups } from './stringParts.ts';

const src = path.resolve(import.meta.dirname, '../..');

// What a visitor meets before signing in: the app's entry and the pages routed with `strings: 'shell'`.
const shellEntries = [
  'main.tsx',
  'features/landing/pages/LandingPage.tsx',
  'features/auth/pages/LoginPage.tsx',
  'features/auth/pages/ForgotPasswordPage.tsx',
  'features/auth/pages/NewPasswordPage.tsx',
  'features/auth/pages/UserInvitePage.tsx',
  'features/system/pages/MaintenancePage.tsx',
];

/** The files an entry imports statically, followed through the source tree (dynamic imports excluded). */
function staticImportClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = entries.map((entry) => path.join(src, entry));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+\.tsx?)'/gms))
      pending.push(path.resolve(path.dirname(file), specifier!));
  }
  return seen;
}

/** The string keys a file translates: `t('auth.signIn')`, `t(\`myfiles.types.${x}\`)`, `labelKey: 'nav.x'`. */
function keysNamedIn(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:\bt\(|[kK]ey\s*[:=]\s*\{?)\s*['`"]([a-zA-Z]+)\.([\w.]*)/g)]
    .filter(([, group]) => group! in enUS)
    .map(([, group, rest]) => `${group}.${rest}`);
}

// What the signed-in layout and the dashboard show before the rest of the strings arrives (the dashboard's
// board and the layout's dialogs load later, with all of the strings).
const layoutEntries = ['app/AppLayout.tsx', 'features/dashboard/pages/DashboardPage.tsx'];

const inGroups = (groups: readonly string[]) => (key: string) =>
  groups.some((group) => key === group || key.startsWith(`${group}.`));
const inShell = inGroups(shellGroups);
const inShellOrLayout = inGroups([...shellGroups, ...layoutGroups]);

/** The keys the files reached from the entries translate that the given parts do not hold. */
function keysOutside(entries: string[], held: (key: string) => boolean): string[] {
  const missing = [...staticImportClosure(entries)].flatMap((file) =>
    keysNamedIn(file)
      .filter((key) => !held(key))
      .map((key) => `${path.relative(src, file)}: ${key}`),
  );
  return [...new Set(missing)];
}

describe('the parts of the strings', () => {
  it('the shell part holds every group the pages before signing in use', () => {
    expect(keysOutside(shellEntries, inShell)).toEqual([]);
  });

  it('the shell and layout parts hold every group the signed-in layout and the dashboard use', () => {
    expect(keysOutside(layoutEntries, inShellOrLayout)).toEqual([]);
  });

  it('name only groups that exist', () => {
    const exists = (group: string) =>
      group.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], enUS);
    expect([...shellGroups, ...layoutGroups].filter((group) => exists(group) === undefined)).toEqual([]);
  });

  it('split a locale into three parts that together are the whole, without overlap', () => {
    const flatten = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [`${prefix}${key}`] : flatten(value as object, `${prefix}${key}.`),
      );
    const shell = flatten(pickPart(enUS, 'shell'));
    const layout = flatten(pickPart(enUS, 'layout'));
    const rest = flatten(pickPart(enUS, 'rest'));
    const all = [...shell, ...layout, ...rest];
    expect([...all].sort()).toEqual(flatten(enUS).sort());
    expect(new Set(all).size).toBe(all.length);
    expect(shell).toContain('admin.impersonation.stop');
    expect(layout).toContain('admin.nav.companies');
    expect(layout).toContain('dashboard.welcome');
    expect(rest).toContain('admin.title');
    expect(rest).toContain('tours.editTour');
  });
});
