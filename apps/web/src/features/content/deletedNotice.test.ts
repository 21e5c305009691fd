import { contentKindNames, limits } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import enUS from '../../platform/i18n/locales/en-US.json';
import { type DeletedSubject, deletedNoticeKey, deletedNoticeOptions } from './deletedNotice.ts';

function english(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], enUS);
}

describe('deleted notice (SPEC §8, §9)', () => {
  it.each<[DeletedSubject, string]>([
    ['tours', 'Tour deleted'],
    ['grouptours', 'Tour Group deleted'],
    ['stories', 'Story deleted'],
    ['forms', 'Form deleted'],
    ['panoramas', 'Dataset deleted'],
    ['clouds', 'Dataset deleted'],
    ['maps', 'Dataset deleted'],
    ['oldprojects', 'Old Project deleted'],
    ['oldsubprojects', 'Sub project deleted'],
  ])('says the SPEC wording for %s: "%s"', (subject, text) => {
    expect(english(deletedNoticeKey(subject))).toBe(text);
  });

  it('has an English text for every content kind', () => {
    for (const kind of contentKindNames) expect(english(deletedNoticeKey(kind))).toMatch(/ deleted$/);
  });

  it('shows for 1000 ms at the bottom', () => {
    const options = deletedNoticeOptions('Tour deleted');
    expect(options.autoClose).toBe(limits.deletedNoticeMs);
    expect(options.autoClose).toBe(1000);
    expect(options.position.startsWith('bottom')).toBe(true);
  });
});
