import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from './locales/en-US.json';
import { pickPart, shellGroups } from './stringParts.ts';

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

const inShell = (key: string) => shellGroups.some((group) => key === group || key.startsWith(`${group}.`));

describe('the shell part of the strings', () => {
  it('holds every group the pages before signing in use', () => {
    const missing = [...staticImportClosure(shellEntries)].flatMap((file) =>
      keysNamedIn(file)
        .filter((key) => !inShell(key))
        .map((key) => `${path.relative(src, file)}: ${key}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('names only groups that exist', () => {
    const exists = (group: string) =>
      group.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], enUS);
    expect(shellGroups.filter((group) => exists(group) === undefined)).toEqual([]);
  });

  it('splits a locale into two parts that together are the whole, without overlap', () => {
    const flatten = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [`${prefix}${key}`] : flatten(value as object, `${prefix}${key}.`),
      );
    const shell = flatten(pickPart(enUS, 'shell'));
    const rest = flatten(pickPart(enUS, 'rest'));
    expect([...shell, ...rest].sort()).toEqual(flatten(enUS).sort());
    expect(shell.filter((key) => rest.includes(key))).toEqual([]);
    expect(shell).toContain('admin.impersonation.stop');
    expect(rest).toContain('admin.title');
    expect(rest).toContain('tours.editTour');
  });
});
