import { describe, expect, it } from 'vitest';
import { adminSectionKeys, canSeeAdmin, canSeeAdminSection, visibleAdminSections } from './access.ts';

const company = { id: 1, title: 'Nordvik Bygg AS' } as never;
const viewer = (role: number, isCompanyAdmin = false, withCompany = true) => ({
  role: { id: role },
  is_company_admin: isCompanyAdmin,
  company: withCompany ? company : null,
});

describe('who sees which admin section', () => {
  it('role 3 sees every section', () => {
    expect(visibleAdminSections(viewer(3))).toEqual([...adminSectionKeys]);
  });

  it('role 3 sees My company even without an active company (they pick one)', () => {
    expect(canSeeAdminSection(viewer(3, false, false), 'company')).toBe(true);
  });

  it('a company admin sees only their company and its analytics', () => {
    expect(visibleAdminSections(viewer(4, true))).toEqual(['company', 'analytics']);
  });

  it('a company admin without an active company sees nothing', () => {
    expect(canSeeAdmin(viewer(4, true, false))).toBe(false);
  });

  it.each([4, 5])('role %i without company admin rights sees nothing', (role) => {
    expect(canSeeAdmin(viewer(role))).toBe(false);
    for (const section of adminSectionKeys) expect(canSeeAdminSection(viewer(role), section)).toBe(false);
  });

  it('nobody signed out sees anything', () => {
    expect(canSeeAdmin(undefined)).toBe(false);
  });

  it.each(['users', 'overrides', 'agreements', 'tokens', 'companies'] as const)(
    'a company admin does not see %s',
    (section) => {
      expect(canSeeAdminSection(viewer(4, true), section)).toBe(false);
    },
  );
});
