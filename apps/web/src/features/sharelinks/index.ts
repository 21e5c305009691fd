// Share links (`/v/{code}`) and public addresses of the 3D viewers: the dialog that makes a link, the
// account page's list of them, and what a visitor sees when one no longer opens. The page /v/{code}
// is a lazy route of its own (router.tsx imports pages/SharedViewerPage.tsx).
export { noRetryOn404, remembered, unlockKey } from './api/shareLinks.ts';
export { LinkGone } from './components/LinkGone.tsx';
export { PublicSwitch } from './components/PublicSwitch.tsx';
export { default as ShareDialog, shareLinkUrl } from './components/ShareDialog.tsx';
export { ShareLinksSection } from './components/ShareLinksSection.tsx';
