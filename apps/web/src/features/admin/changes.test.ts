import { describe, expect, it } from 'vitest';
import { changedFields, sameValue } from './changes.ts';

const company = {
  title: 'Nordvik Bygg AS',
  admins: ['a@example.com'],
  departments: ['Site', 'Office'],
  settings: { start_at: null as string | null },
  issues: { enabled: true },
  overridemenu: { enabled: false, data: [{ label: 'Help', url: '/help' }] },
};

describe('changedFields: what decides "No changes to update"', () => {
  it('is null when the draft equals the saved values', () => {
    expect(changedFields(company, structuredClone(company))).toBeNull();
  });

  it('is null for an empty draft', () => {
    expect(changedFields(company, {})).toBeNull();
  });

  it('ignores key order inside objects', () => {
    expect(
      changedFields(company, { overridemenu: { data: [{ url: '/help', label: 'Help' }], enabled: false } }),
    ).toBeNull();
  });

  it('returns only the changed fields', () => {
    expect(changedFields(company, { ...company, issues: { enabled: false } })).toEqual({
      issues: { enabled: false },
    });
  });

  it('sees a reordered list as a change', () => {
    expect(changedFields(company, { departments: ['Office', 'Site'] })).toEqual({
      departments: ['Office', 'Site'],
    });
  });

  it('sees a nested menu edit as a change', () => {
    const data = [{ label: 'Help', url: '/help', children: [{ label: 'FAQ' }] }];
    expect(changedFields(company, { overridemenu: { enabled: false, data } })).toEqual({
      overridemenu: { enabled: false, data },
    });
  });

  it('treats null and a value as different, and missing optional keys as equal', () => {
    expect(changedFields(company, { settings: { start_at: '/mypanel' } })).not.toBeNull();
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });
});
