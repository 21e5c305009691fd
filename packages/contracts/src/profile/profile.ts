import { z } from 'zod';
import { limits } from '../core/limits.ts';
import { id, text } from '../core/primitives.ts';
import { MenuLinks } from '../menu/menu.ts';

export const Folder = z.object({
  id: z.number().int(),
  name: text(),
  parent: z.number().int().nullable(),
  path: text(),
});
export type Folder = z.infer<typeof Folder>;

export const CompanySummary = z.object({
  id: z.number().int(),
  title: text(),
});
export type CompanySummary = z.infer<typeof CompanySummary>;

export const CompanyFeatures = z.object({
  issues: z.object({ enabled: z.boolean() }),
  chat: z.object({ enabled: z.boolean() }),
  chatbot: z.object({ enabled: z.boolean() }),
  floorplans: z.object({ enabled: z.boolean() }),
  overridemenu: z.object({
    enabled: z.boolean(),
    data: MenuLinks.describe(
      "The company's menu links, shown instead of the standard navigation when enabled",
    ),
  }),
  settings: z.object({ start_at: text().nullable().describe('Route the user lands on after sign-in') }),
});
export type CompanyFeatures = z.infer<typeof CompanyFeatures>;

export const Role = z.object({
  id: z.number().int().describe('3 admin, 4 user, 5 restricted'),
  name: text(),
});
export type Role = z.infer<typeof Role>;

export const ProfileDetails = z.object({
  firstname: text().max(100),
  lastname: text().max(100),
  telephone: text().max(40),
  avatar: text().nullable().describe('URL of the profile picture'),
});
export type ProfileDetails = z.infer<typeof ProfileDetails>;

export const Preferences = z.object({
  avatar: text().nullable().optional(),
  locale: text().optional(),
});
export type Preferences = z.infer<typeof Preferences>;

/** The signed-in user's own profile (SPEC §3). */
export const Profile = z.object({
  id: z.number().int(),
  email: text(),
  username: text(),
  role: Role,
  company: CompanySummary.extend(CompanyFeatures.shape).nullable().describe('The active company'),
  companies: z.array(CompanySummary).describe('Every company the user belongs to'),
  is_company_admin: z.boolean().describe("The user's e-mail is in the active company's admin list"),
  myfolders: z.array(Folder),
  preferences: Preferences,
  details: ProfileDetails,
  trial_mode: z.boolean(),
  trial_expiration: text().nullable(),
  last_acceptance: z.number().int().nullable().describe('Version of the last accepted agreement'),
  terms: z.boolean(),
  twofa_enabled: z.boolean(),
  mandatory_2fa: z.boolean(),
  oldsubprojects: z
    .array(z.number().int())
    .describe(
      `The first ${limits.profileIdsMax} visible sub-projects by id; oldsubprojects_light pages them all`,
    ),
  oldsubprojects_more: z.boolean().describe('More sub-projects are visible than oldsubprojects lists'),
  maps: z
    .array(z.number().int())
    .describe(`The first ${limits.profileIdsMax} maps of those sub-projects by id`),
  maps_more: z.boolean().describe('More maps are visible than maps lists'),
  created_at: text(),
});
export type Profile = z.infer<typeof Profile>;

/** What others may see of a user (GET users/{id} for someone else). */
export const PublicUser = z.object({
  id: z.number().int(),
  username: text(),
  email: text(),
  role: Role,
  details: ProfileDetails,
  company: CompanySummary.nullable(),
});
export type PublicUser = z.infer<typeof PublicUser>;

export const Password = z
  .string({ error: 'Password must be filled in' })
  .min(1, 'Password must be filled in')
  .min(limits.passwordMinLength, `The password must be at least ${limits.passwordMinLength} characters long`)
  .max(200, 'The password is too long');
export type Password = z.infer<typeof Password>;

export const UpdateProfileBody = z
  .object({
    username: text().trim().min(2).max(60).optional(),
    details: ProfileDetails.omit({ avatar: true }).partial().optional(),
    preferences: z.object({ locale: text().max(10).optional() }).optional(),
  })
  .describe('Only the fields to change');
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const ChangePasswordBody = z
  .object({
    currentPassword: text().min(1, 'Enter your current password'),
    password: Password,
    passwordConfirmation: text(),
  })
  .refine((b) => b.password === b.passwordConfirmation, {
    message: 'The passwords do not match',
    path: ['passwordConfirmation'],
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const DeleteAccountBody = z.object({
  password: text().min(1, 'Enter your password to confirm'),
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

export const SwitchCompanyBody = z.object({ company: id() });
export type SwitchCompanyBody = z.infer<typeof SwitchCompanyBody>;
