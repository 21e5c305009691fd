import { locales } from '@spatium/contracts';

/** A locale as the builder lists it: its own name and code, e.g. "Deutsch (de)". */
export function languageName(code: string): string {
  const found = locales.find((l) => l.code === code);
  return found ? `${found.name} (${code})` : code;
}
