/**
 * The strings are split in three parts per language, so a page downloads only the text it shows
 * before it appears:
 * - the shell part: what the pages outside the signed-in layout (landing, sign-in, password,
 *   invitation, maintenance) and the root layout around them use;
 * - the layout part: what the signed-in layout (sidebar, project tree, search, notifications, menus)
 *   and the dashboard's greeting add to it, so the dashboard, the first page after signing in, waits
 *   for these two only;
 * - the rest part: every other feature's text, which every other page (and the dashboard's board)
 *   waits for. It is fetched at once in the background.
 * Each part lists its groups (a top-level key, or a path into one); the rest is everything else.
 * On disk each language stays one JSON file; the parts are cut at build time (vite.config.ts).
 * `stringParts.test.ts` checks the lists against the code.
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

export const layoutGroups = [
  'admin.nav',
  'dashboard',
  'favourites.title',
  'keycodes.title',
  'myfiles.title',
  'notifications',
  'projects.form',
  'projects.nav',
  'search',
  'tours.panoramaErrors',
  'tours.panoramaFailed',
  'tours.panoramaTiling',
  'tours.panoramaTilingPercent',
  'tours.share',
  'tours.viewer',
] as const;

export const stringParts = ['shell', 'layout', 'rest'] as const;
export type StringPart = (typeof stringParts)[number];
type Strings = { [key: string]: unknown };

const isGroup = (value: unknown): value is Strings => typeof value === 'object' && value !== null;

/** The strings under the given paths (`inside`), or all the others. */
function select(strings: Strings, paths: readonly string[], inside: boolean): Strings {
  const picked: Strings = {};
  for (const [key, value] of Object.entries(strings)) {
    const inner = paths.filter((p) => p.startsWith(`${key}.`)).map((p) => p.slice(key.length + 1));
    if (paths.includes(key)) {
      if (inside) picked[key] = value;
    } else if (inner.length > 0 && isGroup(value)) {
      const sub = select(value, inner, inside);
      if (Object.keys(sub).length > 0) picked[key] = sub;
    } else if (!inside) picked[key] = value;
  }
  return picked;
}

/** One part of a locale's strings: the shell's groups, the layout's (of what the shell leaves), or the rest. */
export function pickPart(strings: Strings, part: StringPart): Strings {
  if (part === 'shell') return select(strings, shellGroups, true);
  const beyondShell = select(strings, shellGroups, false);
  return select(beyondShell, layoutGroups, part === 'layout');
}
