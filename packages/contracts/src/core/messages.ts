/** SPEC §5 and §8 wording, kept in one place so server and web say exactly the same. */
export const messages = {
  somethingWentWrong: 'Something went wrong, please contact support.',
  userAlreadyExists: 'User with the given email is already part of our system.',
  invalidEmail: 'Please enter a valid email',
  unverifiedInviteEmail:
    'We were unable to verify this email address. Are you sure the invitation was for this email address?',
  titleRequired: 'A title is required',
  noChangesToUpdate: 'No changes to update',
  invalidCredentials: 'The e-mail address or password is not correct.',
  trialEnded:
    'Trial Period Ended. Your account is still here; ask your administrator to extend your access to continue.',
  invalidTwoFactorCode: 'The code is not correct or has already been used.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  notFound: 'Not found.',
  forbidden: 'You do not have permission to do this.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  twoFactorChallengeEnded: 'Too many wrong codes. Please sign in again.',
  weakPassword:
    'This password is too common or too easy to guess. Choose a longer one, for example a few unrelated words.',
  notWhileImpersonating:
    'While you act as another user you cannot change their password, username or two-factor authentication, or delete their account.',
  passwordRequired: 'Password must be filled in',
  passwordsDiffer: 'The passwords do not match',
  resetLinkInvalid: 'This link is invalid or has expired. Please request a new one.',
  invitationInvalid: 'This invitation link is incomplete or has expired; ask for a new invitation.',
  invalidInput: 'Some of what was entered is not accepted. Please check it and try again.',
  agreementOutdated: 'Please accept the latest terms before going on.',
  answerWrong: 'Your answer was wrong',
  snapshotsDisabled: 'Snapshots are turned off on this site.',
} as const;
