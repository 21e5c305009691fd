// What other modules may use of share links; everything else in this folder is its own.

export { findActiveLink as findActiveShareLink } from './sharelinks.repository.ts';
export { registerShareLinksModule } from './sharelinks.routes.ts';
export type { SharedViewer, ShareLinkService, ShareOpening, ShareTarget } from './sharelinks.service.ts';
