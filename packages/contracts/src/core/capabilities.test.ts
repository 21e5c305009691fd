import { describe, expect, it } from 'vitest';
import { can, RoleId } from './capabilities.ts';

describe('can', () => {
  it('lets only admins impersonate', () => {
    expect(can(RoleId.admin, 'users.impersonate')).toBe(true);
    expect(can(RoleId.user, 'users.impersonate')).toBe(false);
    expect(can(RoleId.restricted, 'users.impersonate')).toBe(false);
  });

  it('limits the restricted role to files and annotation styles (SPEC §6)', () => {
    expect(can(RoleId.restricted, 'files.use')).toBe(true);
    expect(can(RoleId.restricted, 'annotationStyles.use')).toBe(true);
    expect(can(RoleId.restricted, 'content.read')).toBe(false);
    expect(can(RoleId.restricted, 'issues.use')).toBe(false);
  });

  it('grants nothing without a role', () => {
    expect(can(undefined, 'profile.read.self')).toBe(false);
  });
});
