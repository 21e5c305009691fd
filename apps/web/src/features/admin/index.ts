// The admin feature's public face: what the layout needs (navigation entry, impersonation banner) and the
// route tree. Pages stay behind lazy imports in routes.tsx.
export { canSeeAdmin } from './access.ts';
export { ImpersonationBanner } from './components/ImpersonationBanner.tsx';
export { adminRouteTree } from './routes.tsx';
