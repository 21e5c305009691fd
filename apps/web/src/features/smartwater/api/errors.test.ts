import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../platform/api/index.ts';
import enUS from '../../../platform/i18n/locales/en-US.json';
import { describeWaterError, waterErrorCodes } from './errors.ts';

// Stands in for i18next: shows which key was asked for.
const t = ((key: string) => `t(${key})`) as unknown as TFunction;

const answer = (statusCode: number, message: string, code?: string) =>
  new ApiError({ statusCode, error: 'Error', message, code });

describe('describeWaterError', () => {
  it('translates the code of an alert acknowledged by someone else first, not the English message', () => {
    const error = answer(409, 'This alert is already acknowledged.', 'smartwater.already_acknowledged');
    expect(describeWaterError(error, t)).toBe('t(smartwater.errors.already_acknowledged)');
  });

  it('translates a site where Smartwater is turned off', () => {
    const error = answer(403, 'Smartwater is turned off on this site.', 'smartwater.disabled');
    expect(describeWaterError(error, t)).toBe('t(smartwater.errors.disabled)');
  });

  it('leaves other errors to the shared wording: an unknown code, a network failure, a server fault', () => {
    expect(describeWaterError(answer(400, 'Something new.', 'smartwater.brand_new'), t)).toBe(
      'Something new.',
    );
    expect(describeWaterError(answer(0, 'Failed'), t)).toBe('t(errors.network)');
    expect(describeWaterError(answer(500, 'boom'), t)).toBe('t(serverMessages.somethingWentWrong)');
  });

  it('has an English sentence for every code', () => {
    const strings = (enUS as { smartwater: { errors: Record<string, string> } }).smartwater.errors;
    for (const code of waterErrorCodes) expect(strings[code]).toMatch(/\w+.*\./);
  });
});
