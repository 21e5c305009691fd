// Only light pieces here: the viewer and builder are pages of their own (lazy chunks with three.js).
export { QrCode } from './components/QrCode.tsx';
export { ShareTourButton } from './components/ShareTourButton.tsx';
export { isEmbeddedTour } from './components/shareLinks.ts';
export { TilingProgress } from './components/TilingProgress.tsx';
export { encodeView } from './viewer/deepLink.ts';
export { navigationLang } from './viewer/viewerLang.ts';
