import type { Profile } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import { changedProfileFields } from './profileDiff.ts';

const profile = {
  username: 'ada',
  details: { firstname: 'Ada', lastname: 'Lovelace', telephone: '123', avatar: null },
} as unknown as Profile;
const same = { username: 'ada', firstname: 'Ada', lastname: 'Lovelace', telephone: '123' };

describe('changedProfileFields', () => {
  it('returns null when nothing changed (No changes to update)', () => {
    expect(changedProfileFields(profile, same)).toBeNull();
    expect(changedProfileFields(profile, { ...same, firstname: ' Ada ' })).toBeNull();
  });

  it('sends only the changed fields', () => {
    expect(changedProfileFields(profile, { ...same, telephone: '456' })).toEqual({
      details: { telephone: '456' },
    });
    expect(changedProfileFields(profile, { ...same, username: 'ada2' })).toEqual({ username: 'ada2' });
  });
});
