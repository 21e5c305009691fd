export { DirectionSync } from './DirectionSync.tsx';
export { useFormat } from './format.ts';
export { allStringsLoaded, i18n, initI18n, layoutStringsLoaded } from './i18n.ts';
export { LanguageSelect } from './LanguageSelect.tsx';
export { useChangeLanguage } from './useChangeLanguage.ts';
