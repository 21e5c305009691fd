import { uploadRules } from '@spatium/contracts';
import { describe, expect, it } from 'vitest';
import { checkUploadSize, formatBytes, parseUploadInfo, purposeFor } from './uploadRules.ts';

describe('checkUploadSize', () => {
  it('accepts a file up to the purpose limit, inclusive', () => {
    const max = uploadRules.thumbnail.maxBytes;
    expect(checkUploadSize({ size: 1 }, 'thumbnail')).toEqual({ ok: true });
    expect(checkUploadSize({ size: max }, 'thumbnail')).toEqual({ ok: true });
  });

  it('refuses a file one byte over the limit and names the limit', () => {
    const max = uploadRules.thumbnail.maxBytes;
    expect(checkUploadSize({ size: max + 1 }, 'thumbnail')).toEqual({
      ok: false,
      reason: 'tooLarge',
      maxBytes: max,
    });
  });

  it('refuses an empty file', () => {
    expect(checkUploadSize({ size: 0 }, 'document')).toMatchObject({ ok: false, reason: 'empty' });
  });

  it('uses the limit of the kind’s purpose: a 1 GB panorama is too large, a 1 GB cloud is not', () => {
    const gb = 1024 ** 3;
    expect(checkUploadSize({ size: gb }, purposeFor('panoramas')).ok).toBe(false);
    expect(checkUploadSize({ size: gb }, purposeFor('clouds')).ok).toBe(true);
  });
});

describe('parseUploadInfo', () => {
  it.each([
    ['42', 42],
    [' 42 ', 42],
    ['id=42', 42],
    ['{"id":42,"name":"a.pdf"}', 42],
    ['{"id":"42"}', 42],
  ])('reads %s as %s', (header, id) => {
    expect(parseUploadInfo(header)).toBe(id);
  });

  it.each([undefined, null, '', '0', 'abc', '{"name":"x"}', '-3'])('finds no id in %s', (header) => {
    expect(parseUploadInfo(header)).toBeNull();
  });
});

describe('formatBytes', () => {
  it('uses binary multiples', () => {
    expect(formatBytes(512, 'en-US')).toBe('512 B');
    expect(formatBytes(1536, 'en-US')).toBe('1.5 KB');
    expect(formatBytes(8 * 1024 ** 2, 'en-US')).toBe('8 MB');
  });
});
