import { z } from 'zod';
import { messages } from '../core/errors.ts';
import { id, text } from '../core/primitives.ts';
import { Password, Profile } from '../profile/profile.ts';

/** An e-mail address, trimmed first: a pasted address often carries spaces. */
const Email = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.email({ error: messages.invalidEmail }).max(320),
);

export const CustomAuthBody = z.object({
  identifier: text().trim().min(1, 'Enter your e-mail address').max(320).describe('E-mail or username'),
  password: text().min(1, 'Password must be filled in').max(200),
});
export type CustomAuthBody = z.infer<typeof CustomAuthBody>;
export const CustomAuthResponse = z.object({
  jwt: text().describe('A session token, or when twofa is true a 5-minute token for the 2FA step only'),
  twofa: z.boolean().describe('A TOTP code is needed: POST 2fa/verify with the jwt'),
  mandatory_2fa: z.boolean().describe('2FA is required for this user but not set up yet: enrol first'),
});
export type CustomAuthResponse = z.infer<typeof CustomAuthResponse>;

export const TotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');
export type TotpCode = z.infer<typeof TotpCode>;
export const VerifyTwoFactorBody = z.object({ code: TotpCode });
export type VerifyTwoFactorBody = z.infer<typeof VerifyTwoFactorBody>;
export const JwtResponse = z.object({ jwt: text() });
export type JwtResponse = z.infer<typeof JwtResponse>;

export const TwoFactorSetupResponse = z.object({
  secret: text().describe('Base32 secret, for typing into an app by hand'),
  otpauth_url: text(),
  qr_code: text().describe('data: URL of a PNG QR code of otpauth_url'),
});
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponse>;

export const GetAuthResponse = z.object({
  authenticated: z.literal(true),
  id: z.number().int(),
  role: z.number().int(),
  impersonated_by: z.number().int().nullable(),
});
export type GetAuthResponse = z.infer<typeof GetAuthResponse>;

// Nullish: a POST without a body arrives as null, and getme needs nothing from it.
export const GetMeBody = z.object({ test: z.unknown().optional() }).nullish();
export type GetMeBody = z.infer<typeof GetMeBody>;
export const GetMeResponse = z.object({ user: Profile });
export type GetMeResponse = z.infer<typeof GetMeResponse>;

export const ImpersonateBody = z.object({ user_id: id() });
export type ImpersonateBody = z.infer<typeof ImpersonateBody>;

export const ForgotPasswordBody = z.object({
  email: Email,
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;
export const ResetPasswordBody = z
  .object({
    code: text().min(10).max(200),
    password: Password,
    passwordConfirmation: text(),
  })
  .refine((b) => b.password === b.passwordConfirmation, {
    message: messages.passwordsDiffer,
    path: ['passwordConfirmation'],
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const InvitationInfo = z.object({
  company: text().nullable(),
  expires_at: text(),
});
export type InvitationInfo = z.infer<typeof InvitationInfo>;
export const CreateInvitationBody = z.object({
  email: Email,
  role: z.union([z.literal(3), z.literal(4), z.literal(5)]).default(4),
  company: id().optional().describe('Defaults to the inviter’s active company'),
});
export type CreateInvitationBody = z.infer<typeof CreateInvitationBody>;
export const Invitation = z.object({
  id: z.number().int(),
  email: text(),
  role: z.number().int(),
  company: z.number().int().nullable(),
  expires_at: text(),
  accepted_at: text().nullable(),
});
export type Invitation = z.infer<typeof Invitation>;
export const RegisterFromInviteBody = z
  .object({
    token: text().min(10).max(200),
    email: Email,
    firstname: text().trim().min(1, 'Enter your first name').max(100),
    lastname: text().trim().min(1, 'Enter your last name').max(100),
    telephone: text().trim().min(3, 'Enter your phone number').max(40),
    password: Password,
    passwordConfirmation: text(),
  })
  .refine((b) => b.password === b.passwordConfirmation, {
    message: messages.passwordsDiffer,
    path: ['passwordConfirmation'],
  });
export type RegisterFromInviteBody = z.infer<typeof RegisterFromInviteBody>;
