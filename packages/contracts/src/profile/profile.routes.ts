import { z } from 'zod';
import { GetMeResponse, JwtResponse } from '../auth/auth.ts';
import { IdParam } from '../core/params.ts';
import { text } from '../core/primitives.ts';
import { defineRoute } from '../core/route.ts';
import {
  ChangePasswordBody,
  DeleteAccountBody,
  Profile,
  PublicUser,
  SwitchCompanyBody,
  UpdateProfileBody,
} from './profile.ts';

/** The signed-in user’s own account, and what others may see of a user. */
export const profileRoutes = {
  getUser: defineRoute({
    method: 'GET',
    path: '/users/:id',
    summary: 'A user: yourself, or anyone for admins',
    tags: ['users'],
    access: { signedIn: true, allowExpiredTrial: true },
    params: IdParam,
    response: PublicUser,
  }),
  updateMe: defineRoute({
    method: 'PUT',
    path: '/users/me',
    summary: 'Change your profile details',
    tags: ['users'],
    access: { capability: 'profile.edit.self', allowExpiredTrial: true },
    body: UpdateProfileBody,
    response: Profile,
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/users/me/password',
    summary: 'Change your password; other sessions end',
    tags: ['users'],
    access: { capability: 'profile.edit.self', allowExpiredTrial: true },
    body: ChangePasswordBody,
    response: JwtResponse,
  }),
  uploadAvatar: defineRoute({
    method: 'POST',
    path: '/users/me/avatar',
    summary: 'Upload a profile picture (multipart, field "file")',
    tags: ['users'],
    access: { capability: 'profile.edit.self', allowExpiredTrial: true },
    response: Profile,
  }),
  avatar: defineRoute({
    method: 'GET',
    path: '/avatars/:key',
    summary: 'A profile picture (its unguessable key is the permission)',
    tags: ['users'],
    access: { public: true },
    params: z.object({ key: text().regex(/^\d+-[a-f0-9]{24}\.webp$/, 'Not a picture key') }),
    response: z.any().describe('image/webp'),
  }),
  deleteMe: defineRoute({
    method: 'DELETE',
    path: '/users/me',
    summary: 'Delete your account and its data, irreversibly',
    tags: ['users'],
    access: { capability: 'profile.edit.self', allowExpiredTrial: true },
    body: DeleteAccountBody,
    response: z.null(),
    status: 204,
  }),
  switchCompany: defineRoute({
    method: 'POST',
    path: '/switch_company',
    summary: 'Make another of your companies the active one',
    tags: ['users'],
    access: { signedIn: true },
    body: SwitchCompanyBody,
    response: GetMeResponse,
  }),
} as const;
