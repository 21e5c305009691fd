import { fallbackLocale, localeCodes, localeDirection } from '@spatium/contracts';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

type Resource = Record<string, unknown>;
// Each locale is its own chunk, loaded when chosen: the login page ships one locale, not 53.
const loaders = import.meta.glob<{ default: Resource }>('./locales/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    const load = loaders[`./locales/${language}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Keeps `<html lang dir>` in step with the language (rtl for ar, fa, he, ur). */
function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = localeDirection(language);
}

export const i18n = i18next;

export function initI18n(): Promise<unknown> {
  i18next.on('languageChanged', applyDocumentLanguage);
  return i18next
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
      react: { useSuspense: true },
    });
}
