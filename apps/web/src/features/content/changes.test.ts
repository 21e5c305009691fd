import { describe, expect, it } from 'vitest';
import { changedFields } from './changes.ts';

describe('changedFields (SPEC §5: "No changes to update")', () => {
  const original = {
    title: 'Bridge',
    description: '',
    enabled: true,
    files: [1, 2],
    properties: { locale: 'en-US', public: false },
  };

  it('is null when nothing changed, also with key order or outer spaces differing', () => {
    expect(
      changedFields(original, {
        ...original,
        title: ' Bridge ',
        properties: { public: false, locale: 'en-US' },
      }),
    ).toBeNull();
  });

  it('returns only the changed fields', () => {
    expect(changedFields(original, { ...original, enabled: false, files: [1] })).toEqual({
      enabled: false,
      files: [1],
    });
  });

  it('sees a change deep in the properties', () => {
    expect(changedFields(original, { ...original, properties: { locale: 'nb-NO', public: false } })).toEqual({
      properties: { locale: 'nb-NO', public: false },
    });
  });
});
