// The auth feature's public face. Pages are not exported here: the router imports each page module
// directly so that every route stays its own lazily loaded chunk.
export { endLocalSession, profileQueryKey, useCompleteSignIn, useLogout, useProfile } from './api/session.ts';
export { TrialEnded } from './components/TrialEnded.tsx';
export { TwoFactorEnrolment } from './components/TwoFactorEnrolment.tsx';
export { isPublicPath, isTrialOver, publicPathFragments, startPath } from './guard.ts';
export { confirmationError, isValidEmail, passwordError } from './validation.ts';
