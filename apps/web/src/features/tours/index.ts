// Only light pieces here: the viewer and builder are pages of their own (lazy chunks with three.js).
export { TilingProgress } from './components/TilingProgress.tsx';
export { encodeView } from './viewer/deepLink.ts';
export { navigationLang } from './viewer/viewerLang.ts';
