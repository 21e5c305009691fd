import { messages } from '@spatium/contracts';
import type { TFunction } from 'i18next';
import { isApiError } from './ApiError.ts';

const messageKeys = new Map<string, string>(Object.entries(messages).map(([key, text]) => [text, key]));

/**
 * What to tell the user about a failed call: the translation of a known server message (SPEC §8 wording
 * lives in contracts `messages`), else the server's own message, else a generic one.
 */
export function describeError(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    const key = messageKeys.get(error.message);
    if (key) return t(`serverMessages.${key}`);
    if (error.status === 0) return t('errors.network');
    if (error.status >= 500) return t('serverMessages.somethingWentWrong');
    return error.message;
  }
  if (error instanceof TypeError) return t('errors.network');
  return t('serverMessages.somethingWentWrong');
}
