import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../../..');
const scanned = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'];
// The capability table is the one place a role id may be compared with anything.
const capabilityTable = 'packages/contracts/src/capabilities.ts';

/** Comparisons that decide by role instead of asking `can(role, capability)`. */
const roleComparisons = [
  /\b(role|roleId|role_id)\s*(===|!==|==|!=)/,
  /(===|!==|==|!=)\s*([\w.]+\.)?(role|roleId)\b/,
  /\brole\.id\s*(===|!==|==|!=)/,
  /\brole_id\s*(=|<>|!=)\s*[\d$]/,
  /\bRoleId\.(admin|user|restricted)\b/,
];

/** Comparisons that are not permission checks, each with the reason it may stay. */
const allowed: { file: string; line: string; reason: string }[] = [
  {
    file: 'apps/web/src/features/admin/pages/UsersPage.tsx',
    line: 'if (role === user.role) return setNoChanges(true);',
    reason: 'compares the role picked in the form with the saved one, to say "no changes"',
  },
  {
    file: 'apps/server/src/modules/admin-users/admin-users.service.ts',
    line: 'const roleChanged = changes.role !== undefined && changes.role !== user.roleId;',
    reason: 'tells whether a role change asks for anything new; who may ask is the policy',
  },
];

/** Whether a line compares a role, leaving out tests of presence (`role !== undefined`). */
const comparesRole = (text: string) => {
  const withoutPresence = text.replace(/\s*(===|!==)\s*(undefined|null)\b/g, '');
  return roleComparisons.some((pattern) => pattern.test(withoutPresence));
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [path];
  });
}

describe('the capability table', () => {
  it('is the only place that compares roles', () => {
    const found: string[] = [];
    for (const file of scanned.flatMap((dir) => sourceFiles(join(root, dir)))) {
      const name = relative(root, file);
      if (name === capabilityTable) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((text, index) => {
          if (!comparesRole(text)) return;
          if (allowed.some((a) => a.file === name && text.trim() === a.line)) return;
          found.push(`${name}:${index + 1}: ${text.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('catches the comparisons it is meant to catch', () => {
    const caught = comparesRole;
    expect(caught('if (changes.role !== undefined) check();')).toBe(false);
    expect(caught('if (actor.roleId === RoleId.admin) return true;')).toBe(true);
    expect(caught('if (actor.roleId !== 3) throw forbidden();')).toBe(true);
    expect(caught('const admin = profile.role.id === 3;')).toBe(true);
    expect(caught('WHERE u.role_id = 3')).toBe(true);
    expect(caught('if (can(actor.roleId, "content.manage")) return true;')).toBe(false);
  });
});
