import type { TFunction } from 'i18next';
import { describeError, isApiError } from '../../../platform/api/index.ts';

/** The codes the smartwater module answers with (`smartwater.<code>`), each with a translation. */
export const waterErrorCodes = [
  'disabled',
  'already_acknowledged',
  'api_token_required',
  'unknown_sensor',
  'future_reading',
  'duplicate_reading',
] as const;

const known = new Set<string>(waterErrorCodes);

/**
 * What to tell the user about a failed smartwater call: the translation of the module's own code, so
 * no one reads the server's English; any other error as every feature describes it.
 */
export function describeWaterError(error: unknown, t: TFunction): string {
  const code = isApiError(error) && error.code?.startsWith('smartwater.') ? error.code.slice(11) : null;
  if (code && known.has(code)) return t(`smartwater.errors.${code}`);
  return describeError(error, t);
}
