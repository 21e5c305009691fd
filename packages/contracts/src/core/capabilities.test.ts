import { describe, expect, it } from 'vitest';
import { can, canEverywhere, canIn, mayGrantRole, RoleId } from './capabilities.ts';

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
    expect(can(RoleId.restricted, 'content.manage')).toBe(false);
    expect(can(RoleId.restricted, 'company.administer')).toBe(false);
    expect(can(RoleId.restricted, 'issues.use')).toBe(false);
  });

  it('grants nothing without a role', () => {
    expect(can(undefined, 'profile.read.self')).toBe(false);
  });
});

describe('canIn', () => {
  const companyAdmin = { roleId: RoleId.user, adminOf: [7] };
  const member = { roleId: RoleId.user, adminOf: [] };
  const admin = { roleId: RoleId.admin, adminOf: [] };

  it('gives a company admin the company-admin capabilities in their company only', () => {
    expect(canIn(companyAdmin, 'content.manage', 7)).toBe(true);
    expect(canIn(companyAdmin, 'company.administer', 7)).toBe(true);
    expect(canIn(companyAdmin, 'content.manage', 8)).toBe(false);
    expect(canIn(companyAdmin, 'content.manage', null)).toBe(false);
  });

  it('gives a member without an admin list entry none of them', () => {
    expect(canIn(member, 'content.manage', 7)).toBe(false);
    expect(canIn(member, 'projects.manage', 7)).toBe(false);
    expect(canIn(member, 'content.read', 7)).toBe(true);
  });

  it('gives role 3 every capability in every company', () => {
    expect(canIn(admin, 'company.administer', 8)).toBe(true);
    expect(canEverywhere(admin, 'company.administer')).toBe(true);
    expect(canEverywhere(companyAdmin, 'company.administer')).toBe(false);
  });

  it('never lets the restricted role administer, even when an admin list names it', () => {
    expect(canIn({ roleId: RoleId.restricted, adminOf: [7] }, 'company.administer', 7)).toBe(false);
  });
});

describe('mayGrantRole', () => {
  it('lets a role hand out only roles whose capabilities it holds', () => {
    expect(mayGrantRole(RoleId.admin, RoleId.admin)).toBe(true);
    expect(mayGrantRole(RoleId.user, RoleId.user)).toBe(true);
    expect(mayGrantRole(RoleId.user, RoleId.restricted)).toBe(true);
    expect(mayGrantRole(RoleId.user, RoleId.admin)).toBe(false);
    expect(mayGrantRole(RoleId.restricted, RoleId.user)).toBe(false);
  });
});
