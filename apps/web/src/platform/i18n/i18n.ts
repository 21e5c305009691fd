import { fallbackLocale, localeCodes, localeDirection } from '@spatium/contracts';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import type { StringPart } from './stringParts.ts';

type Resource = Record<string, unknown>;
type Loaders = Record<string, () => Promise<{ default: Resource }>>;
// Each locale is its own three chunks, loaded when chosen: the login page ships one locale, not 53, and
// of it only the shell part (stringParts.ts); the layout and rest parts follow at once, in the background.
const parts: Record<StringPart, Loaders> = {
  shell: import.meta.glob<{ default: Resource }>('./locales/*.json', { query: { part: 'shell' } }),
  layout: import.meta.glob<{ default: Resource }>('./locales/*.json', { query: { part: 'layout' } }),
  rest: import.meta.glob<{ default: Resource }>('./locales/*.json', { query: { part: 'rest' } }),
};

async function load(part: StringPart, language: string): Promise<Resource> {
  const loader = parts[part][`./locales/${language}.json`];
  return loader ? (await loader()).default : {};
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    load('shell', language).then(
      (strings) => callback(null, strings),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

type LaterPart = Exclude<StringPart, 'shell'>;
const partLoads: Record<LaterPart, Map<string, Promise<void>>> = { layout: new Map(), rest: new Map() };

/** A part beyond the shell of a language's strings, added to what i18next holds; fetched once per language. */
function loadPart(part: LaterPart, language: string): Promise<void> {
  const loads = partLoads[part];
  let loading = loads.get(language);
  if (!loading) {
    // After the shell part: i18next stores a loaded part whole, which would drop a part added before it.
    // The parts share groups (admin.nav is in the layout part, admin.title in the rest): merge deeply.
    loading = Promise.all([load(part, language), i18next.loadLanguages(language)]).then(([strings]) => {
      i18next.addResourceBundle(language, 'translation', strings, true, false);
    });
    // A failed download may be tried again by the next page that needs it.
    loading.catch(() => loads.delete(language));
    loads.set(language, loading);
  }
  return loading;
}

const loadLaterParts = (language: string, wanted: LaterPart[]) =>
  Promise.all(wanted.map((part) => loadPart(part, language))).then(() => undefined);

function stringsLoaded(wanted: LaterPart[]): Promise<void> {
  // Strings that did not come through initI18n (a test's own instance) are there already.
  if (!started) return Promise.resolve();
  const language = i18next.resolvedLanguage ?? i18next.language;
  return language ? loadLaterParts(language, wanted) : initialised.then(() => stringsLoaded(wanted));
}

/** Resolves once the current language's strings are all there, for the pages beyond the dashboard. */
export function allStringsLoaded(): Promise<void> {
  return stringsLoaded(['layout', 'rest']);
}

/** Resolves once the signed-in layout's and the dashboard's strings are there (stringParts.ts). */
export function layoutStringsLoaded(): Promise<void> {
  return stringsLoaded(['layout']);
}

/** Keeps `<html lang dir>` in step with the language (rtl for ar, fa, he, ur). */
function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = localeDirection(language);
}

export const i18n = i18next;

let started = false;
let markInitialised: () => void = () => {};
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

export function initI18n(): Promise<unknown> {
  started = true;
  i18next.on('languageChanged', (language) => {
    applyDocumentLanguage(language);
    // A page already open shows the new language's other parts as soon as they arrive (bindI18nStore).
    void loadLaterParts(language, ['layout', 'rest']).catch(() => undefined);
  });
  const init = i18next
    .use(lazyLocales)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: localeCodes,
      fallbackLng: fallbackLocale,
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
      detection: {
        order: ['querystring', 'localStorage', 'navigator'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: 'i18nextLng',
        caches: ['localStorage'],
      },
      // 'added' re-renders open pages when another part of the strings arrives.
      react: { useSuspense: true, bindI18nStore: 'added' },
    });
  void init.then(markInitialised);
  return init;
}
