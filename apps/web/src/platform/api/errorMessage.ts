import { messages } from '@spatium/contracts';
import type { TFunction } from 'i18next';
import { type ApiError, isApiError } from './ApiError.ts';

const messageKeys = new Map<string, string>(Object.entries(messages).map(([key, text]) => [text, key]));

// zod's own English wording ("Too small: expected string to have >=10 characters", "Invalid input: …"),
// which a schema without a message of its own leaves in a 400. It is for developers, never for a person.
const zodWording =
  /^(Invalid\b|Too (small|big)\b|Unrecognized key|Expected\b|Required$|Input not instance|Bad request)/i;

/** What a 400 validation error says: the first field's own message when it is one a person can read. */
function describeValidation(error: ApiError, t: TFunction): string {
  const issueMessage =
    error.issues[0]?.message ??
    // Without the list of issues, the message reads "field.path: what is wrong".
    error.message.replace(/^[\w.[\]-]+: /, '');
  const key = messageKeys.get(issueMessage);
  if (key) return t(`serverMessages.${key}`);
  if (zodWording.test(issueMessage)) return t('serverMessages.invalidInput');
  return issueMessage;
}

/**
 * What to tell the user about a failed call: the translation of a known server message (SPEC §8 wording
 * lives in contracts `messages`), else the server's own message, else a generic one. Validation text that
 * zod wrote for developers is never shown: it becomes a translated "please check what you entered".
 */
export function describeError(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    const key = messageKeys.get(error.message);
    if (key) return t(`serverMessages.${key}`);
    if (error.status === 0) return t('errors.network');
    if (error.status >= 500) return t('serverMessages.somethingWentWrong');
    if (error.code === 'validation' || (error.status === 400 && error.issues.length > 0)) {
      return describeValidation(error, t);
    }
    return error.message;
  }
  if (error instanceof TypeError) return t('errors.network');
  return t('serverMessages.somethingWentWrong');
}
