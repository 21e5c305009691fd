/**
 * The strings are split in two parts per language, so the pages a visitor meets before signing in do
 * not download every feature's text. The shell part holds these groups (a top-level key, or a path
 * into one): what the pages outside the signed-in layout (landing, sign-in, password, invitation,
 * maintenance) and the root layout around them use. Everything else is the rest part, which the
 * signed-in layout and every page not marked as a shell page waits for. `stringParts.test.ts` checks
 * the list against the code.
 */
export const shellGroups = [
  'admin.impersonation',
  'app',
  'auth',
  'comingSoon',
  'common',
  'consent',
  'errors',
  'features',
  'invite',
  'landing',
  'language',
  'legal',
  'maintenance',
  'nav',
  'notFound',
  'profile',
  'realtime',
  'serverMessages',
  'theme',
  'trial',
  'twofa',
  'validation',
] as const;

export type StringPart = 'shell' | 'rest';
type Strings = { [key: string]: unknown };

const isGroup = (value: unknown): value is Strings => typeof value === 'object' && value !== null;

/** One part of a locale's strings: the shell's groups, or everything else. */
export function pickPart(
  strings: Strings,
  part: StringPart,
  paths: readonly string[] = shellGroups,
): Strings {
  const picked: Strings = {};
  for (const [key, value] of Object.entries(strings)) {
    const inner = paths.filter((p) => p.startsWith(`${key}.`)).map((p) => p.slice(key.length + 1));
    if (paths.includes(key)) {
      if (part === 'shell') picked[key] = value;
    } else if (inner.length > 0 && isGroup(value)) {
      const sub = pickPart(value, part, inner);
      if (Object.keys(sub).length > 0) picked[key] = sub;
    } else if (part === 'rest') picked[key] = value;
  }
  return picked;
}
