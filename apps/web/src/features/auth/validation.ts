import { limits } from '@spatium/contracts';
import type { TFunction } from 'i18next';

// Pragmatic e-mail check; the server's zod z.email() has the final word.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** SPEC §5 password rules as the user sees them, or undefined when fine. */
export function passwordError(password: string, t: TFunction): string | undefined {
  if (!password) return t('validation.passwordRequired');
  if (password.length < limits.passwordMinLength)
    return t('validation.passwordTooShort', { min: limits.passwordMinLength });
  return undefined;
}

export function confirmationError(password: string, confirmation: string, t: TFunction): string | undefined {
  return password === confirmation ? undefined : t('validation.passwordsDiffer');
}
